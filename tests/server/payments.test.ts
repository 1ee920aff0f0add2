import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Order, orderSchema } from '../../contract/orders';
import { ordersRefundCommand } from '../../server/admin/orders-command';
import { creditOrders, users } from '../../server/db/schema';
import type { PaymentsContext } from '../../server/services/payments/context';
import { createPaymentProviders } from '../../server/services/payments/providers';
import type { PaymentProviders } from '../../server/services/payments/providers/types';
import { reconcileOrders } from '../../server/services/payments/reconcile';
import type { Delivery } from '../support/fake-payments/common';
import { startFakeAlipay } from '../support/fake-payments/alipay';
import { startFakeWechatPay } from '../support/fake-payments/wechatpay';
import { balanceOf, createUser, ledgerOf, type TestUser } from '../support/task-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';

type Method = 'alipay' | 'wechat';

interface Fake {
  env: Record<string, string>;
  appId: string;
  trades: Map<string, { state: string; refunds: Map<string, number> }>;
  deliver: (d: Delivery) => Promise<{ status: number; body: string }>;
  pay(orderNo: string, opts?: { notify?: boolean }): Promise<{ status: number; body: string } | null>;
  close(): Promise<void>;
}

/** The provider's answer that means "received, stop retrying". */
const ACCEPTED: Record<Method, (r: { status: number; body: string }) => boolean> = {
  alipay: (r) => r.status === 200 && r.body === 'success',
  wechat: (r) => r.status === 204,
};

let alipay: Awaited<ReturnType<typeof startFakeAlipay>>;
let wechat: Awaited<ReturnType<typeof startFakeWechatPay>>;
let t: TestApp;
let providers: PaymentProviders;

beforeAll(async () => {
  [alipay, wechat] = await Promise.all([startFakeAlipay(), startFakeWechatPay()]);
  t = await createTestApp({ ...alipay.env, ...wechat.env, ORDER_TTL: '900' });
  // Notifications reach the app as the provider's POST would, through the app's own routing.
  const viaApp = async (d: Delivery) => {
    const res = await t.app.inject({ method: 'POST', url: new URL(d.url).pathname, headers: d.headers, payload: d.body });
    return { status: res.statusCode, body: res.body };
  };
  alipay.deliver = viaApp;
  wechat.deliver = viaApp;
  providers = createPaymentProviders(t.config);
});
afterAll(async () => {
  await t?.close();
  await Promise.all([alipay?.close(), wechat?.close()]);
});

const ctxAt = (now: Date): PaymentsContext => ({
  db: t.database.db,
  providers,
  clock: { now: () => now },
  config: t.config,
  log: { info: () => {}, warn: () => {}, error: () => {} },
});

async function buy(user: TestUser, method: Method, opts: { packageId?: string; device?: 'desktop' | 'phone' } = {}): Promise<Order> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/credits/orders',
    headers: user.headers,
    payload: { package_id: opts.packageId ?? 'standard', method, device: opts.device ?? 'desktop' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return orderSchema.parse(res.json().data);
}

