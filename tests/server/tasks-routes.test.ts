import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detailStatusSchema, taskSchema } from '../../contract/tasks';
import { creditLedger, taskEvents, tasks } from '../../server/db/schema';
import type { PipelineDeps } from '../../server/pipeline/types';
import { recordingJobs } from '../support/fake-jobs';
import { createTestApp, type TestApp } from '../support/test-app';
import {
  balanceOf,
  createUser,
  fakeSolver,
  ledgerOf,
  runPipeline,
  solvedOutcome,
  submittedTask,
  type TestUser,
} from '../support/task-fixtures';

const jobs = recordingJobs();
const OTHER_UUID = '00000000-0000-4000-8000-000000000000';

describe('task routes', () => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;
  beforeAll(async () => {
    // The same students submit throughout the file and the jobs never run: more unfinished tasks than
    // MAX_ACTIVE_TASKS allows, and faster than SUBMIT_RATE_LIMIT (task-limits.test.ts tests those).
    t = await createTestApp(
      { COST_TEXT: '2', COST_VIDEO: '5', COST_TURBO: '3', MAX_ACTIVE_TASKS: '0', SUBMIT_RATE_LIMIT: '0' },
      async () => jobs,
    );
    alice = await createUser(t.config, t.database, { credits: 100 });
    bob = await createUser(t.config, t.database, { credits: 100 });
  });
  afterAll(() => t.close());

  const get = (url: string, user?: TestUser) => t.app.inject({ method: 'GET', url, headers: user?.headers ?? {} });
  const submit = (user: TestUser, fields: Record<string, string> = {}) =>
    submittedTask(t, user, { problem_text: '解方程 x^2-5x+6=0', generate_video: 'false', ...fields });
  const run = (taskId: string, pipeline: Partial<PipelineDeps> = {}) => runPipeline(t, taskId, pipeline);
  const refuse = {
    solver: async () =>
      fakeSolver(() => ({ ok: false as const, subject: 'math' as const, problemType: 'solution' as const, reason: '无法求解' })),
  };

  it('GET /tasks/{id}: the full task with its events timeline, per the contract', async () => {
    const { task_id, problem_id } = await submit(alice);
    await run(task_id, { solver: async () => fakeSolver(() => solvedOutcome('$x_1 = 2,\\ x_2 = 3$')) });
    const res = await get(`/api/v1/tasks/${task_id}`, alice);
    expect(res.statusCode).toBe(200);
    const task = taskSchema.parse(res.json().data);
    expect(task).toMatchObject({
      id: task_id,
      task_id,
      problem_id,
      status: 'completed',
      stage: 'done',
      progress: 100,
      subject: 'math',
      charge_state: 'charged',
      final_answer: '$x_1 = 2,\\ x_2 = 3$',
      problem_excerpt: '解方程 x^2-5x+6=0',
      attempt: 1,
    });
    expect(task.events.map((e) => e.stage)).toEqual(['queued', 'solving', 'verifying', 'done']);
  });

  it('GET /tasks/{id}/detail-status', async () => {
    const { task_id } = await submit(alice);
    const res = await get(`/api/v1/tasks/${task_id}/detail-status`, alice);
    expect(res.statusCode).toBe(200);
    expect(detailStatusSchema.parse(res.json().data)).toMatchObject({
      task_id,
      status: 'pending',
      stage: 'queued',
      progress: 0,
      error: null,
    });
  });

  it('GET /tasks: newest first, paginated, filtered by status and subject; only my tasks', async () => {
    const user = await createUser(t.config, t.database, { credits: 100 });
    const a = await submit(user, { problem_text: '解方程 a' });
    const b = await submit(user, { problem_text: '解方程 b' });
    const c = await submit(user, { problem_text: '解方程 c' });
    await run(b.task_id);
    await submit(bob);
    const all = await get('/api/v1/tasks', user);
    expect(all.statusCode).toBe(200);
    expect(all.json().data).toMatchObject({ total: 3, page: 1, page_size: 20 });
    expect(all.json().data.items.map((i: { task_id: string }) => i.task_id)).toEqual([c.task_id, b.task_id, a.task_id]);
    for (const item of all.json().data.items) taskSchema.parse(item);

    const page2 = await get('/api/v1/tasks?page=2&page_size=2', user);
    expect(page2.json().data).toMatchObject({ total: 3, page: 2, page_size: 2 });
    expect(page2.json().data.items.map((i: { task_id: string }) => i.task_id)).toEqual([a.task_id]);

    const completed = await get('/api/v1/tasks?status=completed', user);
    expect(completed.json().data.items.map((i: { task_id: string }) => i.task_id)).toEqual([b.task_id]);
    const physics = await get('/api/v1/tasks?subject=physics', user);
    expect(physics.json().data).toMatchObject({ total: 0, items: [] });
    const bad = await get('/api/v1/tasks?status=nope', user);
    expect(bad.statusCode).toBe(422);
    const badSize = await get('/api/v1/tasks?page_size=1000', user);
    expect(badSize.statusCode).toBe(422);
  });

  describe('object-level checks: another user’s task, or a non-UUID id, is 404 and reveals nothing', () => {
    let aliceTask: string;
    beforeAll(async () => {
      aliceTask = (await submit(alice)).task_id;
    });
    for (const [label, method, url] of [
      ['GET task', 'GET', '/api/v1/tasks/ID'],
      ['detail-status', 'GET', '/api/v1/tasks/ID/detail-status'],
      ['stop', 'GET', '/api/v1/tasks/ID/stop'],
      ['delete', 'DELETE', '/api/v1/tasks/ID'],
      ['events', 'GET', '/api/v1/tasks/ID/events'],
    ] as const) {
      it(label, async () => {
        for (const id of ['ALICE', 'not-a-uuid', OTHER_UUID, "1' OR '1'='1"]) {
          const realId = id === 'ALICE' ? aliceTask : id;
          const res = await t.app.inject({ method, url: url.replace('ID', encodeURIComponent(realId)), headers: bob.headers });
          expect(res.statusCode, `${label} ${id}`).toBe(404);
          expect(res.body).not.toContain(aliceTask);
        }
        const [row] = await t.database.db.select().from(tasks).where(eq(tasks.id, aliceTask));
        expect(row.status).toBe('pending');
      });
    }
    for (const url of ['/api/v1/tasks/retry', '/api/v1/tasks/retry-task']) {
      it(`POST ${url}`, async () => {
        for (const id of [aliceTask, 'not-a-uuid', OTHER_UUID]) {
          const res = await t.app.inject({ method: 'POST', url, headers: bob.headers, payload: { task_id: id } });
          expect(res.statusCode).toBe(404);
        }
      });
    }
  });

  it('every task route needs a login', async () => {
    const { task_id } = await submit(alice);
    for (const [method, url] of [
      ['GET', '/api/v1/tasks'],
      ['GET', `/api/v1/tasks/${task_id}`],
      ['GET', `/api/v1/tasks/${task_id}/detail-status`],
      ['GET', `/api/v1/tasks/${task_id}/stop`],
      ['GET', `/api/v1/tasks/${task_id}/events`],
      ['DELETE', `/api/v1/tasks/${task_id}`],
      ['POST', '/api/v1/tasks/retry'],
      ['POST', '/api/v1/tasks/retry-task'],
    ] as const) {
      const res = await t.app.inject({ method, url, payload: method === 'POST' ? { task_id } : undefined });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  describe('stop', () => {
    it('stops a pending task: stopped, 已停止, refunded once, job cancelled', async () => {
      const user = await createUser(t.config, t.database, { credits: 10 });
      const { task_id } = await submit(user, { generate_video: 'true' });
      expect(await balanceOf(t.database, user.id)).toBe(3);
      const res = await get(`/api/v1/tasks/${task_id}/stop`, user);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: true, data: { task_id, status: 'stopped', error: '已停止' } });
      expect(jobs.cancelled).toContain(task_id);
      expect(await balanceOf(t.database, user.id)).toBe(10);
      const again = await get(`/api/v1/tasks/${task_id}/stop`, user);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('只能停止等待中或处理中的任务');
      expect(await balanceOf(t.database, user.id)).toBe(10);
      expect((await ledgerOf(t.database, user.id)).map((l) => [l.reason, l.delta])).toEqual([
        ['task_hold', -7],
        ['task_refund', 7],
      ]);
    });

    it('stops a processing task', async () => {
      const { task_id } = await submit(alice);
      await t.database.db.update(tasks).set({ status: 'processing', stage: 'solving' }).where(eq(tasks.id, task_id));
      const res = await get(`/api/v1/tasks/${task_id}/stop`, alice);
      expect(res.statusCode).toBe(200);
      const events = await t.database.db.select().from(taskEvents).where(eq(taskEvents.taskId, task_id)).orderBy(taskEvents.id);
      expect(events.at(-1)).toMatchObject({ status: 'stopped', stage: 'solving', message: '任务已停止，积分已退回' });
    });

    it('completed and failed tasks cannot be stopped (409, nothing changes)', async () => {
      const done = await submit(alice);
      await run(done.task_id);
      const failed = await submit(alice);
      await run(failed.task_id, refuse);
      const balance = await balanceOf(t.database, alice.id);
      for (const id of [done.task_id, failed.task_id]) {
        const [before] = await t.database.db.select().from(tasks).where(eq(tasks.id, id));
        const res = await get(`/api/v1/tasks/${id}/stop`, alice);
        expect(res.statusCode).toBe(409);
        const [after] = await t.database.db.select().from(tasks).where(eq(tasks.id, id));
        expect(after).toEqual(before);
      }
      expect(await balanceOf(t.database, alice.id)).toBe(balance);
    });
  });

  describe('retry in place (POST /tasks/retry)', () => {
    it('re-queues a failed task: attempt + 1, result and error cleared, credits held again', async () => {
      const user = await createUser(t.config, t.database, { credits: 10 });
      const { task_id } = await submit(user);
      await run(task_id, refuse);
      expect(await balanceOf(t.database, user.id)).toBe(10);
      jobs.enqueued.length = 0;
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/tasks/retry', headers: user.headers, payload: { task_id } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: true, data: { task_id } });
      expect(jobs.enqueued).toEqual([task_id]);
      const [row] = await t.database.db.select().from(tasks).where(eq(tasks.id, task_id));
      expect(row).toMatchObject({
        status: 'pending',
        stage: 'queued',
        progress: 0,
        attempt: 2,
        chargeState: 'held',
        error: null,
        resultMarkdown: null,
        finishedAt: null,
      });
      expect(await balanceOf(t.database, user.id)).toBe(8);
      expect(await run(task_id)).toBe('completed');
      expect((await ledgerOf(t.database, user.id)).map((l) => [l.reason, l.delta])).toEqual([
        ['task_hold', -2],
        ['task_refund', 2],
        ['task_hold', -2],
      ]);
    });

    it('re-queues a stopped task', async () => {
      const { task_id } = await submit(alice);
      await get(`/api/v1/tasks/${task_id}/stop`, alice);
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/tasks/retry', headers: alice.headers, payload: { task_id } });
      expect(res.statusCode).toBe(200);
    });

    it('pending, processing and completed tasks cannot be retried in place (409, nothing changes)', async () => {
      const pending = await submit(alice);
      const processing = await submit(alice);
      await t.database.db.update(tasks).set({ status: 'processing' }).where(eq(tasks.id, processing.task_id));
      const completed = await submit(alice);
      await run(completed.task_id);
      const balance = await balanceOf(t.database, alice.id);
      for (const { task_id } of [pending, processing, completed]) {
        const [before] = await t.database.db.select().from(tasks).where(eq(tasks.id, task_id));
        const res = await t.app.inject({ method: 'POST', url: '/api/v1/tasks/retry', headers: alice.headers, payload: { task_id } });
        expect(res.statusCode).toBe(409);
        expect(res.json().message).toBe('只能重试失败或已停止的任务');
        const [after] = await t.database.db.select().from(tasks).where(eq(tasks.id, task_id));
        expect(after).toEqual(before);
      }
      expect(await balanceOf(t.database, alice.id)).toBe(balance);
    });

    it('without enough credits: 402 and the task stays failed', async () => {
      const user = await createUser(t.config, t.database, { credits: 2 });
      const { task_id } = await submit(user);
      await run(task_id, refuse);
      await t.database.db.update(tasks).set({ generateVideo: true }).where(eq(tasks.id, task_id));
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/tasks/retry', headers: user.headers, payload: { task_id } });
      expect(res.statusCode).toBe(402);
      const [row] = await t.database.db.select().from(tasks).where(eq(tasks.id, task_id));
      expect(row).toMatchObject({ status: 'failed', attempt: 1 });
      expect(await balanceOf(t.database, user.id)).toBe(2);
    });

    it('a missing or malformed body is 422', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/tasks/retry', headers: alice.headers, payload: {} });
      expect(res.statusCode).toBe(422);
    });
  });

  it('POST /tasks/retry-task: a new task for the same problem with the same options, credits held', async () => {
    const user = await createUser(t.config, t.database, { credits: 30 });
    const first = await submit(user, { generate_video: 'true', turbo_mode: 'true' });
    await run(first.task_id);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/tasks/retry-task',
      headers: user.headers,
      payload: { task_id: first.task_id },
    });
    expect(res.statusCode).toBe(200);
    const { task_id, problem_id } = res.json().data;
    expect(problem_id).toBe(first.problem_id);
    expect(task_id).not.toBe(first.task_id);
    const [row] = await t.database.db.select().from(tasks).where(eq(tasks.id, task_id));
    expect(row).toMatchObject({ status: 'pending', generateVideo: true, turboMode: true, cost: 10, chargeState: 'held', attempt: 1 });
    expect(await balanceOf(t.database, user.id)).toBe(10);
  });

  describe('DELETE /tasks/{id}', () => {
    it('deletes a finished task with its events and video folder; the ledger keeps its rows', async () => {
      const user = await createUser(t.config, t.database, { credits: 30 });
      const { task_id } = await submit(user, { generate_video: 'true' });
      await run(task_id);
      expect(existsSync(path.join(t.config.videosDir, task_id))).toBe(true);
      const res = await t.app.inject({ method: 'DELETE', url: `/api/v1/tasks/${task_id}`, headers: user.headers });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: '任务已删除' });
      expect(await t.database.db.select().from(tasks).where(eq(tasks.id, task_id))).toEqual([]);
      expect(await t.database.db.select().from(taskEvents).where(eq(taskEvents.taskId, task_id))).toEqual([]);
      expect(existsSync(path.join(t.config.videosDir, task_id))).toBe(false);
      expect(await balanceOf(t.database, user.id)).toBe(23);
      const ledger = await t.database.db.select().from(creditLedger).where(eq(creditLedger.userId, user.id));
      expect(ledger).toHaveLength(1);
      expect((await get(`/api/v1/tasks/${task_id}`, user)).statusCode).toBe(404);
    });

    it('a running task is stopped and refunded first', async () => {
      const user = await createUser(t.config, t.database, { credits: 10 });
      const { task_id } = await submit(user);
      await t.database.db.update(tasks).set({ status: 'processing' }).where(eq(tasks.id, task_id));
      mkdirSync(path.join(t.config.videosDir, task_id), { recursive: true });
      writeFileSync(path.join(t.config.videosDir, task_id, 'partial.png'), 'x');
      const res = await t.app.inject({ method: 'DELETE', url: `/api/v1/tasks/${task_id}`, headers: user.headers });
      expect(res.statusCode).toBe(200);
      expect(jobs.cancelled).toContain(task_id);
      expect(await balanceOf(t.database, user.id)).toBe(10);
      expect((await ledgerOf(t.database, user.id)).map((l) => l.reason)).toEqual(['task_hold', 'task_refund']);
      expect(existsSync(path.join(t.config.videosDir, task_id))).toBe(false);
      const again = await t.app.inject({ method: 'DELETE', url: `/api/v1/tasks/${task_id}`, headers: user.headers });
      expect(again.statusCode).toBe(404);
    });
  });
});
