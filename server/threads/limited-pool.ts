import { rm } from 'node:fs/promises';
import { Piscina } from 'piscina';
import { bundleThreadCode } from './bundle';
import type { Numbered, StartedMessage } from './task-started';

export interface ThreadLimits {
  /** Longest one task may compute, from when its thread starts it (queueing and a thread's own start do not count). */
  timeoutMs: number;
  /** Heap of one thread (V8 old generation); a task that needs more is stopped. */
  memoryMb: number;
  /** Threads; tasks beyond this wait in the pool's queue. */
  threads: number;
}

export interface LimitedPoolOptions extends ThreadLimits {
  /** The thread's module (TypeScript); it calls announceStart(task.id) first thing in every task. */
  entry: string;
  /** A worker.mjs that loads `entry` through tsx, for when it cannot be bundled. */
  fallback: string;
  /** Names the bundle's temporary folder. */
  name: string;
  /** false: always the fallback (a test of it). */
  bundle?: boolean;
}

export interface LimitedPool<T, R> {
  /** The thread's answer, or null when the task was stopped at a limit. Rethrows when `signal` was aborted. */
  run(task: T, signal?: AbortSignal): Promise<R | null>;
  /** Ids of the live threads (a thread stopped at a limit or by an abort is replaced by a new one). */
  threadIds(): number[];
  /** Stops the threads; queued and running tasks are rejected. */
  close(): Promise<void>;
}

/** Thrown inside the pool when a task exceeds its time limit. */
class OverTime extends Error {}

function overLimit(err: unknown, limit: AbortSignal): boolean {
  if (limit.aborted) return true;
  return (err as { code?: string } | null)?.code === 'ERR_WORKER_OUT_OF_MEMORY';
}

/**
 * Worker threads (piscina) that run CPU work a user's input decides off the API's event loop, each
 * task under a time limit counted from when its thread starts it and a per-thread memory limit. A
 * task over a limit is stopped by terminating its thread (the pool starts a fresh one) and answers
 * null; aborting the caller's signal also terminates the thread. Threads run at a lower CPU
 * priority, so that when the cores are busy the API's thread runs first.
 */
export async function createLimitedPool<T extends object, R>(opts: LimitedPoolOptions): Promise<LimitedPool<T, R>> {
  const threads = Math.max(1, opts.threads);
  const code =
    opts.bundle === false ? { filename: opts.fallback, dir: undefined } : await bundleThreadCode(opts.entry, opts.fallback, opts.name);
  const pool = new Piscina<Numbered<T>, R>({
    filename: code.filename,
    minThreads: threads,
    maxThreads: threads,
    idleTimeout: Number.POSITIVE_INFINITY,
    // Threads do not inherit the main thread's loader flags (tsx, vitest): they run plain JavaScript.
    execArgv: [],
    resourceLimits: { maxOldGenerationSizeMb: opts.memoryMb },
    // Plain message passing: a task may await between steps, which Atomics.wait would block.
    atomics: 'disabled',
    // Through piscina's optional @napi-rs/nice (Linux).
    niceIncrement: process.platform === 'linux' ? 10 : 0,
  });
  const onStart = new Map<number, () => void>();
  pool.on('message', (m: StartedMessage) => onStart.get(m?.taskStarted)?.());
  // A thread that dies between tasks is replaced by the pool; nothing is waiting on it.
  pool.on('error', () => {});
  let nextId = 1;

  async function run(task: T, signal?: AbortSignal): Promise<R | null> {
    signal?.throwIfAborted();
    const id = nextId++;
    const controller = new AbortController();
    const limit = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    onStart.set(id, () => {
      timer = setTimeout(() => limit.abort(new OverTime()), opts.timeoutMs);
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
    run,
    threadIds: () => pool.threads.map((t) => t.threadId),
    async close() {
      await pool.destroy();
      if (code.dir) await rm(code.dir, { recursive: true, force: true });
    },
  };
}