async function orderOf(user: TestUser, id: string): Promise<Order> {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/credits/orders/${id}`, headers: user.headers });
  expect(res.statusCode, res.body).toBe(200);
  return orderSchema.parse(res.json().data);
}

const purchases = async (userId: string) => (await ledgerOf(t.database, userId)).filter((l) => l.reason === 'purchase');

describe.each<Method>(['alipay', 'wechat'])('buying credits with %s', (method) => {
  const fake = (): Fake => (method === 'alipay' ? alipay : wechat) as unknown as Fake;
  const notification = (orderNo: string, opts: Record<string, unknown> = {}): Delivery =>
    method === 'alipay'
      ? alipay.notification(orderNo, {
          ...(opts.amountFen !== undefined ? { totalAmount: ((opts.amountFen as number) / 100).toFixed(2) } : {}),
          ...(opts.appId ? { appId: opts.appId as string } : {}),
          ...(opts.forged ? { forged: true } : {}),
          ...(opts.orderNo ? { outTradeNo: opts.orderNo as string } : {}),
          ...(opts.unpaid ? { tradeStatus: 'WAIT_BUYER_PAY' } : {}),
        })
      : wechat.notification(orderNo, {
          ...(opts.amountFen !== undefined ? { totalFen: opts.amountFen as number } : {}),
          ...(opts.appId ? { appId: opts.appId as string } : {}),
          ...(opts.forged ? { forged: true } : {}),
          ...(opts.orderNo ? { outTradeNo: opts.orderNo as string } : {}),
          ...(opts.unpaid ? { tradeState: 'NOTPAY' } : {}),
        });

  it('creates an order priced from the package table: a QR code on a desktop, the provider page on a phone', async () => {
    const user = await createUser(t.config, t.database, { credits: 0 });
    const order = await buy(user, method, { packageId: 'premium' });
    expect(order).toMatchObject({
      package_id: 'premium',
      credits: 500,
      amount_fen: 4000,
      method,
      state: 'pending',
      provider_trade_id: null,
    });
    expect(order.payment?.kind).toBe('qr');
    expect(new Date(order.expires_at).getTime() - new Date(order.created_at).getTime()).toBe(900_000);
    expect(fake().trades.get(order.order_no)?.state).toBe('unpaid');

    const phone = await buy(user, method, { packageId: 'basic', device: 'phone' });
    expect(phone.payment?.kind).toBe('redirect');
    expect(phone.amount_fen).toBe(1000);
  });

  it('pays and notifies: credited once, in one ledger row; the replayed notification changes nothing', async () => {
    const user = await createUser(t.config, t.database, { credits: 7 });
    const order = await buy(user, method);
    const first = await fake().pay(order.order_no);
    expect(ACCEPTED[method](first!)).toBe(true);
    const credited = await orderOf(user, order.id);
    expect(credited).toMatchObject({ state: 'credited', payment: null });
    expect(credited.provider_trade_id).toBeTruthy();
    expect(await balanceOf(t.database, user.id)).toBe(207);

    const replay = await fake().deliver(notification(order.order_no));
    expect(ACCEPTED[method](replay)).toBe(true);
    expect(await balanceOf(t.database, user.id)).toBe(207);
    const rows = await purchases(user.id);
    expect(rows.map((r) => [r.delta, r.balanceAfter, r.orderId])).toEqual([[200, 207, order.id]]);
  });

  it('20 duplicate notifications at once credit once', async () => {
    const user = await createUser(t.config, t.database, { credits: 0 });
    const order = await buy(user, method);
    await fake().pay(order.order_no, { notify: false });
    const deliveries = Array.from({ length: 20 }, () => notification(order.order_no));
    const answers = await Promise.all(deliveries.map((d) => fake().deliver(d)));
    expect(answers.every(ACCEPTED[method])).toBe(true);
    expect(await balanceOf(t.database, user.id)).toBe(200);
    expect(await purchases(user.id)).toHaveLength(1);
  });

  it('out of order: a "not paid yet" message after the payment, and a payment after the order expired, still credit once', async () => {
    const user = await createUser(t.config, t.database, { credits: 0 });
    const order = await buy(user, method);
    await fake().pay(order.order_no, { notify: false });
    // The success arrives first, the earlier "waiting for the buyer" message after it.
    expect(ACCEPTED[method](await fake().deliver(notification(order.order_no)))).toBe(true);
    expect(ACCEPTED[method](await fake().deliver(notification(order.order_no, { unpaid: true })))).toBe(true);
    expect((await orderOf(user, order.id)).state).toBe('credited');
    expect(await balanceOf(t.database, user.id)).toBe(200);

    // Marked expired here, but the student had paid meanwhile: the money wins, never lost.
    const late = await buy(user, method, { packageId: 'basic' });
    await t.database.db.update(creditOrders).set({ state: 'expired' }).where(eq(creditOrders.id, late.id));
    await fake().pay(late.order_no);
    expect((await orderOf(user, late.id)).state).toBe('credited');
    expect(await balanceOf(t.database, user.id)).toBe(300);
  });

  it('refuses a forged signature, a wrong amount, another app id and an unknown order: logged, answered as failed, no credit', async () => {
    const user = await createUser(t.config, t.database, { credits: 0 });
    const order = await buy(user, method);
    await fake().pay(order.order_no, { notify: false });
    for (const bad of [
      notification(order.order_no, { forged: true }),
      notification(order.order_no, { amountFen: 1 }),
      notification(order.order_no, { appId: method === 'alipay' ? '2021000000000000' : 'wx0000000000000000' }),
      notification(order.order_no, { orderNo: 'ZJ20260101000000DEADBEEF' }),
    ]) {
      const answer = await fake().deliver(bad);
      expect(ACCEPTED[method](answer), answer.body).toBe(false);
    }
    // A body edited after signing (the amount in the clear for Alipay, the ciphertext for WeChat Pay).
    const genuine = notification(order.order_no);
    const tampered =
      method === 'alipay'
        ? genuine.body.replace('total_amount=18.00', 'total_amount=0.01')
        : // Another first character than the one the random nonce gave (it is 'A' once in 64 runs).
          genuine.body.replace(/"ciphertext":"(.)/, (_, first: string) => `"ciphertext":"${first === 'A' ? 'B' : 'A'}`);
    expect(tampered).not.toBe(genuine.body);
    expect(ACCEPTED[method](await fake().deliver({ ...genuine, body: tampered }))).toBe(false);

    expect((await orderOf(user, order.id)).state).toBe('pending');
    expect(await balanceOf(t.database, user.id)).toBe(0);
    // The genuine one still goes through afterwards.
    expect(ACCEPTED[method](await fake().deliver(genuine))).toBe(true);
    expect(await balanceOf(t.database, user.id)).toBe(200);
  });

  it('query: a payment whose notification never came is found by the reconciliation and credited once', async () => {
    const user = await createUser(t.config, t.database, { credits: 0 });
    const order = await buy(user, method);
    await fake().pay(order.order_no, { notify: false });
    const later = new Date(Date.now() + 120_000);
    const report = await reconcileOrders(ctxAt(later), { minAgeMs: 60_000 });
    expect(report.credited).toContain(order.order_no);
    expect((await orderOf(user, order.id)).state).toBe('credited');
    // Its notification finally arrives: nothing more.
    expect(ACCEPTED[method](await fake().deliver(notification(order.order_no)))).toBe(true);
    await reconcileOrders(ctxAt(later), { minAgeMs: 60_000 });
    expect(await balanceOf(t.database, user.id)).toBe(200);
  });

  it('expire: an unpaid order past ORDER_TTL is closed at the provider and says so; young orders are left alone', async () => {
    const user = await createUser(t.config, t.database, { credits: 0 });
    const order = await buy(user, method);
    const young = await reconcileOrders(ctxAt(new Date(Date.now() + 120_000)), { minAgeMs: 60_000 });
    expect(young.expired).not.toContain(order.order_no);
    expect((await orderOf(user, order.id)).state).toBe('pending');

    const report = await reconcileOrders(ctxAt(new Date(Date.now() + 901_000)), { minAgeMs: 60_000 });
    expect(report.expired).toContain(order.order_no);
    const expired = await orderOf(user, order.id);
    expect(expired).toMatchObject({ state: 'expired', payment: null });
    expect(expired.closed_at).toBeTruthy();
    expect(fake().trades.get(order.order_no)?.state).toBe('closed');
    await expect(fake().pay(order.order_no)).rejects.toThrow(/cannot be paid/);
  });

  it('cancel: the student closes a pending order; another user cannot see or cancel it', async () => {
    const user = await createUser(t.config, t.database, { credits: 0 });
    const other = await createUser(t.config, t.database, { credits: 0 });
    const order = await buy(user, method);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/credits/orders/${order.id}`, headers: other.headers })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/v1/credits/orders/${order.id}/cancel`, headers: other.headers })).statusCode,
    ).toBe(404);
    const res = await t.app.inject({ method: 'POST', url: `/api/v1/credits/orders/${order.id}/cancel`, headers: user.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.state).toBe('cancelled');
    expect(fake().trades.get(order.order_no)?.state).toBe('closed');
  });

  it('refund (admin command): the provider refunds, the credits leave the balance once; spent credits cannot be refunded', async () => {
    const user = await createUser(t.config, t.database, { credits: 0 });
    const order = await buy(user, method);
    await fake().pay(order.order_no);
    const refunded = await ordersRefundCommand(t.database, t.config, { order: order.order_no }, providers);
    expect(refunded.state).toBe('refunded');
    expect([...(fake().trades.get(order.order_no)?.refunds.values() ?? [])]).toEqual([1800]);
    expect(await balanceOf(t.database, user.id)).toBe(0);
    expect((await ledgerOf(t.database, user.id)).map((l) => [l.reason, l.delta])).toEqual([
      ['purchase', 200],
      ['purchase_refund', -200],
    ]);
    await expect(ordersRefundCommand(t.database, t.config, { order: order.order_no }, providers)).rejects.toThrow(/只有已到账的订单/);

    const spent = await buy(user, method);
    await fake().pay(spent.order_no);
    // 50 of the 200 credits went into questions since.
    await t.database.db.update(users).set({ credits: 150 }).where(eq(users.id, user.id));
    await expect(ordersRefundCommand(t.database, t.config, { order: spent.id }, providers)).rejects.toThrow(/余额不足/);
    expect((await orderOf(user, spent.id)).state).toBe('credited');
    expect(fake().trades.get(spent.order_no)?.refunds.size).toBe(0);
  });
});

