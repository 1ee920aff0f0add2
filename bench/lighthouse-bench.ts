/**
 * `npm run bench:lighthouse`: Lighthouse (mobile preset: a mid-range phone on a slow 4G link,
 * simulated) on the production build served by the real server, for the home page (first visit)
 * and a problem page with math (signed in). Prints the four category scores, the page-load figures,
 * what the largest paint waited on, every audit that cost points, and the machine's load average
 * before and after (the simulated CPU figures move with it); the full reports go to .tmp/lighthouse/.
 * Not part of npm test.
 * Chromium: CHROME_PATH, default /usr/bin/chromium. `--runs N` keeps the median performance of N runs.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { ensureBuild, root, startSeededServer } from './support/seeded-server';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];
const runsFlag = process.argv.indexOf('--runs');
const MAX_RETRIES = 2;
const RUNS = runsFlag > 0 ? Math.max(1, Number(process.argv[runsFlag + 1]) || 1) : 1;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

async function startChromium(): Promise<{ port: number; stop: () => Promise<void> }> {
  const port = await freePort();
  const profile = mkdtempSync(path.join(tmpdir(), 'zj-lh-'));
  const child: ChildProcess = spawn(
    process.env.CHROME_PATH ?? '/usr/bin/chromium',
    [
      '--headless=new',
      '--no-sandbox',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) break;
    } catch {}
    if (i > 100) throw new Error('Chromium did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    port,
    stop: async () => {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

async function audit(port: number, url: string, opts: { keepStorage: boolean; beforeEach?: () => Promise<void> }): Promise<Result> {
  const runs: Result[] = [];
  for (let i = 0; i < RUNS; i++) {
    await opts.beforeEach?.();
    const flags = {
      port,
      output: 'json' as const,
      logLevel: 'error' as const,
      disableStorageReset: opts.keepStorage,
      onlyCategories: [...CATEGORIES],
    };
    let result = await lighthouse(url, flags);
    // A busy machine sometimes loses the trace (NO_NAVSTART, NO_FCP): such a run has no figures, so it is run again.
    for (let retry = 0; result?.lhr.runtimeError && retry < MAX_RETRIES; retry++) {
      console.log(`${url}: ${result.lhr.runtimeError.code}, running again`);
      await opts.beforeEach?.();
      result = await lighthouse(url, flags);
    }
    if (!result) throw new Error(`no Lighthouse result for ${url}`);
    runs.push(result.lhr);
  }
  runs.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
  return runs[Math.floor(runs.length / 2)];
}

type Table = { type: string; items?: Record<string, unknown>[] };

/** The LCP element and its phases (TTFB, load delay, load time, render delay), from the report's LCP audit. */
function lcpBreakdown(lhr: Result): string | null {
  const parts = ((lhr.audits['largest-contentful-paint-element']?.details as Table | undefined)?.items ?? []) as Table[];
  const element = (parts[0]?.items?.[0]?.node as { snippet?: string } | undefined)?.snippet;
  const phases = parts[1]?.items?.map((p) => `${p.phase} ${Math.round(Number(p.timing))} ms`);
  return element && phases ? `LCP element ${element}: ${phases.join(', ')}` : null;
}

const loadAverage = () => loadavg()[0].toFixed(1);

function report(name: string, lhr: Result): string {
  const scores = CATEGORIES.map((c) => (lhr.categories[c]?.score ?? 0).toFixed(2));
  const lines = [`${name.padEnd(10)} ${scores.map((s) => s.padStart(14)).join('')}`];
  lines.push(`           ${METRICS.map((m) => `${lhr.audits[m]?.title ?? m}: ${lhr.audits[m]?.displayValue ?? '?'}`).join(' · ')}`);
  const lcp = lcpBreakdown(lhr);
  if (lcp) lines.push(`           ${lcp}`);
  for (const c of CATEGORIES) {
    for (const ref of lhr.categories[c]?.auditRefs ?? []) {
      const a = lhr.audits[ref.id];
      if (ref.weight > 0 && a && a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative') {
        lines.push(`           ${c} − ${a.id} (${a.score.toFixed(2)}): ${a.title}${a.displayValue ? ` — ${a.displayValue}` : ''}`);
      }
    }
  }
  return lines.join('\n');
}

ensureBuild();
const loadBefore = loadAverage();
const seeded = await startSeededServer();
const browser = await startChromium();
try {
  const home = await audit(browser.port, `${seeded.origin}/`, { keepStorage: false });
  // Sign in the way a returning student is: the app's tokens in the profile's storage, which Lighthouse then keeps.
  const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${browser.port}`);
  const page = await cdp.contexts()[0].newPage();
  await page.goto(`${seeded.origin}/`);
  await page.evaluate(seeded.storageScript);
  await page.goto('about:blank');
  const session = await page.context().newCDPSession(page);
  // Storage stays, the HTTP cache goes before every run: the problem page is measured as a first visit too.
  const problem = await audit(browser.port, `${seeded.origin}/problem/${seeded.problemId}`, {
    keepStorage: true,
    beforeEach: async () => void (await session.send('Network.clearBrowserCache')),
  });
  await page.close();
  await cdp.close();

  const out = path.join(root, '.tmp', 'lighthouse');
  mkdirSync(out, { recursive: true });
  writeFileSync(path.join(out, 'home.json'), JSON.stringify(home));
  writeFileSync(path.join(out, 'problem.json'), JSON.stringify(problem));
  const date = new Date().toISOString().slice(0, 10);
  console.log(`\nLighthouse ${home.lighthouseVersion}, mobile preset, ${date}${RUNS > 1 ? `, median of ${RUNS} runs` : ''}`);
  console.log(`load average (1 min) ${loadBefore} before the runs, ${loadAverage()} after`);
  console.log(`${'page'.padEnd(10)} ${CATEGORIES.map((c) => c.padStart(14)).join('')}`);
  console.log(report('home', home));
  console.log(report('problem', problem));
  console.log(`full reports: ${path.relative(root, out)}/home.json, problem.json`);
} finally {
  await browser.stop();
  await seeded.stop();
}
