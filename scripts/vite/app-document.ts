import { copyFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * The page the server sends for every client route but home (decision 0043): index.html as the bundler
 * wrote it, copied to app.html before prerenderedHome() puts the home screen into index.html. That
 * drawing (35 KB of HTML, decision 0040) and the script that copies it are of use on `/` only; every
 * other route parsed them, and waited for the script, before its own first paint.
 */
export const APP_DOCUMENT = 'app.html';

/** Must come before prerenderedHome() among the plugins: it copies index.html before the home screen is put in. */
export function appDocument(): Plugin {
  let outDir = 'dist';
  return {
    name: 'zhijian:app-document',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      sequential: true,
      order: 'post',
      handler() {
        const index = path.join(outDir, 'index.html');
        if (existsSync(index)) copyFileSync(index, path.join(outDir, APP_DOCUMENT));
      },
    },
  };
}
