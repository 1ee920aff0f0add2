import { assign, type EventObject, fromPromise, setup } from 'xstate';
import type { LedgerEntry } from '../../../contract/credits';
import type { Page } from '../../../contract/envelope';
import { isUnauthorized, messageForError } from '../../api/errors';
import { creditsText } from '../../text/zh';

/** The credits page's ledger: one page of the user's credit changes at a time. */
export interface CreditsLedgerContext {
  page: number;
  pageSize: number;
  ledger: Page<LedgerEntry> | null;
  /** The spec §8 message of the last failed load. */
  error: string | null;
}

export type CreditsLedgerEvent = { type: 'ledger.goTo'; page: number } | { type: 'ledger.reload' };

const errorMessage = ({ event }: { event: EventObject }) => messageForError('error' in event ? event.error : undefined);

export const machine = setup({
  types: {} as { context: CreditsLedgerContext; events: CreditsLedgerEvent; input: { pageSize: number } },
  actors: {
    /** GET /credits/ledger; rejects with the ApiError. */
    fetchLedgerPage: fromPromise<Page<LedgerEntry>, { page: number; pageSize: number }>(() =>
      Promise.reject(new Error('actor not provided: fetchLedgerPage')),
    ),
  },
  guards: {
    /** A 401 that the API client's one refresh and replay could not cure. */
    isSessionExpired: ({ event }) => 'error' in event && isUnauthorized(event.error),
  },
  actions: {
    /** Injected: clear the session, toast '登录已过期，请重新登录', go to /auth/login. */
    expireSession: () => {},
    /** Injected: an error toast. */
    notifyError: (_, _params: { message: string }) => {},
    setPage: assign((_, page: number) => ({ page })),
    setLedger: assign((_, ledger: Page<LedgerEntry>) => ({ ledger, error: null })),
    setError: assign((_, error: string) => ({ error })),
  },
}).createMachine({
  id: 'creditsLedger',
  context: ({ input }) => ({ page: 1, pageSize: input.pageSize, ledger: null, error: null }),
  initial: 'loading',
  on: {
    // A newer request replaces the one in flight.
    'ledger.goTo': {
      target: '.loading',
      reenter: true,
      actions: { type: 'setPage', params: ({ event }) => Math.max(1, event.page) },
    },
    'ledger.reload': { target: '.loading', reenter: true },
  },
  states: {
    loading: {
      invoke: {
        src: 'fetchLedgerPage',
        input: ({ context }) => ({ page: context.page, pageSize: context.pageSize }),
        onDone: { target: 'ready', actions: { type: 'setLedger', params: ({ event }) => event.output } },
        onError: [
          { guard: 'isSessionExpired', target: 'failed', actions: [{ type: 'setError', params: errorMessage }, 'expireSession'] },
          {
            target: 'failed',
            actions: [
              { type: 'setError', params: errorMessage },
              { type: 'notifyError', params: (args) => ({ message: creditsText.ledgerFailed(errorMessage(args)) }) },
            ],
          },
        ],
      },
    },
    ready: {},
    failed: {},
  },
});
