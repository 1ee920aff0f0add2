/**
 * `npm run bench:stall -- [--case solver|render] [--heavy 6] [--reads 200] [--inline] [--json]`
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
 *
 * `--case render`: the heavy work is rendering instead of solving. The first user submits `heavy`
 * problems of about 5000 characters (the longest a problem may be) full of formulas, and the solver
 * (a stub, instant) answers each with a long formula-heavy solution, so that every task renders a
 * long problem at submit and a long solution when it completes, in the render pool (RENDER_*).
 * `--inline` renders on the API's event loop instead (as before the pool). It also reports the
 * heavy user's submit times and how many texts were rendered or kept as plain text (over the limit).
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
import { PROBLEM_TEXT_MAX_CHARS } from '../contract/limits';
import { createAppDeps } from '../server/deps';
import { inlineRenderer, plainTextHtml } from '../server/render';
import { createOfflineSolver } from '../server/solver/offline';
import type { Solver } from '../server/solver/types';

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
const caseAt = argv.indexOf('--case');
const RENDER_CASE = caseAt >= 0 && argv[caseAt + 1] === 'render';
const JSON_OUT = flag('json');
const log = (line: string) => {
  if (!JSON_OUT) process.stderr.write(`${line}\n`);
};

/** Heavy kinds, cycled: an expansion that runs seconds, a factorial refused by its size, one that exhausts memory. */
const HEAVY_SOLVES = ['化简 (x+1)^{2000}', '计算 100000!', ...(INLINE ? [] : ['化简 (x+1)^{100000}'])];

/** `piece` repeated after `head` up to the longest problem text a student may send (a form sends line breaks as CRLF). */
const sent = (text: string) => text.replace(/\n/g, '\r\n').length;
const upToLimit = (head: string, piece: string) => head + piece.repeat(Math.floor((PROBLEM_TEXT_MAX_CHARS - sent(head)) / sent(piece)));
/** Heavy renders, cycled: many small formulas, inline fractions and sums, display blocks with matrices. */
const HEAVY_RENDERS = [
  upToLimit('逐个化简：', '$x_1$ '),
  upToLimit('计算下列各式：', '$\\frac{x^2+1}{\\sqrt{y}}+\\sum_{k=1}^{n}k^2$，'),
  upToLimit('求下列矩阵的行列式：\n\n', '$$\\det\\begin{pmatrix}a&b\\\\c&d\\end{pmatrix}=\\int_0^1 \\frac{\\sin x}{x}\\,dx$$\n\n'),
];
const HEAVY_PROBLEMS = RENDER_CASE ? HEAVY_RENDERS : HEAVY_SOLVES;

