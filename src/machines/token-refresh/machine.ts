import { assign, fromPromise, setup } from 'xstate';
import type { RefreshData } from '../../../contract/auth';

/** Both tokens of a refresh (refresh tokens rotate). */
export type TokenPair = RefreshData;

/** A request that hit a 401 and waits for new tokens. */
export interface RefreshWaiter {
  resolve: () => void;
  reject: (error: unknown) => void;
}

export interface TokenRefreshContext {
  waiters: RefreshWaiter[];
}

export type TokenRefreshEvent = { type: 'refresh.request'; waiter: RefreshWaiter };

/**
 * Single-flight token refresh: the first 401 starts one refresh; every request that asks while it
 * runs waits for the same outcome, and all waiters are settled together.
 */
export const machine = setup({
  types: {
    context: {} as TokenRefreshContext,
    events: {} as TokenRefreshEvent,
  },
  actors: {
    /** Provided: POST /auth/refresh with the stored refresh token. */
    refreshTokens: fromPromise<TokenPair, void>(async () => {
      throw new Error('token-refresh: refreshTokens actor not provided');
    }),
  },
  actions: {
    /** Provided: store both tokens (refresh tokens rotate). */
    storeTokens: (_, _tokens: TokenPair) => {},
    addWaiter: assign({ waiters: ({ context, event }) => [...context.waiters, event.waiter] }),
    resolveWaiters: ({ context }) => {
      for (const w of context.waiters) w.resolve();
    },
    rejectWaiters: ({ context }, params: { error: unknown }) => {
      for (const w of context.waiters) w.reject(params.error);
    },
    clearWaiters: assign({ waiters: () => [] }),
  },
}).createMachine({
  id: 'tokenRefresh',
  context: { waiters: [] },
  initial: 'idle',
  states: {
    idle: {
      on: { 'refresh.request': { target: 'refreshing', actions: 'addWaiter' } },
    },
    refreshing: {
      on: { 'refresh.request': { actions: 'addWaiter' } },
      invoke: {
        src: 'refreshTokens',
        onDone: {
          target: 'idle',
          actions: [{ type: 'storeTokens', params: ({ event }) => event.output }, 'resolveWaiters', 'clearWaiters'],
        },
        onError: {
          target: 'idle',
          actions: [{ type: 'rejectWaiters', params: ({ event }) => ({ error: event.error }) }, 'clearWaiters'],
        },
      },
    },
  },
});

export type TokenRefreshMachine = typeof machine;