describe('orders: bad input', () => {
  it('refuses a package that does not exist, an unknown method, and no login', async () => {
    const user = await createUser(t.config, t.database, { credits: 0 });
    for (const payload of [
      { package_id: 'gold', method: 'alipay' },
      { package_id: 'basic', method: 'paypal' },
      { package_id: 'basic', method: 'alipay', amount_fen: 1 },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/credits/orders', headers: user.headers, payload });
      if (payload.amount_fen) {
        // The client cannot set a price: extra fields are ignored and the table's price is charged.
        expect(res.json().data.amount_fen).toBe(1000);
      } else expect(res.statusCode).toBe(422);
    }
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/credits/orders', payload: { package_id: 'basic', method: 'alipay' } }))
        .statusCode,
    ).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/credits/orders/not-a-uuid', headers: user.headers })).statusCode).toBe(422);
  });

  it('lists my orders, newest first', async () => {
    const user = await createUser(t.config, t.database, { credits: 0 });
    const a = await buy(user, 'alipay', { packageId: 'basic' });
    const b = await buy(user, 'wechat', { packageId: 'premium' });
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/credits/orders', headers: user.headers });
    expect(res.json().data.items.map((o: Order) => o.id)).toEqual([b.id, a.id]);
    expect(res.json().data.total).toBe(2);
  });

  it('GET /credits/payment-methods names the configured providers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/credits/payment-methods' });
    expect(res.json().data).toEqual({ methods: ['alipay', 'wechat'] });
  });
});

