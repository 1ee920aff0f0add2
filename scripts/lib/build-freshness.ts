import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** What the client build is made from: a change to any of these makes dist/ stale. */
export const BUILD_INPUTS = [
  'src',
  'contract',
  'public',
  'index.html',
  'vite.config.ts',
  // The home page's suggestions are rendered at build time by the server's renderer.
  'scripts/vite',
  'server/render',
  'tailwind.config.ts',
  'package-lock.json',
];

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

/**
 * Why the build in `dist/` must be (re)made, or null when it is up to date. After `git pull` the
 * pulled files carry the time of the pull, so a build older than any input is out of date.
 */
export function staleBuildReason(root: string, inputs: string[] = BUILD_INPUTS): string | null {
  const built = path.join(root, 'dist', 'index.html');
  if (!existsSync(built)) return 'no build yet';
  const builtAt = statSync(built).mtimeMs;
  for (const input of inputs) {
    if (newestMtime(path.join(root, input)) > builtAt) return `${input} changed since the last build`;
  }
  return null;
}
