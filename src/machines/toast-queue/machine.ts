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
  | { type: 'toast.expired'; id: string };

type ExpiryDelay = 'plainDuration' | 'errorDuration' | 'successDuration' | 'customDuration';

/** Loading toasts never expire (spec §9). */
const EXPIRY_DELAY: Record<ToastKind, ExpiryDelay | null> = {
  plain: 'plainDuration',
  info: 'plainDuration',
  error: 'errorDuration',
  success: 'successDuration',
  custom: 'customDuration',
  loading: null,
};

/** Scheduled expiry events are cancelled by this id. */
export const expiryId = (toastId: string) => `expire:${toastId}`;

export const machine = setup({
  types: {
    context: {} as ToastQueueContext,
    events: {} as ToastQueueEvent,
  },
  delays: {
    plainDuration: TOAST_DURATION_MS.plain,
    errorDuration: TOAST_DURATION_MS.error,
    successDuration: TOAST_DURATION_MS.success,
    customDuration: TOAST_DURATION_MS.custom,
  },
  guards: {
    /** The event's toast is the only one held. */
    isLastToast: ({ context, event }) => 'id' in event && context.toasts.length === 1 && context.toasts[0].id === event.id,
    /** The event's toast is still held (an expiry or dismissal can come after it left). */
    isHeld: ({ context, event }) => 'id' in event && context.toasts.some((t) => t.id === event.id),
  },
  actions: {
    /** At most MAX_TOASTS held: the oldest goes first. */
    removeOldestIfFull: enqueueActions(({ context, enqueue }) => {
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
      if (delay) enqueue.raise({ type: 'toast.expired', id: event.toast.id }, { delay, id: expiryId(event.toast.id) });
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
        'toast.add': { actions: ['removeOldestIfFull', 'addToast', 'scheduleExpiry'] },
        'toast.dismiss': [
          { guard: 'isLastToast', target: 'empty', actions: ['cancelExpiry', 'removeToast'] },
          { guard: 'isHeld', actions: ['cancelExpiry', 'removeToast'] },
        ],
        'toast.expired': [
          { guard: 'isLastToast', target: 'empty', actions: 'removeToast' },
          { guard: 'isHeld', actions: 'removeToast' },
        ],
      },
    },
  },
});

export type ToastQueueMachine = typeof machine;