describe('no provider configured', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await createTestApp();
  });
  afterAll(() => bare?.close());

  it('sells nothing: no methods, and an order is refused with 暂未开放购买', async () => {
    expect((await bare.app.inject({ method: 'GET', url: '/api/v1/credits/payment-methods' })).json().data).toEqual({ methods: [] });
    const user = await createUser(bare.config, bare.database, { credits: 0 });
    const res = await bare.app.inject({
      method: 'POST',
      url: '/api/v1/credits/orders',
      headers: user.headers,
      payload: { package_id: 'basic', method: 'alipay' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('暂未开放购买');
    const notify = await bare.app.inject({
      method: 'POST',
      url: '/api/v1/payments/alipay/notify',
      payload: 'a=b',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(notify.statusCode).toBe(404);
  });
});

describe('refund when the provider fails', () => {
  it('the order stays 退款中 with the credits out; running the command again retries the same refund once', async () => {
    const user = await createUser(t.config, t.database, { credits: 0 });
    const order = await buy(user, 'alipay');
    await alipay.pay(order.order_no);
    const alipayProvider = providers.alipay;
    if (!alipayProvider) throw new Error('alipay not configured');
    let failing = true;
    const flaky: PaymentProviders = {
      alipay: {
        ...alipayProvider,
        refund: async (input) => {
          if (failing) throw new Error('gateway timeout');
          return alipayProvider.refund(input);
        },
      },
    };
    await expect(ordersRefundCommand(t.database, t.config, { order: order.order_no }, flaky)).rejects.toThrow(/退款中/);
    expect((await orderOf(user, order.id)).state).toBe('refunding');
    expect(await balanceOf(t.database, user.id)).toBe(0);
    failing = false;
    expect((await ordersRefundCommand(t.database, t.config, { order: order.order_no }, flaky)).state).toBe('refunded');
    expect([...(alipay.trades.get(order.order_no)?.refunds.entries() ?? [])]).toEqual([[`${order.order_no}R1`, 1800]]);
    // Taken out once, not once per attempt.
    expect((await ledgerOf(t.database, user.id)).map((l) => l.delta)).toEqual([200, -200]);
  });
});
