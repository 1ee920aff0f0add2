import { afterAll, describe, expect, it } from 'vitest';
import { type AnyEventObject, assign, createActor, SimulatedClock, setup } from 'xstate';
import { createTestModel } from 'xstate/graph';
import type { Page } from '../../contract/envelope';
import type { CreateOrderInput, Order, PaymentMethods } from '../../contract/orders';
import { ApiError } from '../../src/api/errors';
import { machine } from '../../src/machines/credit-purchase/machine';
import * as sel from '../../src/machines/credit-purchase/selectors';
import { trackCoverage } from './coverage';
import { edgeEventPaths } from './solve-coverage';
import { controlledActor, flush } from './task-client-support';

/*
 * Buying credits (issue 14): the page asks which payment methods exist — none, or no answer, means
 * 暂未开放购买 and no button; the student picks a package and a method; the order is created (a QR
 * code, or on a phone the provider's page opens) and remembered; while 待支付 it is asked for every
 * 2 s (or at once when the student says they paid); 已到账 from the server shows 已支付 while the balance is refreshed, then 已到账; 已取消 /
 * 已过期 end it; a remembered order is followed again on return, and forgotten when it is gone.
 * A failed creation or cancel toasts; a failed poll is silent; a 401 ends the session.
 */
interface ModelContext {
  resume: boolean;
  effects: string[];
}

const act = (a: Parameters<typeof assign<ModelContext, AnyEventObject, undefined, AnyEventObject, never>>[0]) =>
  assign<ModelContext, AnyEventObject, undefined, AnyEventObject, never>(a);
const log = (...e: string[]) => act(({ context }) => ({ effects: [...context.effects, ...e] }));
const hasResume = ({ context }: { context: ModelContext }) => context.resume;

const model = setup({ types: {} as { context: ModelContext; events: AnyEventObject } }).createMachine({
  id: 'purchaseModel',
  context: { resume: false, effects: [] },
  initial: 'boot',
  states: {
    boot: {
      on: {
        START_FRESH: 'loadingMethods',
        START_RESUME: { target: 'loadingMethods', actions: act({ resume: true }) },
      },
    },
    loadingMethods: {
      on: {
        METHODS_OK: [{ guard: hasResume, target: 'resuming' }, { target: 'browsing' }],
        METHODS_NONE: 'unavailable',
        METHODS_FAIL: 'unavailable',
      },
    },
    unavailable: {},
    browsing: { on: { CHOOSE: 'choosing' } },
    choosing: { on: { CHOOSE: 'choosing', PAY: 'creating', BACK: 'browsing' } },
    creating: {
      on: {
        CREATE_QR: { target: 'pending', actions: log('store:o1') },
        CREATE_REDIRECT: { target: 'pending', actions: log('store:o1', 'navigate:https://pay.example/o1') },
        CREATE_FAIL: { target: 'choosing', actions: log('error:创建订单失败：服务器错误，请稍后重试') },
        CREATE_401: { target: 'browsing', actions: log('expired') },
      },
    },
    resuming: {
      on: {
        RESUME_PENDING: { target: 'pending', actions: act({ resume: false }) },
        RESUME_CREDITED: { target: 'paid', actions: act({ resume: false }) },
        RESUME_GONE: { target: 'browsing', actions: [act({ resume: false }), log('storeNone')] },
        RESUME_401: { target: 'browsing', actions: [act({ resume: false }), log('expired')] },
      },
    },
    pending: { on: { WAIT_2S: 'checking', CHECK_NOW: 'checking', CANCEL: 'cancelling' } },
    checking: {
      on: {
        CHECK_PENDING: 'pending',
        CHECK_CREDITED: 'paid',
        CHECK_EXPIRED: { target: 'closed', actions: log('storeNone') },
        CHECK_FAIL: 'pending',
        CHECK_401: { target: 'browsing', actions: log('expired') },
      },
    },
    cancelling: {
      on: {
        CANCEL_OK: { target: 'closed', actions: log('storeNone') },
        CANCEL_FAIL: { target: 'checking', actions: log('error:取消订单失败：订单已支付，积分已到账') },
        CANCEL_401: { target: 'browsing', actions: log('expired') },
      },
    },
    paid: {
      on: {
        BALANCE_OK: { target: 'credited', actions: log('storeNone') },
        BALANCE_FAIL: { target: 'credited', actions: log('storeNone') },
      },
    },
    credited: { on: { DISMISS: 'browsing' } },
    closed: { on: { DISMISS: 'browsing' } },
  },
});

