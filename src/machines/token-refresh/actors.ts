import { fromPromise } from 'xstate';
import { requestTokenRefresh } from '../../api/client';
import { saveTokens } from '../../lib/storage';
import type { TokenPair } from './machine';

/** The real side effects of the token-refresh machine. */
export const tokenRefreshImplementations = {
  actors: {
    refreshTokens: fromPromise<TokenPair, void>(() => requestTokenRefresh()),
  },
  actions: {
    storeTokens: (_: unknown, tokens: TokenPair) => saveTokens(tokens.access_token, tokens.refresh_token),
  },
};