/** The render case's solver: instant, with a long formula-heavy solution (a model's long answer). */
const longSolution: Solver = {
  name: 'stub-long',
  solve: async () => ({
    ok: true,
    subject: 'math',
    problemType: 'solution',
    markdown: Array.from(
      { length: 120 },
      (_, i) => `**第 ${i + 1} 步**：$$\\frac{(x+${i})^2}{2} = \\sum_{k=0}^{${i}} \\binom{${i}}{k} x^k$$`,
    ).join('\n\n'),
    finalAnswer: '$x_1 = 2,\\ x_2 = 3$',
    verification: { status: 'verified', note: 'stub' },
    engine: 'stub',
  }),
};

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
  const deps = RENDER_CASE
    ? await createAppDeps(config, database, {
        pipeline: { solver: async () => longSolution },
        renderer: INLINE ? inlineRenderer : undefined,
      })
    : await createAppDeps(config, database, { pipeline: INLINE ? { solver: async () => createOfflineSolver() } : undefined });
  const { jobs } = deps;
  const app = await buildApp(deps);
  await jobs.startWorker();
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/v1`;
  const work = RENDER_CASE ? 'rendering' : 'offline solver';
  const mode = INLINE
    ? 'inline (on the event loop)'
    : RENDER_CASE
      ? `pool (${config.RENDER_THREADS} thread(s), ${config.RENDER_TIMEOUT_MS} ms, ${config.RENDER_MEMORY_MB} MB)`
      : `pool (${config.SOLVER_THREADS} thread(s), ${config.SOLVER_TIMEOUT_MS} ms, ${config.SOLVER_MEMORY_MB} MB)`;
  log(`app up on ${base}; ${work} ${mode}; worker concurrency ${config.WORKER_CONCURRENCY}`);

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
    const submitMs: number[] = [];
    const submit = async (text: string) => {
      const body = new FormData();
      body.append('problem_text', text);
      body.append('generate_video', 'false');
      const t0 = performance.now();
      const res = await fetch(`${base}/tasks/submit`, { method: 'POST', body, headers: heavyUser });
      const json = (await res.json()) as { data?: { task_id: string }; message?: string };
      if (!res.ok || !json.data) throw new Error(`submit failed: ${res.status} ${json.message}`);
      submitMs.push(performance.now() - t0);
      return json.data.task_id;
    };
    interface TaskView {
      status: string;
      error: string | null;
      problem_html?: string;
      result_html?: string | null;
    }
    const taskOf = async (taskId: string) => {
      const res = await fetch(`${base}/tasks/${taskId}`, { headers: heavyUser });
      return ((await res.json()) as { data: TaskView }).data;
    };
    const settle = async (ids: string[]) => {
      const ended: TaskView[] = [];
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
    submitMs.length = 0;
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
    const submits = stats(submitMs);
    const PLAIN = plainTextHtml('').replace('</p>', '');
    /** Rendered (SVG) or kept as the escaped text (over the render's limit), of the heavy problems and solutions. */
    const html = { problems: { svg: 0, plain: 0 }, solutions: { svg: 0, plain: 0 } };
    if (RENDER_CASE) {
      for (const t of ended) {
        const count = (kind: { svg: number; plain: number }, out: string | null | undefined) => {
          if (out?.startsWith(PLAIN)) kind.plain += 1;
          else if (out?.includes('<svg')) kind.svg += 1;
        };
        count(html.problems, t.problem_html);
        count(html.solutions, t.result_html);
      }
    }

    const result = {
      case: RENDER_CASE ? 'render' : 'solver',
      ...(RENDER_CASE
        ? {
            render: INLINE ? 'inline' : 'pool',
            render_threads: config.RENDER_THREADS,
            render_timeout_ms: config.RENDER_TIMEOUT_MS,
            render_memory_mb: config.RENDER_MEMORY_MB,
          }
        : {
            solver: INLINE ? 'inline' : 'pool',
            solver_threads: config.SOLVER_THREADS,
            solver_timeout_ms: config.SOLVER_TIMEOUT_MS,
            solver_memory_mb: config.SOLVER_MEMORY_MB,
          }),
      worker_concurrency: config.WORKER_CONCURRENCY,
      heavy: {
        count: HEAVY,
        problems: HEAVY_PROBLEMS.map((p) => (p.length > 60 ? `${p.slice(0, 40).replace(/\s+/g, ' ')}… (${p.length} chars)` : p)),
        all_ended_ms: Math.round(heavyMs),
        outcomes,
        credits_returned: creditsAfter === creditsBefore,
        ...(RENDER_CASE ? { html } : {}),
      },
      submit_ms: submits,
      reads_me_ms: { idle, during_heavy: busy },
      api_event_loop_utilization: { idle: idleBusyness, during_heavy: heavyBusyness },
      heavy_tasks_unfinished_when_reads_ended: stillRunning,
      reads_ended_ms: Math.round(readsEndedMs),
    };
    if (JSON_OUT) {
      process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
    } else {
      const row = (label: string, s: Stats) =>
        `${label.padEnd(36)} ${String(s.n).padStart(5)} ${String(s.median).padStart(8)} ${String(s.p95).padStart(8)} ${String(s.max).padStart(8)}`;
      console.log(`\n${work}: ${mode}; ${HEAVY} heavy problems (${result.heavy.problems.join(' / ')})`);
      console.log(
        `${'GET /api/v1/auth/me (ms)'.padEnd(36)} ${'n'.padStart(5)} ${'median'.padStart(8)} ${'p95'.padStart(8)} ${'max'.padStart(8)}`,
      );
      console.log(row('no heavy work', idle));
      console.log(row(RENDER_CASE ? 'while heavy texts are rendered' : 'while heavy problems are solved', busy));
      console.log(row("the heavy user's POST /tasks/submit", submits));
      console.log(`API thread's event-loop utilization during the reads: ${idleBusyness} idle, ${heavyBusyness} with heavy work`);
      console.log(
        `heavy tasks still unfinished when the reads ended: ${stillRunning} of ${HEAVY} (reads took ${Math.round(readsEndedMs)} ms)`,
      );
      console.log(`all heavy tasks ended after ${Math.round(heavyMs)} ms:`);
      for (const [k, n] of Object.entries(outcomes)) console.log(`  ${n} × ${k}…`);
      if (RENDER_CASE) {
        const kept = (k: { svg: number; plain: number }) => `${k.svg} rendered, ${k.plain} kept as plain text`;
        console.log(`HTML of the heavy problems: ${kept(html.problems)}; of their solutions: ${kept(html.solutions)}`);
      } else {
        console.log(
          `credits of the heavy user back to ${creditsAfter} (before: ${creditsBefore}): ${creditsAfter === creditsBefore ? 'all returned' : 'NOT all returned'}`,
        );
      }
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