const order = (over: Partial<Order> = {}): Order => ({
  id: 'o1',
  order_no: 'ZJ20261123160000ABCDEF01',
  package_id: 'standard',
  credits: 200,
  amount_fen: 1800,
  method: 'alipay',
  state: 'pending',
  provider_trade_id: null,
  payment: { kind: 'qr', code_url: 'https://qr.example/o1' },
  created_at: '2026-11-23T08:00:00.000Z',
  expires_at: '2026-11-23T08:15:00.000Z',
  paid_at: null,
  closed_at: null,
  refunded_at: null,
  ...over,
});
const credited = order({ state: 'credited', provider_trade_id: 'T1', payment: null, paid_at: '2026-11-23T08:01:00.000Z' });
const historyPage = (items: Order[] = [order()]): Page<Order> => ({ items, total: 25, page: 1, page_size: 10 });

const coverage = trackCoverage();

function startSut(resumeOrderId: string | null) {
  const effects: string[] = [];
  const clock = new SimulatedClock();
  const methods = controlledActor<PaymentMethods>();
  const create = controlledActor<Order, CreateOrderInput>();
  const fetchOrder = controlledActor<Order, { id: string }>();
  const cancel = controlledActor<Order, { id: string }>();
  const balance = controlledActor<void>();
  const orders = controlledActor<Page<Order>, { page: number; pageSize: number }>();
  const actor = createActor(
    machine.provide({
      actors: {
        fetchPaymentMethods: methods.logic,
        createOrder: create.logic,
        fetchOrder: fetchOrder.logic,
        cancelOrder: cancel.logic,
        refreshBalance: balance.logic,
        fetchOrders: orders.logic,
      },
      actions: {
        notifyError: (_, p) => effects.push(`error:${p.message}`),
        expireSession: () => effects.push('expired'),
        storeOrder: (_, p) => effects.push(`store:${p.id}`),
        storeNoOrder: () => effects.push('storeNone'),
        navigate: (_, p) => effects.push(`navigate:${p.url}`),
      },
    }),
    { input: { device: 'desktop', resumeOrderId, historyPageSize: 10 }, inspect: coverage.inspect, clock },
  ).start();
  return { actor, clock, effects, methods, create, fetchOrder, cancel, balance, orders };
}
type Sut = ReturnType<typeof startSut>;

const conflict = new ApiError({ status: 409, serverMessage: '订单已支付，积分已到账' });
const DRIVERS: Record<string, (s: { sut: Sut | null }) => void> = {
  START_FRESH: (h) => {
    h.sut = startSut(null);
  },
  START_RESUME: (h) => {
    h.sut = startSut('o1');
  },
  METHODS_OK: ({ sut }) => sut!.methods.last().resolve({ methods: ['alipay', 'wechat'] }),
  METHODS_NONE: ({ sut }) => sut!.methods.last().resolve({ methods: [] }),
  METHODS_FAIL: ({ sut }) => sut!.methods.last().reject(new ApiError({ status: 500 })),
  CHOOSE: ({ sut }) => sut!.actor.send({ type: 'purchase.choose', packageId: 'standard' }),
  PAY: ({ sut }) => sut!.actor.send({ type: 'purchase.pay', method: 'alipay' }),
  BACK: ({ sut }) => sut!.actor.send({ type: 'purchase.back' }),
  CREATE_QR: ({ sut }) => sut!.create.last().resolve(order()),
  CREATE_REDIRECT: ({ sut }) => sut!.create.last().resolve(order({ payment: { kind: 'redirect', url: 'https://pay.example/o1' } })),
  CREATE_FAIL: ({ sut }) => sut!.create.last().reject(new ApiError({ status: 500 })),
  CREATE_401: ({ sut }) => sut!.create.last().reject(new ApiError({ status: 401 })),
  RESUME_PENDING: ({ sut }) => sut!.fetchOrder.last().resolve(order()),
  RESUME_CREDITED: ({ sut }) => sut!.fetchOrder.last().resolve(credited),
  RESUME_GONE: ({ sut }) => sut!.fetchOrder.last().reject(new ApiError({ status: 404 })),
  RESUME_401: ({ sut }) => sut!.fetchOrder.last().reject(new ApiError({ status: 401 })),
  WAIT_2S: ({ sut }) => sut!.clock.increment(2000),
  CHECK_NOW: ({ sut }) => sut!.actor.send({ type: 'purchase.check' }),
  CHECK_PENDING: ({ sut }) => sut!.fetchOrder.last().resolve(order()),
  CHECK_CREDITED: ({ sut }) => sut!.fetchOrder.last().resolve(credited),
  CHECK_EXPIRED: ({ sut }) => sut!.fetchOrder.last().resolve(order({ state: 'expired', payment: null })),
  CHECK_FAIL: ({ sut }) => sut!.fetchOrder.last().reject(new ApiError({ status: null })),
  CHECK_401: ({ sut }) => sut!.fetchOrder.last().reject(new ApiError({ status: 401 })),
  CANCEL: ({ sut }) => sut!.actor.send({ type: 'purchase.cancel' }),
  CANCEL_OK: ({ sut }) => sut!.cancel.last().resolve(order({ state: 'cancelled', payment: null })),
  CANCEL_FAIL: ({ sut }) => sut!.cancel.last().reject(conflict),
  CANCEL_401: ({ sut }) => sut!.cancel.last().reject(new ApiError({ status: 401 })),
  BALANCE_OK: ({ sut }) => sut!.balance.last().resolve(),
  BALANCE_FAIL: ({ sut }) => sut!.balance.last().reject(new Error('timeout')),
  DISMISS: ({ sut }) => sut!.actor.send({ type: 'purchase.dismiss' }),
};

