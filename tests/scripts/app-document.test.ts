import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ResolvedConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { APP_DOCUMENT, appDocument } from '../../scripts/vite/app-document';
import { withPrerenderedHome } from '../../scripts/vite/prerendered-home';

const INDEX = '<html><head></head><body>\n    <div id="root"></div>\n  </body></html>';
const HOME = '<div><header>知简</header><main id="main"></main></div>';

describe('the page of every route but home', () => {
  it('is index.html as the bundler wrote it, copied before the home screen is put in', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'zj-app-doc-'));
    try {
      writeFileSync(path.join(root, 'index.html'), INDEX);
      const plugin = appDocument();
      (plugin.configResolved as (c: ResolvedConfig) => void)({ root, build: { outDir: '.' } } as ResolvedConfig);
      await (plugin.closeBundle as { handler: () => Promise<void> | void }).handler();
      // What prerenderedHome() does next to index.html does not reach the copy.
      writeFileSync(path.join(root, 'index.html'), withPrerenderedHome(INDEX, HOME));
      expect(readFileSync(path.join(root, APP_DOCUMENT), 'utf8')).toBe(INDEX);
      expect(readFileSync(path.join(root, 'index.html'), 'utf8')).toContain('prerendered-home');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
