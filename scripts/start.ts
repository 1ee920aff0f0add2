import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// A fresh clone has no dist/: build the SPA once, then serve SPA + API on one port.
if (!existsSync(path.join(root, 'dist', 'index.html')) || process.env.ZJ_REBUILD === '1') {
  const build = spawnSync(process.execPath, [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
  const compress = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', 'precompress.ts')], {
    cwd: root,
    stdio: 'inherit',
  });
  if (compress.status !== 0) process.exit(compress.status ?? 1);
}

const { main } = await import('../server/main');
await main();
