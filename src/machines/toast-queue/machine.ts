import { assign, cancel, enqueueActions, setup } from 'xstate';
import { MAX_TOASTS, TOAST_DURATION_MS } from '../../lib/constants';

export type ToastKind = 'plain' | 'info' | 'success' | 'error' | 'loading' | 'custom';

export interface Toast {
  id: string;
  kind: ToastKind;
  message: string;
}

export interface ToastQueueContext {
  /** Oldest first. */
  toasts: Toast[];
}

export type ToastQueueEvent =
  | { type: 'toast.add'; toast: Toast }
  | { type: 'toast.dismiss'; id: string }
  /** Raised by the machine itself when a toast's duration has passed. */
  | { type: 'toast.expire'; id: string };

type ExpiryDelay = 'plainToast' | 'errorToast' | 'successToast' | 'customToast';

/** Loading toasts never expire (spec §9). */
const EXPIRY_DELAY: Record<ToastKind, ExpiryDelay | null> = {
  plain: 'plainToast',
  info: 'plainToast',
  error: 'errorToast',
  success: 'successToast',
  custom: 'customToast',
  loading: null,
};

/** Scheduled expiry events are cancelled by this id. */
export const expiryId = (toastId: string) => `expire:${toastId}`;

const removesLast = (ctx: ToastQueueContext, id: string) => ctx.toasts.length === 1 && ctx.toasts[0].id === id;

export const machine = setup({
  types: {
    context: {} as ToastQueueContext,
    events: {} as ToastQueueEvent,
  },
  delays: {
    plainToast: TOAST_DURATION_MS.plain,
    errorToast: TOAST_DURATION_MS.error,
    successToast: TOAST_DURATION_MS.success,
    customToast: TOAST_DURATION_MS.custom,
  },
  guards: {
    removesLastToast: ({ context, event }) => 'id' in event && removesLast(context, event.id),
    isHeld: ({ context, event }) => 'id' in event && context.toasts.some((t) => t.id === event.id),
  },
  actions: {
    /** At most MAX_TOASTS held: the oldest goes first. */
    dropOldestIfFull: enqueueActions(({ context, enqueue }) => {
      const overflow = context.toasts.length - MAX_TOASTS + 1;
      if (overflow <= 0) return;
      for (const t of context.toasts.slice(0, overflow)) enqueue.cancel(expiryId(t.id));
      enqueue.assign({ toasts: context.toasts.slice(overflow) });
    }),
    addToast: assign({
      toasts: ({ context, event }) => (event.type === 'toast.add' ? [...context.toasts, event.toast] : context.toasts),
    }),
    scheduleExpiry: enqueueActions(({ event, enqueue }) => {
      if (event.type !== 'toast.add') return;
      const delay = EXPIRY_DELAY[event.toast.kind];
      if (delay) enqueue.raise({ type: 'toast.expire', id: event.toast.id }, { delay, id: expiryId(event.toast.id) });
    }),
    cancelExpiry: cancel(({ event }) => ('id' in event ? expiryId(event.id) : '')),
    removeToast: assign({
      toasts: ({ context, event }) => ('id' in event ? context.toasts.filter((t) => t.id !== event.id) : context.toasts),
    }),
  },
}).createMachine({
  id: 'toastQueue',
  context: { toasts: [] },
  initial: 'empty',
  states: {
    empty: {
      on: {
        'toast.add': { target: 'showing', actions: ['addToast', 'scheduleExpiry'] },
      },
    },
    showing: {
      on: {
        'toast.add': { actions: ['dropOldestIfFull', 'addToast', 'scheduleExpiry'] },
        'toast.dismiss': [
          { guard: 'removesLastToast', target: 'empty', actions: ['cancelExpiry', 'removeToast'] },
          { guard: 'isHeld', actions: ['cancelExpiry', 'removeToast'] },
        ],
        'toast.expire': [
          { guard: 'removesLastToast', target: 'empty', actions: 'removeToast' },
          { guard: 'isHeld', actions: 'removeToast' },
        ],
      },
    },
  },
});

export type ToastQueueMachine = typeof machine;
