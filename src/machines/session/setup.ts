/**
 * The session machine's vocabulary: types, actors (placeholders), delays, guards and actions.
 * The state configs in the other files of this folder are written against it, and machine.ts
 * puts them together into the one session machine.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { AuthData, LoginBody, User } from '../../../contract/auth';
import type { RegisterInput } from '../../api/auth';
import { isUnauthorized } from '../../api/errors';
import { REVALIDATION_INTERVAL_MS, VALIDATION_CACHE_MS } from '../../lib/constants';
import type { AccountChange, AccountChangeResult, SessionContext, SessionEvent, SessionInput, SessionOp } from './types';

/** Real actors come with machine.provide() (see actors.ts); an unprovided one fails loudly. */
function placeholder<TOutput, TInput>(name: string) {
  return fromPromise<TOutput, TInput>(async () => {
    throw new Error(`session: actor ${name} not provided`);
  });
}

const isAuthData = (v: unknown): v is AuthData => {
  const d = v as Partial<AuthData> | null | undefined;
  return !!d && typeof d.access_token === 'string' && !!d.access_token && !!d.user && typeof d.user.id === 'string';
};

function toChange(event: SessionEvent): AccountChange {
  switch (event.type) {
    case 'session.updateProfile':
      return { kind: 'profile', patch: event.patch, navigateTo: event.navigateTo };
    case 'session.uploadAvatar':
      return { kind: 'avatar', file: event.file, navigateTo: event.navigateTo };
    case 'session.changePassword':
      return { kind: 'password', body: event.body, navigateTo: event.navigateTo };
    default:
      throw new Error(`session: ${event.type} is not an account change`);
  }
}

export const sessionSetup = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    login: placeholder<Partial<AuthData> | undefined, LoginBody>('login'),
    register: placeholder<Partial<AuthData> | undefined, RegisterInput>('register'),
    fetchMe: placeholder<User, void>('fetchMe'),
    changeAccount: placeholder<AccountChangeResult, AccountChange>('changeAccount'),
    logout: placeholder<void, void>('logout'),
    requestReset: placeholder<void, { email: string }>('requestReset'),
    resetPassword: placeholder<void, { token: string; password: string }>('resetPassword'),
  },
  delays: {
    /** Validation runs at most once per 60 s … */
    validationCache: VALIDATION_CACHE_MS,
    /** … and again 300 s after the last one: the time a session stays stale before that. */
    staleInterval: REVALIDATION_INTERVAL_MS - VALIDATION_CACHE_MS,
  },
  guards: {
    hasStoredSession: ({ context }) => context.user !== null,
    hasAuthData: ({ event }) => 'output' in event && isAuthData(event.output),
    isUnauthorized: ({ event }) => 'error' in event && isUnauthorized(event.error),
  },
  actions: {
    // Side effects, provided by the app (browser storage, router, toasts).
    storeAuth: (_, _data: AuthData) => {},
    storeTokens: (_, _tokens: { accessToken: string; refreshToken: string }) => {},
    storeUser: (_, _user: User) => {},
    /** Browser storage forgets the tokens and the user. */
    storeLoggedOut: () => {},
    /** `to: null` = stay. */
    navigate: (_, _to: { to: string | null }) => {},
    notifySuccess: (_, _p: { message: string }) => {},
    notifyError: (_, _p: { message: string }) => {},

    setUser: assign({ user: (_, user: User | null) => user }),
    setRedirect: assign({ redirectTo: (_, to: string | null) => to }),
    setError: assign({ error: (_, error: { op: SessionOp; message: string }) => error }),
    clearError: assign({ error: null }),
    setResetRequested: assign({ resetRequested: (_, sent: boolean) => sent }),
    setChange: assign({ change: ({ event }) => toChange(event) }),
  },
});
