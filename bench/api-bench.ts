/**
 * `npx tsx bench/api-bench.ts [--count 100] [--reads 200] [--stub-solver] [--json]`
 *
 * Starts the real app (embedded PGlite in a temporary DATA_DIR, pg-boss queue, the worker in the
 * same process, the configured solver) on a loopback port, registers a user through the API and
 * grants it credits, then measures over HTTP:
 *  - submit → completed of `count` text problems without video, one at a time (detail-status
 *    polled every 20 ms), and the same number submitted at once (throughput);
 *  - the latency of the main reads (task list, task, problem detail, detail-status).
 * `--stub-solver` swaps the solver for an instant one: the queue and pipeline overhead alone.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../server/app';
import { creditsGrantCommand } from '../server/admin/credits-command';
import { inviteCommand } from '../server/admin/invite-command';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { migrate } from '../server/db/migrate';
import { createAppDeps } from '../server/deps';
import type { Solver } from '../server/solver/types';

const argv = process.argv.slice(2);
const flag = (name: string) => argv.includes(`--${name}`);
const num = (name: string, def: number) => {
  const at = argv.indexOf(`--${name}`);
  const value = at >= 0 ? Number(argv[at + 1]) : def;
  return Number.isInteger(value) && value > 0 ? value : def;
};
const COUNT = num('count', 100);
const READS = num('reads', 200);
const JSON_OUT = flag('json');
const STUB = flag('stub-solver');
const log = (line: string) => {
  if (!JSON_OUT) process.stderr.write(`${line}\n`);
};

const stubSolver: Solver = {
  name: 'stub',
  solve: async () => ({
    ok: true,
    subject: 'math',
    problemType: 'solution',
    markdown: '**解**：$x_1 = 2,\\ x_2 = 3$',
    finalAnswer: '$x_1 = 2,\\ x_2 = 3$',
    verification: { status: 'verified', note: 'stub' },
    engine: 'stub',
  }),
};

interface Stats {
  n: number;
  median: number;
  p95: number;
  min: number;
  max: number;
}
function stats(samples: number[]): Stats {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))];
  const round = (x: number) => Math.round(x * 10) / 10;
  return { n: s.length, median: round(at(0.5)), p95: round(at(0.95)), min: round(s[0]), max: round(s[s.length - 1]) };
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** x² − (a+b)x + ab = 0 with different integer roots, so that every problem is a real one. */
function problemText(i: number): string {
  const a = (i % 9) + 1;
  const b = a + 1 + (i % 4);
  return i % 2 === 0 ? `x^2-${a + b}x+${a * b}=0 求解` : `求解方程 x^2-${a + b}x+${a * b}=0`;
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'zj-bench-'));
  const started = performance.now();
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', PORT: '0', DATABASE_URL: '' });
  const database = await openDatabase({ pgliteDir: config.pgliteDir });
  await migrate(database);
  const deps = await createAppDeps(config, database, { pipeline: STUB ? { solver: async () => stubSolver } : undefined });
  const { jobs } = deps;
  const app = await buildApp(deps);
  await jobs.startWorker();
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/v1`;
  const startupMs = performance.now() - started;
  log(
    `app up in ${Math.round(startupMs)} ms on ${base} (solver: ${STUB ? 'stub' : config.SOLVER}, concurrency ${config.WORKER_CONCURRENCY})`,
  );

  try {
    // A user through the API, then plenty of credits through the admin command.
    const { codes } = await inviteCommand(database, config, { count: 1 });
    const form = new FormData();
    form.append('username', 'bench_user');
    form.append('email', 'bench@example.com');
    form.append('password', 'bench-password-123');
    form.append('invite_code', codes[0]);
    const reg = await fetch(`${base}/auth/register`, { method: 'POST', body: form });
    const regBody = (await reg.json()) as { data?: { access_token: string }; message?: string };
    if (!reg.ok || !regBody.data) throw new Error(`register failed: ${reg.status} ${regBody.message}`);
    await creditsGrantCommand(database, config, { username: 'bench_user', amount: 1_000_000 });
    const headers = { authorization: `Bearer ${regBody.data.access_token}` };

    const submit = async (i: number) => {
      const body = new FormData();
      body.append('problem_text', problemText(i));
      body.append('generate_video', 'false');
      const res = await fetch(`${base}/tasks/submit`, { method: 'POST', body, headers });
      const json = (await res.json()) as { data?: { task_id: string; problem_id: string }; message?: string };
      if (!res.ok || !json.data) throw new Error(`submit failed: ${res.status} ${json.message}`);
      return json.data;
    };
    const statusOf = async (taskId: string) => {
      const res = await fetch(`${base}/tasks/${taskId}/detail-status`, { headers });
      return ((await res.json()) as { data: { status: string } }).data.status;
    };

    // One untimed task first, as a running server has had (connections, caches, JIT).
    const warm = await submit(10_000);
    while (['pending', 'processing'].includes(await statusOf(warm.task_id))) await sleep(20);

    // 1. One at a time: submit → completed, detail-status polled every 20 ms.
    log(`submitting ${COUNT} problems one at a time…`);
    const latency: number[] = [];
    const outcomes: Record<string, number> = {};
    const submitLatency: number[] = [];
    let lastTask = { task_id: '', problem_id: '' };
    for (let i = 0; i < COUNT; i++) {
      const t0 = performance.now();
      lastTask = await submit(i);
      submitLatency.push(performance.now() - t0);
      let status = 'pending';
      while (status === 'pending' || status === 'processing') {
        await sleep(20);
        status = await statusOf(lastTask.task_id);
      }
      latency.push(performance.now() - t0);
      outcomes[status] = (outcomes[status] ?? 0) + 1;
    }

    // 2. All at once: throughput of the worker.
    log(`submitting ${COUNT} problems at once…`);
    const b0 = performance.now();
    const burst = await Promise.all(Array.from({ length: COUNT }, (_, i) => submit(COUNT + i)));
    const burstSubmitMs = performance.now() - b0;
    const pendingIds = new Set(burst.map((b) => b.task_id));
    while (pendingIds.size > 0) {
      await sleep(100);
      const res = await fetch(`${base}/tasks?status=completed&page_size=100`, { headers });
      const done = (await res.json()) as { data: { items: { task_id: string }[] } };
      for (const item of done.data.items) pendingIds.delete(item.task_id);
      const failed = await fetch(`${base}/tasks?status=failed&page_size=100`, { headers });
      for (const item of ((await failed.json()) as { data: { items: { task_id: string }[] } }).data.items) pendingIds.delete(item.task_id);
      if (performance.now() - b0 > 600_000) throw new Error('burst did not finish in 10 minutes');
    }
    const burstMs = performance.now() - b0;

    // 3. Reads.
    log(`measuring reads (${READS} each)…`);
    const reads: Record<string, string> = {
      'GET /tasks (20 items)': '/tasks?page_size=20',
      'GET /tasks/{id}': `/tasks/${lastTask.task_id}`,
      'GET /problems/{id}/detail': `/problems/${lastTask.problem_id}/detail`,
      'GET /tasks/{id}/detail-status': `/tasks/${lastTask.task_id}/detail-status`,
      'GET /problems (20 items)': '/problems?page_size=20',
      'GET /problems/{id}': `/problems/${lastTask.problem_id}`,
      'GET /auth/me': '/auth/me',
      'GET /credits/ledger (20 items)': '/credits/ledger?page_size=20',
      'GET /credits/pricing': '/credits/pricing',
    };
    const readStats: Record<string, Stats> = {};
    for (const [label, url] of Object.entries(reads)) {
      for (let i = 0; i < 20; i++) await (await fetch(`${base}${url}`, { headers })).arrayBuffer();
      const samples: number[] = [];
      for (let i = 0; i < READS; i++) {
        const t0 = performance.now();
        const res = await fetch(`${base}${url}`, { headers });
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`${label}: HTTP ${res.status}`);
        samples.push(performance.now() - t0);
      }
      readStats[label] = stats(samples);
    }

    const result = {
      solver: STUB ? 'stub' : config.SOLVER,
      worker_concurrency: config.WORKER_CONCURRENCY,
      startup_ms: Math.round(startupMs),
      sequential: { count: COUNT, outcomes, submit_ms: stats(submitLatency), submit_to_completed_ms: stats(latency) },
      burst: {
        count: COUNT,
        submit_all_ms: Math.round(burstSubmitMs),
        all_completed_ms: Math.round(burstMs),
        tasks_per_second: Math.round((COUNT / burstMs) * 10_000) / 10,
      },
      reads_ms: readStats,
      read_budget_median_ms: 20,
      reads_within_budget: Object.values(readStats).every((s) => s.median <= 20),
    };

    if (JSON_OUT) {
      process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
    } else {
      const row = (label: string, s: Stats) =>
        `${label.padEnd(34)} ${String(s.n).padStart(5)} ${String(s.median).padStart(9)} ${String(s.p95).padStart(9)} ${String(s.max).padStart(9)}`;
      console.log(`\n${'measure (ms)'.padEnd(34)} ${'n'.padStart(5)} ${'median'.padStart(9)} ${'p95'.padStart(9)} ${'max'.padStart(9)}`);
      console.log(row('POST /tasks/submit', result.sequential.submit_ms));
      console.log(row('submit → completed (one at a time)', result.sequential.submit_to_completed_ms));
      for (const [label, s] of Object.entries(readStats)) console.log(row(label, s));
      console.log(`\noutcomes: ${JSON.stringify(outcomes)}`);
      console.log(
        `burst: ${COUNT} submitted in ${result.burst.submit_all_ms} ms, all finished after ${result.burst.all_completed_ms} ms (${result.burst.tasks_per_second} tasks/s)`,
      );
      console.log(`reads within the 20 ms median budget: ${result.reads_within_budget ? 'yes' : 'NO'}`);
    }
  } finally {
    await app.close();
    await jobs.stop();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
