import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { staleBuildReason } from './lib/build-freshness';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// Build the SPA when there is none or its sources are newer (a fresh clone, a `git pull`), then serve
// SPA + API on one port. ZJ_REBUILD=1 forces a build.
const reason = process.env.ZJ_REBUILD === '1' ? 'ZJ_REBUILD=1' : staleBuildReason(root);
if (reason) {
  console.log(`Building the web client (${reason}) …`);
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