/** The flow region's state under the model's names. */
function flowState(sut: Sut): string {
  const v = (sut.actor.getSnapshot().value as { flow: string | { order: string } }).flow;
  return typeof v === 'string' ? v : v.order;
}

const key = (s: { value: unknown; context: ModelContext }) => JSON.stringify([s.value, s.context.resume]);
const paths = edgeEventPaths(createTestModel(model, { serializeState: key, serializeTransition: () => '' }), key);

describe('credit purchase: model-based', () => {
  it('has a path for every edge of the model', () => {
    expect(paths.length).toBeGreaterThan(30);
  });

  for (const path of paths) {
    it(path.description, async () => {
      const h: { sut: Sut | null } = { sut: null };
      const expected = createActor(model).start();
      for (const event of path.events) {
        expected.send(event);
        DRIVERS[event.type](h);
        await flush();
        const m = expected.getSnapshot();
        expect(flowState(h.sut!)).toBe(m.value);
        expect(h.sut!.effects).toEqual(m.context.effects);
        const snap = h.sut!.actor.getSnapshot();
        // What the page shows: no button pretends to sell when nothing is for sale; the badge words.
        if (m.value === 'unavailable') expect(sel.selectStep(snap)).toBe('unavailable');
        if (m.value === 'paid') expect(sel.selectOrderState(snap)).toBe('paid');
        if (m.value === 'credited') expect(sel.selectOrderState(snap)).toBe('credited');
        if (m.value === 'pending') expect(sel.selectOrderState(snap)).toBe('pending');
        if (m.value === 'creating')
          expect(h.sut!.create.last().input).toEqual({ package_id: 'standard', method: 'alipay', device: 'desktop' });
      }
      h.sut!.actor.stop();
    });
  }
});

describe('credit purchase: order history', () => {
  it('loads page 1, pages, reloads after an order is created and when it settles, opens one receipt', async () => {
    const sut = startSut(null);
    sut.methods.last().resolve({ methods: ['wechat'] });
    sut.orders.last().resolve(historyPage());
    await flush();
    expect(sel.selectHistory(sut.actor.getSnapshot())?.items).toHaveLength(1);
    expect(sel.selectHistoryPageCount(sut.actor.getSnapshot())).toBe(3);
    sut.actor.send({ type: 'history.goTo', page: 2 });
    sut.actor.send({ type: 'history.goTo', page: 3 });
    expect(sut.orders.calls.at(-2)?.cancelled).toBe(true);
    expect(sut.orders.last().input).toEqual({ page: 3, pageSize: 10 });
    sut.orders.last().resolve(historyPage());
    await flush();
    sut.actor.send({ type: 'history.showReceipt', orderId: 'o1' });
    expect(sel.selectReceipt(sut.actor.getSnapshot())?.order_no).toBe('ZJ20261123160000ABCDEF01');
    sut.actor.send({ type: 'history.closeReceipt' });
    expect(sel.selectReceipt(sut.actor.getSnapshot())).toBeNull();
    sut.actor.send({ type: 'history.reload' });
    sut.actor.send({ type: 'history.reload' });
    const before = sut.orders.calls.length;
    sut.actor.send({ type: 'purchase.choose', packageId: 'premium' });
    sut.actor.send({ type: 'purchase.pay', method: 'wechat' });
    sut.create.last().resolve(order({ method: 'wechat' }));
    await flush();
    // Created: the history shows it, and the purchase itself is not started over.
    expect(sut.orders.calls.length).toBe(before + 1);
    expect(flowState(sut)).toBe('pending');
    sut.orders.last().reject(new ApiError({ status: 500 }));
    await flush();
    expect(sel.selectHistoryFailed(sut.actor.getSnapshot())).toBe(true);
    expect(sut.effects).toContain('error:购买记录加载失败：服务器错误，请稍后重试');
    sut.actor.send({ type: 'history.goTo', page: 1 });
    sut.orders.last().reject(new ApiError({ status: 401 }));
    await flush();
    expect(sut.effects.at(-1)).toBe('expired');
    sut.actor.send({ type: 'history.reload' });
    sut.orders.last().resolve(historyPage([]));
    await flush();
    expect(sel.selectHistoryLoading(sut.actor.getSnapshot())).toBe(false);
    sut.actor.stop();
  });

  afterAll(() => coverage.assertComplete(machine));
});
