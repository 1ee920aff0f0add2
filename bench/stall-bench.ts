/**
 * `npm run bench:stall -- [--heavy 6] [--reads 200] [--inline] [--json]`
 *
 * Does a heavy problem stall the server for everyone else? Starts the real app (embedded PGlite in a
 * temporary DATA_DIR, pg-boss queue, the worker in the same process, the default solver wiring: the
 * offline solver in its thread pool under SOLVER_TIMEOUT_MS / SOLVER_MEMORY_MB / SOLVER_THREADS) on
 * a loopback port, registers two users through the API, then measures over HTTP another user's
 * `GET /api/v1/auth/me` (`reads` times, one every 10 ms):
 *  - with no work queued (the baseline);
 *  - while the first user's `heavy` heavy problems (submitted at once) are being solved.
 * It also reports how the heavy tasks ended and that their credits came back.
 * `--inline` runs the offline solver on the API's event loop instead (as before the pool), for
 * comparison; the memory-exhausting problem is left out then, as it would bring the process down.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type EventLoopUtilization, performance } from 'node:perf_hooks';
import { creditsGrantCommand } from '../server/admin/credits-command';
import { inviteCommand } from '../server/admin/invite-command';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { migrate } from '../server/db/migrate';
import { createAppDeps } from '../server/deps';
import { createOfflineSolver } from '../server/solver/offline';

const argv = process.argv.slice(2);
const flag = (name: string) => argv.includes(`--${name}`);
const num = (name: string, def: number) => {
  const at = argv.indexOf(`--${name}`);
  const value = at >= 0 ? Number(argv[at + 1]) : def;
  return Number.isInteger(value) && value > 0 ? value : def;
};
const HEAVY = num('heavy', 6);
const READS = num('reads', 200);
const INLINE = flag('inline');
const JSON_OUT = flag('json');
const log = (line: string) => {
  if (!JSON_OUT) process.stderr.write(`${line}\n`);
};

/** Heavy kinds, cycled: an expansion that runs seconds, a factorial refused by its size, one that exhausts memory. */
const HEAVY_PROBLEMS = ['化简 (x+1)^{2000}', '计算 100000!', ...(INLINE ? [] : ['化简 (x+1)^{100000}'])];

