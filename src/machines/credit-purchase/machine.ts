import { assign, type EventObject, fromPromise, raise, setup } from 'xstate';
import type { Page } from '../../../contract/envelope';
import type { CreateOrderInput, Order, PayDevice, PaymentMethod, PaymentMethods } from '../../../contract/orders';
import { isUnauthorized, messageForError } from '../../api/errors';
import { PAY } from '../../text/payments';

/**
 * Buying credits on the credits page. Region `flow`: which payment methods exist (none = 暂未开放购买),
 * choosing a package and a method, creating the order, then following it: 待支付 (polled) → 已支付
 * (the balance is being refreshed) → 已到账, or 已取消 / 已过期. The order being paid is kept in
 * browser storage, so leaving the page and coming back resumes it. Region `history`: the user's
 * orders, one page at a time, with one receipt open.
 */
export interface CreditPurchaseContext {
  device: PayDevice;
  methods: PaymentMethod[];
  packageId: CreateOrderInput['package_id'] | null;
  method: PaymentMethod | null;
  order: Order | null;
  resumeOrderId: string | null;
  /** The last failure of the flow, in the spec §8 words. */
  error: string | null;
  history: Page<Order> | null;
  historyPage: number;
  historyPageSize: number;
  historyError: string | null;
  receiptId: string | null;
}

export type CreditPurchaseEvent =
  | { type: 'purchase.choose'; packageId: CreateOrderInput['package_id'] }
  | { type: 'purchase.pay'; method: PaymentMethod }
  | { type: 'purchase.back' }
  | { type: 'purchase.cancel' }
  | { type: 'purchase.check' }
  | { type: 'purchase.dismiss' }
  | { type: 'history.reload' }
  | { type: 'history.goTo'; page: number }
  | { type: 'history.showReceipt'; orderId: string }
  | { type: 'history.closeReceipt' };

export interface CreditPurchaseInput {
  device: PayDevice;
  /** An order to follow again: from the provider's return address (?order=) or browser storage. */
  resumeOrderId: string | null;
  historyPageSize: number;
}

const errorOf = ({ event }: { event: EventObject }) => messageForError('error' in event ? event.error : undefined);
const CLOSED_STATES: ReadonlySet<Order['state']> = new Set(['cancelled', 'expired', 'refunding', 'refunded']);
/** A newer history request replaces the one in flight. */
const HISTORY_REQUESTS = {
  'history.reload': { target: 'loading', reenter: true },
  'history.goTo': {
    target: 'loading',
    reenter: true,
    actions: { type: 'setHistoryPage', params: ({ event }: { event: { page: number } }) => Math.max(1, event.page) },
  },
} as const;
const notAvailable = (name: string) => () => Promise.reject(new Error(`actor not provided: ${name}`));

