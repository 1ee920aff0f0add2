import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLimitedPool, type ThreadLimits } from '../../threads/limited-pool';
import { classify } from '../classify';
import type { SolveInput, SolveOutcome, Solver } from '../types';
import type { PoolJob, PoolResult } from './task';

/** Per solve (or answer check): the time from when its thread starts it, the heap of one thread, the threads. */
export type SolverLimits = ThreadLimits;

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
 * The offline solver in a pool of worker threads (piscina), off the API's event loop. Each task has
 * a time limit counted from when a thread starts it and a per-thread memory limit; a task over a
 * limit is stopped by terminating its thread (the pool starts a fresh one) and answers as a refusal
 * with TOO_LARGE_MSG, so the pipeline fails the task and returns the credits. Aborting the solve's
 * signal (stop, shutdown, the pipeline's own timeout) also terminates the thread.
 */
export async function createSolverPool(limits: SolverLimits, opts: { bundle?: boolean } = {}): Promise<SolverPool> {
  const pool = await createLimitedPool<PoolJob, PoolResult>({
    ...limits,
    entry: path.join(HERE, 'task.ts'),
    fallback: path.join(HERE, 'worker.mjs'),
    name: 'solver',
    bundle: opts.bundle,
  });
  return {
    name: 'offline',
    async solve(input: SolveInput): Promise<SolveOutcome> {
      const text = String(input.text ?? '');
      const out = await pool.run({ op: 'solve', text, problemType: input.problemType, imagePaths: input.imagePaths }, input.signal);
      if (out && typeof out === 'object') return out;
      if (out !== null) throw new Error(`solver pool: unexpected result ${String(out)}`);
      const guessed = classify(text);
      return { ok: false, subject: guessed.subject, problemType: input.problemType ?? guessed.problemType, reason: TOO_LARGE_MSG };
    },
    async verify(text: string, answer: string): Promise<Verdict> {
      const out = await pool.run({ op: 'verify', text, answer });
      return out === 'agree' || out === 'disagree' ? out : 'unknown';
    },
    threadIds: pool.threadIds,
    close: pool.close,
  };
}