interface Stats {
  n: number;
  median: number;
  p95: number;
  max: number;
}
function stats(samples: number[]): Stats {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))];
  const round = (x: number) => Math.round(x * 10) / 10;
  return { n: s.length, median: round(at(0.5)), p95: round(at(0.95)), max: round(s[s.length - 1]) };
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'zj-stall-'));
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', PORT: '0', DATABASE_URL: '', SOLVER: 'offline' });
  const database = await openDatabase({ pgliteDir: config.pgliteDir });
  await migrate(database);
  const deps = await createAppDeps(config, database, { pipeline: INLINE ? { solver: async () => createOfflineSolver() } : undefined });
  const { jobs } = deps;
  const app = await buildApp(deps);
  await jobs.startWorker();
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/v1`;
  const mode = INLINE ? 'inline (on the event loop)' : `pool (${config.SOLVER_THREADS} thread(s), ${config.SOLVER_TIMEOUT_MS} ms, ${config.SOLVER_MEMORY_MB} MB)`;
  log(`app up on ${base}; offline solver ${mode}; worker concurrency ${config.WORKER_CONCURRENCY}`);

  try {
    const { codes } = await inviteCommand(database, config, { count: 2 });
    const register = async (name: string, code: string) => {
      const form = new FormData();
      form.append('username', name);
      form.append('email', `${name}@example.com`);
      form.append('password', 'bench-password-123');
      form.append('invite_code', code);
      const res = await fetch(`${base}/auth/register`, { method: 'POST', body: form });
      const body = (await res.json()) as { data?: { access_token: string }; message?: string };
      if (!res.ok || !body.data) throw new Error(`register failed: ${res.status} ${body.message}`);
      return { authorization: `Bearer ${body.data.access_token}` };
    };
    const heavyUser = await register('stall_heavy', codes[0]);
    const otherUser = await register('stall_other', codes[1]);
    await creditsGrantCommand(database, config, { username: 'stall_heavy', amount: 1000 });
    const me = async (headers: Record<string, string>) => {
      const res = await fetch(`${base}/auth/me`, { headers });
      if (!res.ok) throw new Error(`GET /auth/me: HTTP ${res.status}`);
      return ((await res.json()) as { data: { credits: number } }).data.credits;
    };
    const submit = async (text: string) => {
      const body = new FormData();
      body.append('problem_text', text);
      body.append('generate_video', 'false');
      const res = await fetch(`${base}/tasks/submit`, { method: 'POST', body, headers: heavyUser });
      const json = (await res.json()) as { data?: { task_id: string }; message?: string };
      if (!res.ok || !json.data) throw new Error(`submit failed: ${res.status} ${json.message}`);
      return json.data.task_id;
    };
    const taskOf = async (taskId: string) => {
      const res = await fetch(`${base}/tasks/${taskId}`, { headers: heavyUser });
      return ((await res.json()) as { data: { status: string; error: string | null } }).data;
    };
    const settle = async (ids: string[]) => {
      const ended: { status: string; error: string | null }[] = [];
      for (const id of ids) {
        for (;;) {
          const t = await taskOf(id);
          if (!['pending', 'processing'].includes(t.status)) {
            ended.push(t);
            break;
          }
          await sleep(50);
        }
      }
      return ended;
    };
    /** The reads, and how busy the API's own thread (its event loop) was meanwhile, 0–1. */
    let busyness = 0;
    const readLoop = async () => {
      const elu0: EventLoopUtilization = performance.eventLoopUtilization();
      const samples: number[] = [];
      for (let i = 0; i < READS; i++) {
        const t0 = performance.now();
        await me(otherUser);
        samples.push(performance.now() - t0);
        await sleep(10);
      }
      busyness = Math.round(performance.eventLoopUtilization(elu0).utilization * 1000) / 1000;
      return samples;
    };

    // Warm: a solved problem (the solver thread loaded), and the read path.
    await settle([await submit('解方程 x^2-5x+6=0')]);
    for (let i = 0; i < 20; i++) await me(otherUser);

    log(`baseline: ${READS} reads with no work queued…`);
    const idle = stats(await readLoop());
    const idleBusyness = busyness;

    const creditsBefore = await me(heavyUser);
    log(`${HEAVY} heavy problems submitted at once; ${READS} reads meanwhile…`);
    const h0 = performance.now();
    // The reads start with the submissions: a solve on the event loop would delay them from the first task on.
    const submitting = Promise.all(Array.from({ length: HEAVY }, (_, i) => submit(HEAVY_PROBLEMS[i % HEAVY_PROBLEMS.length])));
    const busySamples = await readLoop();
    const heavyBusyness = busyness;
    const ids = await submitting;
    const readsEndedMs = performance.now() - h0;
    const stillRunning = (await Promise.all(ids.map(taskOf))).filter((t) => ['pending', 'processing'].includes(t.status)).length;
    const ended = await settle(ids);
    const heavyMs = performance.now() - h0;
    const creditsAfter = await me(heavyUser);
    const outcomes: Record<string, number> = {};
    for (const t of ended) {
      const key = `${t.status}: ${(t.error ?? '').slice(0, 24)}`;
      outcomes[key] = (outcomes[key] ?? 0) + 1;
    }
    const busy = stats(busySamples);

    const result = {
      solver: INLINE ? 'inline' : 'pool',
      solver_threads: config.SOLVER_THREADS,
      solver_timeout_ms: config.SOLVER_TIMEOUT_MS,
      solver_memory_mb: config.SOLVER_MEMORY_MB,
      worker_concurrency: config.WORKER_CONCURRENCY,
      heavy: { count: HEAVY, problems: HEAVY_PROBLEMS, all_ended_ms: Math.round(heavyMs), outcomes, credits_returned: creditsAfter === creditsBefore },
      reads_me_ms: { idle, during_heavy: busy },
      api_event_loop_utilization: { idle: idleBusyness, during_heavy: heavyBusyness },
      heavy_tasks_unfinished_when_reads_ended: stillRunning,
      reads_ended_ms: Math.round(readsEndedMs),
    };
    if (JSON_OUT) {
      process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
    } else {
      const row = (label: string, s: Stats) => `${label.padEnd(36)} ${String(s.n).padStart(5)} ${String(s.median).padStart(8)} ${String(s.p95).padStart(8)} ${String(s.max).padStart(8)}`;
      console.log(`\noffline solver: ${mode}; ${HEAVY} heavy problems (${HEAVY_PROBLEMS.join(' / ')})`);
      console.log(`${'GET /api/v1/auth/me (ms)'.padEnd(36)} ${'n'.padStart(5)} ${'median'.padStart(8)} ${'p95'.padStart(8)} ${'max'.padStart(8)}`);
      console.log(row('no heavy work', idle));
      console.log(row('while heavy problems are solved', busy));
      console.log(`API thread's event-loop utilization during the reads: ${idleBusyness} idle, ${heavyBusyness} with heavy work`);
      console.log(`heavy tasks still unfinished when the reads ended: ${stillRunning} of ${HEAVY} (reads took ${Math.round(readsEndedMs)} ms)`);
      console.log(`all heavy tasks ended after ${Math.round(heavyMs)} ms:`);
      for (const [k, n] of Object.entries(outcomes)) console.log(`  ${n} × ${k}…`);
      console.log(`credits of the heavy user back to ${creditsAfter} (before: ${creditsBefore}): ${creditsAfter === creditsBefore ? 'all returned' : 'NOT all returned'}`);
    }
  } finally {
    await app.close();
    await jobs.stop();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