export const machine = setup({
  types: {} as { context: CreditPurchaseContext; events: CreditPurchaseEvent; input: CreditPurchaseInput },
  actors: {
    /** GET /credits/payment-methods */
    fetchPaymentMethods: fromPromise<PaymentMethods>(notAvailable('fetchPaymentMethods')),
    /** POST /credits/orders */
    createOrder: fromPromise<Order, CreateOrderInput>(notAvailable('createOrder')),
    /** GET /credits/orders/{id} */
    fetchOrder: fromPromise<Order, { id: string }>(notAvailable('fetchOrder')),
    /** POST /credits/orders/{id}/cancel */
    cancelOrder: fromPromise<Order, { id: string }>(notAvailable('cancelOrder')),
    /** Re-reads the profile so that the balance shows the credits; resolves when it has. */
    refreshBalance: fromPromise<void>(notAvailable('refreshBalance')),
    /** GET /credits/orders */
    fetchOrders: fromPromise<Page<Order>, { page: number; pageSize: number }>(notAvailable('fetchOrders')),
  },
  delays: {
    /** How often a pending order's state is asked for. */
    pollInterval: 2000,
  },
  guards: {
    hasNoMethods: ({ event }) => 'output' in event && (event.output as PaymentMethods).methods.length === 0,
    hasOrderToResume: ({ context }) => context.resumeOrderId !== null,
    isCredited: ({ context }) => context.order?.state === 'credited',
    isClosed: ({ context }) => !!context.order && CLOSED_STATES.has(context.order.state),
    isRedirect: ({ event }) => 'output' in event && (event.output as Order).payment?.kind === 'redirect',
    isSessionExpired: ({ event }) => 'error' in event && isUnauthorized(event.error),
  },
  actions: {
    /** Injected: clear the session, toast '登录已过期，请重新登录', go to /auth/login. */
    expireSession: () => {},
    /** Injected: an error toast. */
    notifyError: (_, _params: { message: string }) => {},
    /** Injected: remember the order being paid (browser storage). */
    storeOrder: (_, _params: { id: string }) => {},
    /** Injected: forget it. */
    storeNoOrder: () => {},
    /** Injected: open the provider's payment page (a phone). */
    navigate: (_, _params: { url: string }) => {},
    setMethods: assign((_, methods: PaymentMethod[]) => ({ methods })),
    setPackage: assign((_, packageId: CreateOrderInput['package_id']) => ({ packageId, error: null })),
    clearPackage: assign({ packageId: null, method: null }),
    setMethod: assign((_, method: PaymentMethod) => ({ method })),
    setOrder: assign((_, order: Order) => ({ order, error: null, resumeOrderId: null })),
    clearOrder: assign({ order: null, packageId: null, method: null, resumeOrderId: null }),
    setError: assign((_, error: string) => ({ error })),
    setHistory: assign((_, history: Page<Order>) => ({ history, historyError: null })),
    setHistoryPage: assign((_, historyPage: number) => ({ historyPage })),
    setHistoryError: assign((_, historyError: string) => ({ historyError })),
    setReceipt: assign((_, receiptId: string | null) => ({ receiptId })),
    reloadHistory: raise({ type: 'history.reload' }),
  },
}).createMachine({
  id: 'creditPurchase',
  type: 'parallel',
  context: ({ input }) => ({
    device: input.device,
    methods: [],
    packageId: null,
    method: null,
    order: null,
    resumeOrderId: input.resumeOrderId,
    error: null,
    history: null,
    historyPage: 1,
    historyPageSize: input.historyPageSize,
    historyError: null,
    receiptId: null,
  }),
  states: {
    flow: {
      initial: 'loadingMethods',
      states: {
        loadingMethods: {
          invoke: {
            src: 'fetchPaymentMethods',
            onDone: [
              { guard: 'hasNoMethods', target: 'unavailable' },
              {
                guard: 'hasOrderToResume',
                target: 'resuming',
                actions: { type: 'setMethods', params: ({ event }) => event.output.methods },
              },
              { target: 'browsing', actions: { type: 'setMethods', params: ({ event }) => event.output.methods } },
            ],
            // Unknown = not for sale: no button may pretend to sell.
            onError: { target: 'unavailable', actions: { type: 'setError', params: errorOf } },
          },
        },
        unavailable: {},
        browsing: {
          on: { 'purchase.choose': { target: 'choosing', actions: { type: 'setPackage', params: ({ event }) => event.packageId } } },
        },
        choosing: {
          on: {
            'purchase.choose': { target: 'choosing', actions: { type: 'setPackage', params: ({ event }) => event.packageId } },
            'purchase.pay': { target: 'creating', actions: { type: 'setMethod', params: ({ event }) => event.method } },
            'purchase.back': { target: 'browsing', actions: 'clearPackage' },
          },
        },
        creating: {
          invoke: {
            src: 'createOrder',
            input: ({ context }) => ({
              package_id: context.packageId ?? 'basic',
              method: context.method ?? 'alipay',
              device: context.device,
            }),
            onDone: [
              {
                guard: 'isRedirect',
                target: 'order',
                actions: [
                  { type: 'setOrder', params: ({ event }) => event.output },
                  { type: 'storeOrder', params: ({ event }) => ({ id: event.output.id }) },
                  'reloadHistory',
                  {
                    type: 'navigate',
                    params: ({ event }) => ({ url: event.output.payment?.kind === 'redirect' ? event.output.payment.url : '' }),
                  },
                ],
              },
              {
                target: 'order',
                actions: [
                  { type: 'setOrder', params: ({ event }) => event.output },
                  { type: 'storeOrder', params: ({ event }) => ({ id: event.output.id }) },
                  'reloadHistory',
                ],
              },
            ],
            onError: [
              { guard: 'isSessionExpired', target: 'browsing', actions: ['clearPackage', 'expireSession'] },
              {
                target: 'choosing',
                actions: [
                  { type: 'setError', params: errorOf },
                  { type: 'notifyError', params: (args) => ({ message: PAY.orderFailed(errorOf(args)) }) },
                ],
              },
            ],
          },
        },
        resuming: {
          invoke: {
            src: 'fetchOrder',
            input: ({ context }) => ({ id: context.resumeOrderId ?? '' }),
            onDone: { target: 'order', actions: { type: 'setOrder', params: ({ event }) => event.output } },
            onError: [
              { guard: 'isSessionExpired', target: 'browsing', actions: ['clearOrder', 'expireSession'] },
              // Gone, or someone else's: forget it quietly.
              { target: 'browsing', actions: ['clearOrder', 'storeNoOrder'] },
            ],
          },
        },
        order: {
          initial: 'routing',
          states: {
            routing: {
              always: [{ guard: 'isCredited', target: 'paid' }, { guard: 'isClosed', target: 'closed' }, { target: 'pending' }],
            },
            pending: {
              after: { pollInterval: 'checking' },
              on: { 'purchase.cancel': 'cancelling', 'purchase.check': 'checking' },
            },
            checking: {
              invoke: {
                src: 'fetchOrder',
                input: ({ context }) => ({ id: context.order?.id ?? '' }),
                onDone: { target: 'routing', actions: { type: 'setOrder', params: ({ event }) => event.output } },
                onError: [
                  { guard: 'isSessionExpired', target: '#creditPurchase.flow.browsing', actions: ['clearOrder', 'expireSession'] },
                  // A background poll: silent, asked again at the next interval.
                  { target: 'pending', actions: { type: 'setError', params: errorOf } },
                ],
              },
            },
            cancelling: {
              invoke: {
                src: 'cancelOrder',
                input: ({ context }) => ({ id: context.order?.id ?? '' }),
                onDone: { target: 'routing', actions: { type: 'setOrder', params: ({ event }) => event.output } },
                onError: [
                  { guard: 'isSessionExpired', target: '#creditPurchase.flow.browsing', actions: ['clearOrder', 'expireSession'] },
                  {
                    // It may have been paid meanwhile: ask how it stands.
                    target: 'checking',
                    actions: [
                      { type: 'setError', params: errorOf },
                      { type: 'notifyError', params: (args) => ({ message: PAY.cancelFailed(errorOf(args)) }) },
                    ],
                  },
                ],
              },
            },
            paid: {
              invoke: { src: 'refreshBalance', onDone: 'credited', onError: 'credited' },
            },
            credited: {
              entry: ['storeNoOrder', 'reloadHistory'],
              on: { 'purchase.dismiss': { target: '#creditPurchase.flow.browsing', actions: 'clearOrder' } },
            },
            closed: {
              entry: ['storeNoOrder', 'reloadHistory'],
              on: { 'purchase.dismiss': { target: '#creditPurchase.flow.browsing', actions: 'clearOrder' } },
            },
          },
        },
      },
    },
    history: {
      initial: 'loading',
      on: {
        'history.showReceipt': { actions: { type: 'setReceipt', params: ({ event }) => event.orderId } },
        'history.closeReceipt': { actions: { type: 'setReceipt', params: () => null } },
      },
      states: {
        loading: {
          // Within the region: a transition on the region itself would leave the whole parallel state (flow too).
          on: HISTORY_REQUESTS,
          invoke: {
            src: 'fetchOrders',
            input: ({ context }) => ({ page: context.historyPage, pageSize: context.historyPageSize }),
            onDone: { target: 'ready', actions: { type: 'setHistory', params: ({ event }) => event.output } },
            onError: [
              { guard: 'isSessionExpired', target: 'failed', actions: [{ type: 'setHistoryError', params: errorOf }, 'expireSession'] },
              {
                target: 'failed',
                actions: [
                  { type: 'setHistoryError', params: errorOf },
                  { type: 'notifyError', params: (args) => ({ message: PAY.historyFailed(errorOf(args)) }) },
                ],
              },
            ],
          },
        },
        ready: { on: HISTORY_REQUESTS },
        failed: { on: HISTORY_REQUESTS },
      },
    },
  },
});
