import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problems, taskEvents, tasks } from '../../server/db/schema';
import { createJobs, type TaskJobs } from '../../server/jobs';
import { liveJobs } from '../../server/jobs/queue';
import { holdForTask } from '../../server/services/credits/ledger';
import { createTestApp, type TestApp } from '../support/test-app';
import {
  balanceOf,
  createUser,
  fakePipeline,
  fakeSolver,
  gatedSolver,
  ledgerOf,
  silentLog as silent,
  solvedOutcome,
  submittedTask,
  waitFor,
} from '../support/task-fixtures';

describe('pg-boss queue on PGlite (real worker)', () => {
  let t: TestApp;
  let jobs: TaskJobs;
  let solverImpl = fakeSolver(() => solvedOutcome());
  beforeAll(async () => {
    t = await createTestApp(
      { COST_TEXT: '2', COST_VIDEO: '5', COST_TURBO: '3', WORKER_CONCURRENCY: '2' },
      async ({ config, database, bus }) => {
        jobs = await createJobs({
          config,
          database,
          bus,
          log: silent,
          pipeline: { ...fakePipeline(), solver: async () => solverImpl },
          pollingIntervalSeconds: 0.5,
          watchdogMs: 200,
        });
        await jobs.startWorker();
        return jobs;
      },
    );
  });
  afterAll(() => t.close());

  const statusOf = async (id: string) => (await t.database.db.select().from(tasks).where(eq(tasks.id, id)))[0];
  const submit = async (user: { headers: Record<string, string> }, text = '解方程 2x=2') =>
    (await submittedTask(t, user, { problem_text: text, generate_video: 'false' })).task_id;

  it('a submitted task is queued and the worker completes it', async () => {
    solverImpl = fakeSolver(() => solvedOutcome('$x = 1$'));
    const user = await createUser(t.config, t.database, { credits: 10 });
    const taskId = await submit(user);
    const done = await waitFor(async () => {
      const row = await statusOf(taskId);
      return row.status === 'completed' ? row : null;
    });
    expect(done).toMatchObject({ chargeState: 'charged', finalAnswer: '$x = 1$' });
    expect(await balanceOf(t.database, user.id)).toBe(8);
    expect(await liveJobs(t.database, [taskId])).toEqual([]);
  });

  it('runs WORKER_CONCURRENCY tasks at once', async () => {
    const gated = gatedSolver();
    let inFlight = 0;
    let maxInFlight = 0;
    solverImpl = fakeSolver(async (input) => {
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      try {
        return await gated.solver.solve(input);
      } finally {
        inFlight -= 1;
      }
    });
    const user = await createUser(t.config, t.database, { credits: 10 });
    const ids = await Promise.all([submit(user), submit(user), submit(user)]);
    await waitFor(async () => maxInFlight >= 2);
    await new Promise((r) => setTimeout(r, 300));
    expect(maxInFlight).toBe(2);
    gated.release();
    await waitFor(async () => {
      const rows = await Promise.all(ids.map(statusOf));
      return rows.every((r) => r.status === 'completed');
    });
  });

  it('stop aborts the running task through its signal and refunds once', async () => {
    const gated = gatedSolver();
    let aborted = false;
    solverImpl = fakeSolver(async (input) => {
      input.signal?.addEventListener('abort', () => {
        aborted = true;
      });
      return gated.solver.solve(input);
    });
    const user = await createUser(t.config, t.database, { credits: 10 });
    const taskId = await submit(user);
    await gated.started;
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/tasks/${taskId}/stop`, headers: user.headers });
    expect(res.statusCode).toBe(200);
    await waitFor(async () => aborted);
    await new Promise((r) => setTimeout(r, 200));
    expect(await statusOf(taskId)).toMatchObject({ status: 'stopped', chargeState: 'refunded' });
    expect(await balanceOf(t.database, user.id)).toBe(10);
    expect((await ledgerOf(t.database, user.id)).map((l) => l.reason)).toEqual(['task_hold', 'task_refund']);
  });

  it('a stop made elsewhere (another process) is noticed by the watchdog', async () => {
    const gated = gatedSolver();
    let aborted = false;
    solverImpl = fakeSolver(async (input) => {
      input.signal?.addEventListener('abort', () => {
        aborted = true;
      });
      return gated.solver.solve(input);
    });
    const user = await createUser(t.config, t.database, { credits: 10 });
    const taskId = await submit(user);
    await gated.started;
    await t.database.db.update(tasks).set({ status: 'stopped' }).where(eq(tasks.id, taskId));
    await waitFor(async () => aborted, 3000);
    expect((await statusOf(taskId)).status).toBe('stopped');
  });

  it('crash recovery: a task left processing (its job gone) is run again, without a second charge', async () => {
    solverImpl = fakeSolver(() => solvedOutcome());
    const user = await createUser(t.config, t.database, { credits: 10 });
    // What a crash leaves: the row says processing, the hold is taken, no job will ever finish it.
    const taskId = await t.database.db.transaction(async (tx) => {
      const [p] = await tx
        .insert(problems)
        .values({ userId: user.id, problemText: '解方程 3x=3', problemType: 'solution', subject: 'math' })
        .returning();
      const [task] = await tx
        .insert(tasks)
        .values({
          problemId: p.id,
          userId: user.id,
          status: 'processing',
          stage: 'solving',
          progress: 30,
          generateVideo: false,
          turboMode: false,
          cost: 2,
          startedAt: new Date(),
        })
        .returning();
      await holdForTask(tx, { userId: user.id, cost: 2, taskId: task.id });
      await tx.insert(taskEvents).values({ taskId: task.id, status: 'processing', stage: 'solving', message: '正在解题' });
      return task.id;
    });
    // A fresh worker process starting on this database (embedded: nothing else can be running).
    const restarted = await createJobs({
      config: t.config,
      database: t.database,
      bus: t.bus,
      log: silent,
      pipeline: { ...fakePipeline(), solver: async () => solverImpl },
      pollingIntervalSeconds: 0.5,
    });
    try {
      expect(await restarted.recover({ activeIsDead: true, minAgeMs: 0 })).toEqual([taskId]);
      const done = await waitFor(async () => {
        const row = await statusOf(taskId);
        return row.status === 'completed' ? row : null;
      });
      expect(done.chargeState).toBe('charged');
      expect(await balanceOf(t.database, user.id)).toBe(8);
      expect((await ledgerOf(t.database, user.id)).map((l) => l.reason)).toEqual(['task_hold']);
      const events = await t.database.db.select().from(taskEvents).where(eq(taskEvents.taskId, taskId)).orderBy(taskEvents.id);
      expect(events.map((e) => e.message)).toContain('服务重启，任务重新排队');
    } finally {
      await restarted.stop();
    }
  });
});

describe('worker restarts (embedded database)', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The app's own jobs never start a worker here: each test starts and stops its own.
    t = await createTestApp({ COST_TEXT: '2', COST_VIDEO: '5', COST_TURBO: '3' });
  });
  afterAll(() => t.close());

  const statusOf = async (id: string) => (await t.database.db.select().from(tasks).where(eq(tasks.id, id)))[0];
  const worker = (solver = fakeSolver(() => solvedOutcome())) =>
    createJobs({
      config: t.config,
      database: t.database,
      bus: t.bus,
      log: silent,
      pipeline: { ...fakePipeline(), solver: async () => solver },
      pollingIntervalSeconds: 0.5,
    });

  it('at start, a processing task whose job a dead worker left active is run again (one charge)', async () => {
    const user = await createUser(t.config, t.database, { credits: 10 });
    const first = await worker();
    const { task_id: taskId } = await submittedTask(t, user, { problem_text: '解方程 5x=5', generate_video: 'false' });
    await first.enqueue(taskId);
    // The first worker fetched the job and died mid-task: job active, row processing.
    await t.database.executeSql(`UPDATE pgboss.job SET state = 'active', started_on = now() WHERE data->>'taskId' = $1`, [taskId]);
    await t.database.db.update(tasks).set({ status: 'processing', stage: 'solving' }).where(eq(tasks.id, taskId));
    await first.stop();

    const second = await worker();
    try {
      await second.startWorker();
      const done = await waitFor(async () => {
        const row = await statusOf(taskId);
        return row.status === 'completed' ? row : null;
      });
      expect(done.chargeState).toBe('charged');
      expect(await balanceOf(t.database, user.id)).toBe(8);
      expect((await ledgerOf(t.database, user.id)).map((l) => l.reason)).toEqual(['task_hold']);
      const { rows } = await t.database.executeSql(
        `SELECT state::text AS state FROM pgboss.job WHERE data->>'taskId' = $1 ORDER BY created_on`,
        [taskId],
      );
      expect(rows.map((r) => r.state)).toEqual(['cancelled', 'completed']);
    } finally {
      await second.stop();
    }
  });

  it('a graceful stop puts the running task back to pending; the next start finishes it', async () => {
    const user = await createUser(t.config, t.database, { credits: 10 });
    const gated = gatedSolver();
    const first = await worker(gated.solver);
    await first.startWorker();
    const { task_id: taskId } = await submittedTask(t, user, { problem_text: '解方程 7x=7', generate_video: 'false' });
    await first.enqueue(taskId);
    await gated.started;
    await first.stop();
    expect(await statusOf(taskId)).toMatchObject({ status: 'pending', chargeState: 'held' });

    const second = await worker();
    try {
      await second.startWorker();
      await waitFor(async () => (await statusOf(taskId)).status === 'completed');
      expect(await balanceOf(t.database, user.id)).toBe(8);
    } finally {
      await second.stop();
    }
  });

  it('a pending task whose enqueue was lost is found by the recovery scan', async () => {
    const user = await createUser(t.config, t.database, { credits: 10 });
    // The app's jobs here are idle: the submit commits but nothing is queued.
    const { task_id: taskId } = await submittedTask(t, user, { problem_text: '解方程 9x=9', generate_video: 'false' });
    const w = await worker();
    try {
      expect(await w.recover({ minAgeMs: 60_000 })).toEqual([]);
      expect(await w.recover({ minAgeMs: 0 })).toContain(taskId);
      expect(await w.recover({ minAgeMs: 0 })).not.toContain(taskId);
      await w.startWorker();
      await waitFor(async () => (await statusOf(taskId)).status === 'completed');
    } finally {
      await w.stop();
    }
  });
});
