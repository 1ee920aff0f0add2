import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntrySchema, pricingSchema } from '../../contract/credits';
import { creditsGrantCommand } from '../../server/admin/credits-command';
import { createTestApp, type TestApp } from '../support/test-app';
import { balanceOf, createUser, ledgerOf, submitTask } from '../support/task-fixtures';

describe('credits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ COST_TEXT: '3', COST_VIDEO: '6', COST_TURBO: '4', EXAM_OCR_COST: '7' });
  });
  afterAll(() => t.close());

  it('GET /credits/pricing is public and follows the configuration', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/credits/pricing' });
    expect(res.statusCode).toBe(200);
    expect(pricingSchema.parse(res.json().data)).toEqual({ text: 3, video: 6, turbo: 4, exam_ocr: 7 });
  });

  it('GET /credits/ledger: my entries only, newest first, paginated', async () => {
    const user = await createUser(t.config, t.database, { credits: 0 });
    const other = await createUser(t.config, t.database, { credits: 0 });
    await creditsGrantCommand(t.database, t.config, { username: user.username, amount: 50, note: '测试' });
    await creditsGrantCommand(t.database, t.config, { username: other.username, amount: 5 });
    const submit = await submitTask(t, user, { problem_text: '1+1', generate_video: 'true', turbo_mode: 'true' });
    const taskId = submit.json().data.task_id;
    await t.app.inject({ method: 'GET', url: `/api/v1/tasks/${taskId}/stop`, headers: user.headers });

    const res = await t.app.inject({ method: 'GET', url: '/api/v1/credits/ledger', headers: user.headers });
    expect(res.statusCode).toBe(200);
    const page = res.json().data;
    expect(page).toMatchObject({ total: 3, page: 1, page_size: 20 });
    const items = page.items.map((i: unknown) => ledgerEntrySchema.parse(i));
    expect(items.map((i: { reason: string; delta: number; balance_after: number }) => [i.reason, i.delta, i.balance_after])).toEqual([
      ['task_refund', 13, 50],
      ['task_hold', -13, 37],
      ['admin_grant', 50, 50],
    ]);
    expect(items[0].task_id).toBe(taskId);
    expect(items[2].note).toBe('测试');

    const p2 = await t.app.inject({ method: 'GET', url: '/api/v1/credits/ledger?page=2&page_size=2', headers: user.headers });
    expect(p2.json().data.items.map((i: { reason: string }) => i.reason)).toEqual(['admin_grant']);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/credits/ledger' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/credits/ledger?page=0', headers: user.headers })).statusCode).toBe(422);
  });

  it('credits.grant: adds credits with an admin_grant row; refuses bad amounts and unknown users', async () => {
    const user = await createUser(t.config, t.database, { credits: 7 });
    const result = await creditsGrantCommand(t.database, t.config, { username: user.username, amount: 100 });
    expect(result).toEqual({ username: user.username, amount: 100, balance: 107 });
    expect(await balanceOf(t.database, user.id)).toBe(107);
    expect((await ledgerOf(t.database, user.id)).map((l) => [l.reason, l.delta, l.balanceAfter])).toEqual([['admin_grant', 100, 107]]);
    for (const amount of [0, -5, 1.5, Number.NaN, 10_000_001]) {
      await expect(creditsGrantCommand(t.database, t.config, { username: user.username, amount })).rejects.toThrow(/积分数量/);
    }
    await expect(creditsGrantCommand(t.database, t.config, { username: 'nobody-here', amount: 5 })).rejects.toThrow(/用户不存在/);
    expect(await balanceOf(t.database, user.id)).toBe(107);
  });
});
