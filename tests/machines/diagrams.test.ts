import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

it('docs/machines diagrams match the machines (npm run diagrams regenerates them)', () => {
  const run = spawnSync(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/diagrams.ts', '--check'], {
    cwd: root,
    encoding: 'utf8',
  });
  expect(run.stderr.replace(/npm warn.*\n/g, '')).toBe('');
  expect(run.status).toBe(0);
  expect(run.stdout).toMatch(/diagrams up to date/);
});
