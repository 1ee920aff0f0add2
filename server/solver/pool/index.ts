import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { classify } from '../classify';
import type { SolveInput, SolveOutcome, Solver } from '../types';
import type { PoolJob, PoolResult, PoolTask, StartedMessage } from './task';

export interface SolverLimits {
  /** Longest a single solve (or answer check) may compute, from when its thread starts it. */
  timeoutMs: number;
  /** Heap of one solver thread (V8 old generation); a solve that needs more is stopped. */
  memoryMb: number;
  /** Solver threads; tasks beyond this wait in the pool's queue. */
  threads: number;
}

export type Verdict = 'agree' | 'disagree' | 'unknown';

export interface SolverPool extends Solver {
  /** The offline answer check (verifyAnswer) under the same limits; over a limit it is 'unknown'. */
  verify(text: string, answer: string): Promise<Verdict>;
  /** Ids of the live threads (a thread stopped at a limit or by an abort is replaced by a new one). */
  threadIds(): number[];
  /** Stops the threads; queued and running tasks are rejected. */
  close(): Promise<void>;
}

/** What a student reads when a solve was stopped at a limit (the failed task's credits are returned). */
export const TOO_LARGE_MSG =
  '这道题的计算量太大，超出了解题的时间或内存限制，已停止计算，积分已退回。请检查题目中的数字是否输入有误，或把题目拆成几个小问题再试。';

const HERE = path.dirname(fileURLToPath(import.meta.url));

/**
 * The thread's code as one plain JavaScript file (esbuild, the compiler tsx itself uses): a thread
 * then starts in well under a second, and needs no TypeScript loader, whose module hooks would also
 * hold up the main thread while a replacement thread loads (measured: 30–50 ms pauses of the API).
 * Without esbuild, worker.mjs compiles the TypeScript in the thread instead.
 */
async function bundleThreadCode(): Promise<{ filename: string; dir?: string }> {
  try {
    const esbuild = await import('esbuild');
    const dir = await mkdtemp(path.join(tmpdir(), 'zj-solver-'));
    const filename = path.join(dir, 'task.mjs');
    await esbuild.build({
      entryPoints: [path.join(HERE, 'task.ts')],
      outfile: filename,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      logLevel: 'silent',
      // CommonJS dependencies inside an ES module bundle still call require().
      banner: { js: "import { createRequire as __zjRequire } from 'node:module'; const require = __zjRequire(import.meta.url);" },
    });
    return { filename, dir };
  } catch {
    return { filename: path.join(HERE, 'worker.mjs') };
  }
}

/** Thrown inside the pool when a task exceeds its time limit. */
class OverTime extends Error {}

function overLimit(err: unknown, limit: AbortSignal): boolean {
  if (limit.aborted) return true;
  return (err as { code?: string } | null)?.code === 'ERR_WORKER_OUT_OF_MEMORY';
}

/**
 * The offline solver in a pool of worker threads (piscina), off the API's event loop. Each task has
 * a time limit counted from when a thread starts it and a per-thread memory limit; a task over a
 * limit is stopped by terminating its thread (the pool starts a fresh one) and answers as a refusal
 * with TOO_LARGE_MSG, so the pipeline fails the task and returns the credits. Aborting the solve's
 * signal (stop, shutdown, the pipeline's own timeout) also terminates the thread.
 */
export async function createSolverPool(limits: SolverLimits, opts: { bundle?: boolean } = {}): Promise<SolverPool> {
  const threads = Math.max(1, limits.threads);
  const code = opts.bundle === false ? { filename: path.join(HERE, 'worker.mjs'), dir: undefined } : await bundleThreadCode();
  const pool = new Piscina<PoolTask, PoolResult>({
    filename: code.filename,
    minThreads: threads,
    maxThreads: threads,
    idleTimeout: Number.POSITIVE_INFINITY,
    // Threads do not inherit the main thread's loader flags (tsx, vitest): they run plain JavaScript.
    execArgv: [],
    resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb },
    // Plain message passing: a solve may await between steps, which Atomics.wait would block.
    atomics: 'disabled',
    // A lower CPU priority for solver threads (Linux, through piscina's optional @napi-rs/nice): when
    // the cores are busy the API's thread runs first, so other users' reads are not held up.
    niceIncrement: process.platform === 'linux' ? 10 : 0,
  });
  const onStart = new Map<number, () => void>();
  pool.on('message', (m: StartedMessage) => onStart.get(m?.solverTaskStarted)?.());
  // A thread that dies between tasks is replaced by the pool; nothing is waiting on it.
  pool.on('error', () => {});
  let nextId = 1;

  /** Runs one task; null when it was stopped at a limit. Rethrows when `signal` was aborted. */
  async function run(task: PoolJob, signal?: AbortSignal): Promise<PoolResult | null> {
    signal?.throwIfAborted();
    const id = nextId++;
    const controller = new AbortController();
    const limit = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    onStart.set(id, () => {
      timer = setTimeout(() => limit.abort(new OverTime()), limits.timeoutMs);
    });
    const forward = () => controller.abort(signal?.reason);
    signal?.addEventListener('abort', forward, { once: true });
    limit.signal.addEventListener('abort', () => controller.abort(limit.signal.reason), { once: true });
    try {
      return await pool.run({ ...task, id }, { signal: controller.signal });
    } catch (err) {
      if (signal?.aborted) throw signal.reason ?? err;
      if (overLimit(err, limit.signal)) return null;
      throw err;
    } finally {
      clearTimeout(timer);
      onStart.delete(id);
      signal?.removeEventListener('abort', forward);
    }
  }

  return {
    name: 'offline',
    async solve(input: SolveInput): Promise<SolveOutcome> {
      const text = String(input.text ?? '');
      const out = await run({ op: 'solve', text, problemType: input.problemType, imagePaths: input.imagePaths }, input.signal);
      if (out && typeof out === 'object') return out;
      if (out !== null) throw new Error(`solver pool: unexpected result ${String(out)}`);
      const guessed = classify(text);
      return { ok: false, subject: guessed.subject, problemType: input.problemType ?? guessed.problemType, reason: TOO_LARGE_MSG };
    },
    async verify(text: string, answer: string): Promise<Verdict> {
      const out = await run({ op: 'verify', text, answer });
      return out === 'agree' || out === 'disagree' ? out : 'unknown';
    },
    threadIds: () => pool.threads.map((t) => t.threadId),
    async close() {
      await pool.destroy();
      if (code.dir) await rm(code.dir, { recursive: true, force: true });
    },
  };
}
