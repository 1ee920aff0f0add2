/**
 * `npm run bench:load [-- --duration 10] [--connections 20] [--profile DIR] [--json]`
 *
 * The real server (`server/main.ts` in its own process, production logging to a discarded stdout,
 * embedded PGlite in a temporary DATA_DIR) under autocannon from this process, in one run:
 *  - `GET /api/v1/credits/pricing`: a public JSON route with no database read (the hello-world rate);
 *  - `GET /api/v1/auth/me` with a real access token (authentication, the user's row).
 * Each is warmed up, then measured for `duration` seconds; the ratio me / pricing is the figure to
 * watch (goal: at least 0.5). `--profile DIR` runs the server with `node --cpu-prof` and leaves the
 * .cpuprofile in DIR (open it in Chrome DevTools or speedscope).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { readServerInfo } from '../server/admin/server-lock';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const argv = process.argv.slice(2);
const option = (name: string) => {
  const at = argv.indexOf(`--${name}`);
  return at >= 0 ? argv[at + 1] : undefined;
};
const num = (name: string, def: number) => {
  const value = Number(option(name));
  return Number.isInteger(value) && value > 0 ? value : def;
};
const DURATION = num('duration', 10);
const CONNECTIONS = num('connections', 20);
const PROFILE = option('profile');
const JSON_OUT = argv.includes('--json');
const log = (line: string) => {
  if (!JSON_OUT) process.stderr.write(`${line}\n`);
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Rate {
  route: string;
  requestsPerSecond: number;
  latencyMedianMs: number;
  latencyP99Ms: number;
  non2xx: number;
  errors: number;
}

async function load(url: string, headers: Record<string, string>, seconds: number): Promise<autocannon.Result> {
  return autocannon({ url, headers, connections: CONNECTIONS, duration: seconds });
}

async function measure(route: string, url: string, headers: Record<string, string>): Promise<Rate> {
  await load(url, headers, Math.max(2, Math.round(DURATION / 3)));
  const r = await load(url, headers, DURATION);
  return {
    route,
    requestsPerSecond: Math.round(r.requests.average),
    latencyMedianMs: r.latency.p50,
    latencyP99Ms: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors,
  };
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'zj-load-'));
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info' };
  delete env.DATABASE_URL;
  const nodeArgs = ['--import', 'tsx'];
  if (PROFILE) {
    mkdirSync(PROFILE, { recursive: true });
    nodeArgs.push('--cpu-prof', `--cpu-prof-dir=${path.resolve(PROFILE)}`);
  }
  // stdout discarded, not ignored by the logger: the server formats and writes every log line as in production.
  const server = spawn(process.execPath, [...nodeArgs, path.join(root, 'server', 'main.ts')], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  try {
    let info = readServerInfo(dataDir);
    for (let i = 0; i < 1200 && !(info?.port && info.pid === server.pid); i++) {
      if (server.exitCode !== null) throw new Error('the server exited while starting');
      await sleep(100);
      info = readServerInfo(dataDir);
    }
    if (!info?.port) throw new Error('the server did not start');
    const base = `http://127.0.0.1:${info.port}/api/v1`;

    const invite = await fetch(`${base}/admin/invite.create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-admin-token': info.adminToken },
      body: JSON.stringify({ count: 1 }),
    });
    const code = ((await invite.json()) as { data: { codes: string[] } }).data.codes[0];
    const form = new FormData();
    const tag = Date.now().toString(36);
    for (const [k, v] of Object.entries({
      username: `load_${tag}`,
      email: `load.${tag}@example.com`,
      password: 'Passw0rd-load',
      invite_code: code,
    }))
      form.append(k, v);
    const reg = await fetch(`${base}/auth/register`, { method: 'POST', body: form });
    if (!reg.ok) throw new Error(`register failed: ${reg.status} ${await reg.text()}`);
    const token = ((await reg.json()) as { data: { access_token: string } }).data.access_token;
    // Let the start-up work (solver thread warm-up, queue maintenance) settle.
    await sleep(3000);

    log(`autocannon: ${CONNECTIONS} connections, ${DURATION} s each after a warm-up`);
    const hello = await measure('GET /api/v1/credits/pricing', `${base}/credits/pricing`, {});
    log(`${hello.route}: ${hello.requestsPerSecond} req/s (median ${hello.latencyMedianMs} ms)`);
    const me = await measure('GET /api/v1/auth/me', `${base}/auth/me`, { authorization: `Bearer ${token}` });
    log(`${me.route}: ${me.requestsPerSecond} req/s (median ${me.latencyMedianMs} ms)`);
    const ratio = Math.round((me.requestsPerSecond / hello.requestsPerSecond) * 100) / 100;
    log(`ratio /auth/me ÷ hello-world: ${ratio}`);
    if (hello.non2xx + hello.errors + me.non2xx + me.errors > 0) throw new Error('some requests failed');
    if (JSON_OUT) console.log(JSON.stringify({ connections: CONNECTIONS, durationSeconds: DURATION, hello, me, ratio }, null, 2));
  } finally {
    server.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
    if (PROFILE) log(`CPU profile in ${path.resolve(PROFILE)}`);
  }
}

await main();
