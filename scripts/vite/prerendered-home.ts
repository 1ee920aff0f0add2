import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * The home screen's HTML, drawn at build time, so that a first visit paints it before any script has
 * run (decision 0040). After the build, the built app is opened in headless Chromium as a first visitor
 * (no account; its calls to the API stay unanswered, so the page is drawn as it stands while they are on
 * their way) and what it drew in #root goes into dist/index.html as a <template>. public/prerendered-home.js copies it into
 * #root on `/` for a visitor who is not signed in, and the app then renders over those nodes: Preact
 * reuses them and corrects their attributes instead of building the page, which is most of the work of
 * the first render. Every other route, and a signed-in student's home, start from an empty #root as before.
 *
 * Without Chromium (CHROMIUM_PATH or CHROME_PATH, default /usr/bin/chromium) the build says so and ships without the
 * template: the home page then renders in the browser as before.
 */
export const TEMPLATE_ID = 'prerendered-home';
const ROOT = '<div id="root"></div>';

/** index.html with the home screen's HTML in a template, followed by the script that uses it. Throws when the page has no empty #root to follow. */
export function withPrerenderedHome(indexHtml: string, homeHtml: string): string {
  if (!indexHtml.includes(ROOT)) throw new Error('index.html has no empty <div id="root"></div>');
  if (!/<main[\s>]/.test(homeHtml)) throw new Error('the prerendered home screen has no <main>');
  if (/<script[\s>]/i.test(homeHtml)) throw new Error('the prerendered home screen holds a script');
  return indexHtml.replace(
    ROOT,
    `${ROOT}\n    <template id="${TEMPLATE_ID}">${homeHtml}</template>\n    <script src="/prerendered-home.js"></script>`,
  );
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

/** The built files, and index.html for a page. */
function serveBuild(dir: string): Promise<{ origin: string; server: Server }> {
  const server = createServer((req, res) => {
    const pathname = decodeURIComponent((req.url ?? '/').split('?')[0]);
    const file = path.join(dir, path.extname(pathname) ? pathname : 'index.html');
    if (!file.startsWith(dir) || !existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ origin: `http://127.0.0.1:${(server.address() as { port: number }).port}`, server })),
  );
}

export async function drawHome(dir: string, chromiumPath: string): Promise<string> {
  const { chromium } = await import('@playwright/test');
  const { origin, server } = await serveBuild(dir);
  const browser = await chromium.launch({ executablePath: chromiumPath });
  try {
    // A phone's width, as the first screen is measured; the layout is the stylesheet's either way.
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const failed: string[] = [];
    page.on('pageerror', (error) => failed.push(error.message));
    // The API never answers: what is drawn is the page as it stands while its first calls (the cost of a question) are on their way.
    await page.route('**/api/**', () => {});
    await page.goto(`${origin}/`, { waitUntil: 'load' });
    await page.locator('main#main textarea').waitFor({ timeout: 30_000 });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
    if (failed.length) throw new Error(`the home page failed while drawing: ${failed.join('; ')}`);
    return await page.evaluate(() => document.getElementById('root')?.innerHTML ?? '');
  } finally {
    await browser.close();
    server.close();
  }
}

export function prerenderedHome(): Plugin {
  let outDir = 'dist';
  return {
    name: 'zhijian:prerendered-home',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        const chromiumPath = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';
        const index = path.join(outDir, 'index.html');
        if (!existsSync(index)) return;
        if (!existsSync(chromiumPath)) {
          this.warn(`no Chromium at ${chromiumPath}: the home page is not prerendered (it renders in the browser)`);
          return;
        }
        const html = await drawHome(outDir, chromiumPath);
        writeFileSync(index, withPrerenderedHome(readFileSync(index, 'utf8'), html));
      },
    },
  };
}
