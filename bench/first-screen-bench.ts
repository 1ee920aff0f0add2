/**
 * `npm run bench:first-screen`: the JavaScript the home screen really loads in Chromium (visitor and
 * signed-out first visit), counted as gzip bytes. Budget: 120 KB; math rendering must load after it, not with it.
 * Needs a build (npm run build) and Chromium (CHROMIUM_PATH, default /usr/bin/chromium).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BUDGET = 120 * 1024;
const dataDir = mkdtempSync(path.join(tmpdir(), 'zj-bench-'));
const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server', 'main.ts')], {
  cwd: root,
  env: { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
});

try {
  const port = await waitForPort();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const page = await browser.newPage();
  const scripts = new Set<string>();
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script') scripts.add(new URL(res.url()).pathname);
  });
  await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: 'networkidle' });
  await browser.close();

  // Math rendering is a dynamic import started after the first render (the suggestions ask for it);
  // the budget is for everything else, and the math chunk must not be preloaded by index.html.
  const isMath = (file: string) => /MathMarkdown|mathjax|mhchem/i.test(file);
  const indexHtml = readFileSync(path.join(root, 'dist', 'index.html'), 'utf8');
  const mathPreloaded = [...scripts].some((file) => isMath(file) && indexHtml.includes(file));
  let total = 0;
  let mathBytes = 0;
  const rows: [string, number][] = [];
  for (const file of scripts) {
    const bytes = gzipSync(readFileSync(path.join(root, 'dist', file)), { level: 9 }).length;
    rows.push([file, bytes]);
    if (isMath(file)) mathBytes += bytes;
    else total += bytes;
  }
  rows.sort((a, b) => b[1] - a[1]);
  for (const [file, bytes] of rows) console.log(`${(bytes / 1024).toFixed(1).padStart(8)} KB  ${file}${isMath(file) ? '  (math, loaded after)' : ''}`);
  console.log(`first screen JS: ${(total / 1024).toFixed(1)} KB gzip (budget ${BUDGET / 1024} KB)`);
  console.log(`math rendering, loaded after the first screen: ${(mathBytes / 1024).toFixed(1)} KB gzip; preloaded by index.html: ${mathPreloaded ? 'yes' : 'no'}`);
  if (process.argv.includes('--json')) console.log(JSON.stringify({ firstScreenGzipBytes: total, mathGzipBytes: mathBytes, mathPreloaded }));
  process.exitCode = total <= BUDGET && !mathPreloaded ? 0 : 1;
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}

async function waitForPort(): Promise<number> {
  const file = path.join(dataDir, 'server.json');
  for (let i = 0; i < 600; i++) {
    if (existsSync(file)) {
      try {
        const info = JSON.parse(readFileSync(file, 'utf8')) as { port?: number };
        if (info.port) return info.port;
      } catch {}
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}
