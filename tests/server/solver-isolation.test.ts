import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tasks } from '../../server/db/schema';
import { createJobs, type TaskJobs } from '../../server/jobs';
import { createDefaultPipelineDeps } from '../../server/pipeline/default-deps';
import type { RunOutcome } from '../../server/pipeline/run-task';
import type { PipelineLog } from '../../server/pipeline/types';
import { createSolverPool, type SolverPool, TOO_LARGE_MSG } from '../../server/solver/pool';
import type { Solver } from '../../server/solver/types';
import { balanceOf, createUser, ledgerOf, submitTask, type TestUser, waitFor } from '../support/task-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * Heavy problems through the real app, the real queue and the real solver pool (built from the
 * app's SOLVER_* settings): the API keeps answering other users while one is solved, a solve over a
 * limit fails with an explanation and is refunded once, and a stop terminates the computation.
 * (x+1)^{100000} is expanded term by term: it computes until a limit or a stop ends it.
 */
const HUGE = '化简 (x+1)^{100000}';
const FACTORIAL = '计算 100000!';
const QUADRATIC = '解方程 x^2-5x+6=0';
const COST = 2;
const CREDITS = 20;

// Replacing a stopped thread reloads the solver in it: seconds on a busy machine.
describe('heavy problems do not stall the server', { timeout: 90_000 }, () => {
  let t: TestApp;
  let jobs: TaskJobs;
  let pool: SolverPool;
  /** How each solve ended in the pool: 'returned' or 'aborted:<reason>'. */
  const ends: string[] = [];
  const errors: string[] = [];
  const log: PipelineLog = {
    info: () => {},
    warn: () => {},
    error: (obj, msg) => errors.push(`${msg} ${String((obj as { err?: unknown }).err ?? '')}`),
  };

  beforeAll(async () => {
    t = await createTestApp(
      {
        SOLVER: 'offline',
        COST_TEXT: String(COST),
        SOLVER_TIMEOUT_MS: '3000',
        SOLVER_MEMORY_MB: '512',
        SOLVER_THREADS: '1',
        WORKER_CONCURRENCY: '1',
      },
      async ({ config, database, bus }) => {
        pool = await createSolverPool({
          timeoutMs: config.SOLVER_TIMEOUT_MS,
          memoryMb: config.SOLVER_MEMORY_MB,
          threads: config.SOLVER_THREADS,
        });
        const recorded: Solver = {
          name: pool.name,
          solve: (input) =>
            pool.solve(input).then(
              (out) => {
                ends.push('returned');
                return out;
              },
              (err) => {
                ends.push(`aborted:${String(err)}`);
                throw err;
              },
            ),
        };
        jobs = await createJobs({
          config,
          database,
          bus,
          log,
          pipeline: createDefaultPipelineDeps(config, { solver: async () => recorded }),
          pollingIntervalSeconds: 0.5,
          watchdogMs: 200,
        });
        await jobs.startWorker();
        return jobs;
      },
    );
    // The thread has loaded the solver before the first timed task.
    await pool.solve({ text: QUADRATIC });
  });
  afterAll(async () => {
    await t?.close();
    await pool?.close();
    expect(errors).toEqual([]);
  });

  async function submit(user: TestUser, text: string): Promise<string> {
    const res = await submitTask(t, user, { problem_text: text, generate_video: 'false' });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.task_id as string;
  }
  const row = async (taskId: string) => (await t.database.db.select().from(tasks).where(eq(tasks.id, taskId)))[0];
  const solving = (taskId: string) => waitFor(async () => (await row(taskId))?.stage === 'solving', 20_000);
  const finished = (taskId: string) =>
    waitFor(async () => {
      const r = await row(taskId);
      return r && ['completed', 'failed', 'stopped'].includes(r.status) ? r : null;
    }, 30_000);
  const ledger = async (user: TestUser) => (await ledgerOf(t.database, user.id)).map((l) => [l.reason, l.delta]);

  it('计算 100000! is refused at once as too large, and the credits come back exactly once', async () => {
    const user = await createUser(t.config, t.database, { credits: CREDITS });
    const taskId = await submit(user, FACTORIAL);
    const task = await finished(taskId);
    expect(task).toMatchObject({ status: 'failed', chargeState: 'refunded' });
    expect(task.error).toMatch(/非常大的数/);
    expect(await balanceOf(t.database, user.id)).toBe(CREDITS);
    expect(await ledger(user)).toEqual([
      ['task_hold', -COST],
      ['task_refund', COST],
    ]);
  });

  it('while a huge problem is being solved another user is answered; over the limit it fails, explained, refunded once', async () => {
    const heavy = await createUser(t.config, t.database, { credits: CREDITS });
    const other = await createUser(t.config, t.database, { credits: 7 });
    const taskId = await submit(heavy, HUGE);
    await solving(taskId);
    for (let i = 0; i < 10; i += 1) {
      const me = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: other.headers });
      expect(me.statusCode).toBe(200);
      expect(me.json().data.credits).toBe(7);
    }
    // All ten reads were answered before the heavy solve ended.
    expect(await row(taskId)).toMatchObject({ status: 'processing', stage: 'solving' });

    const task = await finished(taskId);
    expect(task).toMatchObject({ status: 'failed', chargeState: 'refunded', error: TOO_LARGE_MSG });
    expect(task.error).toMatch(/积分已退回/);
    expect(await balanceOf(t.database, heavy.id)).toBe(CREDITS);
    expect(await ledger(heavy)).toEqual([
      ['task_hold', -COST],
      ['task_refund', COST],
    ]);
  });

  it('a stop during the solve aborts the computation (its thread is replaced), refunds once, and the next task solves', async () => {
    const user = await createUser(t.config, t.database, { credits: CREDITS });
    // A thread replaced by the previous test may still be loading; a stop then only dequeues the task.
    await pool.solve({ text: QUADRATIC });
    const threadsBefore = pool.threadIds();
    const settled = new Promise<RunOutcome | 'error'>((resolve) => {
      const off = jobs.onSettled((id, outcome) => {
        if (id !== taskId) return;
        off();
        resolve(outcome);
      });
    });
    const taskId = await submit(user, HUGE);
    await solving(taskId);
    const endsBefore = ends.length;
    const stop = await t.app.inject({ method: 'GET', url: `/api/v1/tasks/${taskId}/stop`, headers: user.headers });
    expect(stop.statusCode, stop.body).toBe(200);

    expect(await settled).toBe('stopped');
    // The solve was ended by the stop, not by a limit or by finishing.
    expect(ends.slice(endsBefore)).toEqual(['aborted:stopped']);
    expect(pool.threadIds()).not.toEqual(threadsBefore);
    expect(await row(taskId)).toMatchObject({ status: 'stopped', chargeState: 'refunded', resultMarkdown: null });
    expect(await ledger(user)).toEqual([
      ['task_hold', -COST],
      ['task_refund', COST],
    ]);

    const next = await finished(await submit(user, QUADRATIC));
    expect(next.status).toBe('completed');
    expect(next.finalAnswer).toMatch(/2.*3/);
  });
});
