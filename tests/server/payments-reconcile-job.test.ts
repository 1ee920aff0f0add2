import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { orderSchema } from '../../contract/orders';
import { creditOrders } from '../../server/db/schema';
import { createJobs } from '../../server/jobs';
import { startFakeAlipay } from '../support/fake-payments/alipay';
import { balanceOf, createUser, fakePipeline, silentLog } from '../support/task-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';

let alipay: Awaited<ReturnType<typeof startFakeAlipay>>;
let t: TestApp;

beforeAll(async () => {
  alipay = await startFakeAlipay();
  t = await createTestApp(alipay.env, async ({ config, database, bus }) => {
    const jobs = await createJobs({ config, database, bus, log: silentLog, pipeline: fakePipeline(), reconcileIntervalMs: 300 });
    await jobs.startWorker();
    return jobs;
  });
});
afterAll(async () => {
  await t?.close();
  await alipay?.close();
});

it('the worker queues reconciliation runs: a paid order whose notification was lost is credited, an old unpaid one expires', async () => {
  const user = await createUser(t.config, t.database, { credits: 0 });
  const create = async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/credits/orders',
      headers: user.headers,
      payload: { package_id: 'basic', method: 'alipay' },
    });
    return orderSchema.parse(res.json().data);
  };
  const paid = await create();
  const unpaid = await create();
  await alipay.pay(paid.order_no, { notify: false });
  // Both were made 20 minutes ago: past the notification grace and past ORDER_TTL.
  const past = new Date(Date.now() - 20 * 60_000);
  for (const id of [paid.id, unpaid.id]) {
    await t.database.db
      .update(creditOrders)
      .set({ createdAt: past, expiresAt: new Date(past.getTime() + 900_000) })
      .where(eq(creditOrders.id, id));
  }
  const stateOf = async (id: string) => (await t.database.db.select().from(creditOrders).where(eq(creditOrders.id, id)))[0].state;
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline && ((await stateOf(paid.id)) !== 'credited' || (await stateOf(unpaid.id)) !== 'expired')) {
    await new Promise((r) => setTimeout(r, 200));
  }
  expect(await stateOf(paid.id)).toBe('credited');
  expect(await stateOf(unpaid.id)).toBe('expired');
  expect(await balanceOf(t.database, user.id)).toBe(100);
  expect(alipay.calls).toContain('alipay.trade.query');
});
