import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tasks } from '../../server/db/schema';
import { createTestApp, type TestApp } from '../support/test-app';
import { balanceOf, countProblemsAndTasks, createUser, ledgerOf, submitTask, submittedTask } from '../support/task-fixtures';

const ACTIVE = 3;
const PER_MINUTE = 4;

describe('per-user task limits (MAX_ACTIVE_TASKS=3, SUBMIT_RATE_LIMIT=4)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ COST_TEXT: '2', MAX_ACTIVE_TASKS: String(ACTIVE), SUBMIT_RATE_LIMIT: String(PER_MINUTE) });
  });
  afterAll(() => t.close());

  const finish = (taskId: string) =>
    t.database.db.update(tasks).set({ status: 'completed', chargeState: 'charged' }).where(eq(tasks.id, taskId));

  it('refuses the submit beyond the unfinished tasks with 429, its code and a Chinese message; nothing written, no credit taken', async () => {
    const user = await createUser(t.config, t.database, { credits: 100 });
    for (let i = 0; i < ACTIVE; i++) await submittedTask(t, user, { problem_text: `${i}+1=?` });
    const before = await countProblemsAndTasks(t.database);
    const ledgerBefore = (await ledgerOf(t.database, user.id)).length;
    const res = await submitTask(t, user, { problem_text: '9+1=?' });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      success: false,
      message: '您已有 3 道题正在解答，请等其中一道完成后再提交',
      detail: 'too_many_active_tasks',
    });
    expect(await countProblemsAndTasks(t.database)).toEqual(before);
    expect(await balanceOf(t.database, user.id)).toBe(100 - ACTIVE * 2);
    expect(await ledgerOf(t.database, user.id)).toHaveLength(ledgerBefore);
    // Another student is not affected.
    const other = await createUser(t.config, t.database);
    expect((await submitTask(t, other, { problem_text: '1+1=?' })).statusCode).toBe(200);
  });

  it('parallel submits cannot slip past the unfinished-task limit', async () => {
    const user = await createUser(t.config, t.database, { credits: 100 });
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => submitTask(t, user, { problem_text: `${i}*2=?` })));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 200, 200, 429, 429, 429, 429, 429]);
    expect(await t.database.db.select().from(tasks).where(eq(tasks.userId, user.id))).toHaveLength(ACTIVE);
    expect(await balanceOf(t.database, user.id)).toBe(100 - ACTIVE * 2);
  });

  it('limits new tasks per minute even when earlier ones have finished', async () => {
    const user = await createUser(t.config, t.database, { credits: 100 });
    for (let i = 0; i < PER_MINUTE; i++) {
      const { task_id } = await submittedTask(t, user, { problem_text: `${i}-1=?` });
      await finish(task_id);
    }
    const res = await submitTask(t, user, { problem_text: '5-1=?' });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      success: false,
      message: '提交过于频繁：每分钟最多提交 4 道题，请稍后再试',
      detail: 'submit_rate_limited',
    });
    expect(await balanceOf(t.database, user.id)).toBe(100 - PER_MINUTE * 2);
    // A minute later the budget is back.
    await t.database.db
      .update(tasks)
      .set({ createdAt: new Date(Date.now() - 61_000) })
      .where(eq(tasks.userId, user.id));
    expect((await submitTask(t, user, { problem_text: '5-1=?' })).statusCode).toBe(200);
  });

  it('a retry as a new task counts like a submit; a finished task frees its place', async () => {
    const user = await createUser(t.config, t.database, { credits: 100 });
    const ids: string[] = [];
    for (let i = 0; i < ACTIVE; i++) ids.push((await submittedTask(t, user, { problem_text: `${i}/1=?` })).task_id);
    const retry = () =>
      t.app.inject({ method: 'POST', url: '/api/v1/tasks/retry-task', headers: user.headers, payload: { task_id: ids[0] } });
    const refused = await retry();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toBe('too_many_active_tasks');
    await finish(ids[0]);
    expect((await retry()).statusCode).toBe(200);
  });
});
