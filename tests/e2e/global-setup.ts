import { spawnSync } from 'node:child_process';
import path from 'node:path';

/** The browser tests run against the production build served by the real server. */
export default function globalSetup(): void {
  const root = path.resolve(import.meta.dirname, '..', '..');
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('vite build failed');
  const compress = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', 'precompress.ts')], {
    cwd: root,
    stdio: 'inherit',
  });
  if (compress.status !== 0) throw new Error('precompress failed');
}
