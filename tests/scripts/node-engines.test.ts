import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..', '..');
const readJson = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));

/** What npm ci compares with the running Node (npm-install-checks), for one package of the lockfile. */
function admits(engines: unknown, node: string): boolean {
  const range = engines && typeof engines === 'object' && !Array.isArray(engines) ? (engines as { node?: unknown }).node : undefined;
  return typeof range !== 'string' || semver.satisfies(node, range, { includePrerelease: true });
}

describe('npm ci on the oldest supported Node prints no EBADENGINE warning', () => {
  const oldest = semver.minVersion(readJson('package.json').engines.node)?.version ?? '';
  const packages: Record<string, { engines?: unknown }> = readJson('package-lock.json').packages;

  it('supports Node 20', () => {
    expect(semver.major(oldest)).toBe(20);
  });

  it('installs no package whose engines field excludes it', () => {
    const excluding = Object.entries(packages)
      .filter(([name, p]) => name !== '' && !admits(p.engines, oldest))
      .map(([name, p]) => `${name} ${JSON.stringify(p.engines)}`);
    expect(excluding).toEqual([]);
  });

  it('reads an engines field the way npm does', () => {
    expect(admits({ node: '>=22.3.0' }, '20.19.0')).toBe(false);
    expect(admits({ node: '^18.17.0 || >=20.5.0' }, '20.19.0')).toBe(true);
    expect(admits({ npm: '>=10' }, '20.19.0')).toBe(true);
    expect(admits(undefined, '20.19.0')).toBe(true);
  });
});
