/**
 * The production build served by the real server on a fresh data folder, with one student who has
 * asked one question with math and got it solved: what the budget check and Lighthouse look at.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runAdminCommand } from '../../scripts/lib/admin-client';
import { staleBuildReason } from '../../scripts/lib/build-freshness';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** A question with display math that the offline solver answers with math: the problem page must draw both without a math engine. */
export const PROBLEM_WITH_MATH = '解方程：\n\n$$\nx^2-5x+6=0\n$$';

export interface Account {
  access_token: string;
  refresh_token: string;
  user: { id: string; username: string; credits: number };
}

export interface SeededServer {
  origin: string;
  account: Account;
  problemId: string;
  taskId: string;
  /** Puts the account into a page's storage the way the app keeps a signed-in student. */
  storageScript: string;
  stop(): Promise<void>;
}

const vite = [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'];
const precompress = ['--import', 'tsx', path.join(root, 'scripts', 'precompress.ts')];

/** A build without its .br/.gz files (a bare `vite build`) would be served uncompressed, and measured so. */
function isPrecompressed(): boolean {
  const assets = path.join(root, 'dist', 'assets');
  const scripts = existsSync(assets) ? readdirSync(assets).filter((f) => f.endsWith('.js')) : [];
  return scripts.length > 0 && scripts.every((f) => statSync(path.join(assets, f)).size < 1024 || existsSync(path.join(assets, `${f}.br`)));
}

/** Builds the client first when dist/ is missing or older than its sources (npm test's browser tests have just built it). */
export function ensureBuild(): void {
  const reason = staleBuildReason(root);
  const steps = reason ? [vite, precompress] : isPrecompressed() ? [] : [precompress];
  if (reason) console.log(`building the client (${reason})`);
  for (const args of steps) {
    const r = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
    if (r.status !== 0) throw new Error(`build failed: ${args.join(' ')}`);
  }
}

async function waitForPort(dataDir: string, child: ChildProcess): Promise<number> {
  const file = path.join(dataDir, 'server.json');
  for (let i = 0; i < 900; i++) {
    if (child.exitCode !== null) throw new Error('the server exited while starting');
    if (existsSync(file)) {
      try {
        const info = JSON.parse(readFileSync(file, 'utf8')) as { port?: number; pid?: number };
        if (info.port && info.pid === child.pid) return info.port;
      } catch {}
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the server did not start');
}

async function api<T>(origin: string, route: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${origin}/api/v1${route}`, init);
  const body = (await res.json()) as { success?: boolean; data?: T; message?: string };
  if (!res.ok || body.success === false) throw new Error(`${route}: ${res.status} ${body.message ?? ''}`);
  return body.data as T;
}

function form(fields: Record<string, string>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  return f;
}

export async function startSeededServer(): Promise<SeededServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'zj-bench-'));
  const env = { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn' };
  const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server', 'main.ts')], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const origin = `http://127.0.0.1:${await waitForPort(dataDir, server)}`;
    const { codes } = (await runAdminCommand('invite.create', { count: 1 }, { env, log: () => {} })) as { codes: string[] };
    const username = `bench${Date.now() % 100000}`;
    const account = await api<Account>(origin, '/auth/register', {
      method: 'POST',
      body: form({ username, email: `${username}@example.com`, password: 'correct-horse-9', invite_code: codes[0] }),
    });
    const headers = { authorization: `Bearer ${account.access_token}` };
    const { problem_id, task_id } = await api<{ problem_id: string; task_id: string }>(origin, '/tasks/submit', {
      method: 'POST',
      headers,
      body: form({ problem_text: PROBLEM_WITH_MATH, generate_video: 'false', turbo_mode: 'false' }),
    });
    for (let i = 0; ; i++) {
      const { status } = await api<{ status: string }>(origin, `/tasks/${task_id}/detail-status`, { headers });
      if (status === 'completed') break;
      if (status === 'failed' || status === 'stopped') throw new Error(`the seeded question was not solved (${status})`);
      if (i > 240) throw new Error('the seeded question was not solved within 2 minutes');
      await new Promise((r) => setTimeout(r, 500));
    }
    const storageScript = `localStorage.setItem('zhijian_access_token', ${JSON.stringify(account.access_token)});
localStorage.setItem('zhijian_refresh_token', ${JSON.stringify(account.refresh_token)});
localStorage.setItem('zhijian_user', ${JSON.stringify(JSON.stringify(account.user))});`;
    return { origin, account, problemId: problem_id, taskId: task_id, storageScript, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
