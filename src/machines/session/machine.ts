import { assign, fromPromise, setup } from 'xstate';
import type { AuthData, ChangePasswordBody, LoginBody, ProfilePatch, User } from '../../../contract/auth';
import type { RegisterInput } from '../../api/auth';
import { isUnauthorized, preferredMessage } from '../../api/errors';
import { REVALIDATION_INTERVAL_MS, VALIDATION_CACHE_MS } from '../../lib/constants';
import { errorText, successText } from '../../text/zh';

/** What the app found in browser storage at startup. */
export interface SessionInput {
  user: User | null;
  hasToken: boolean;
}

/** A form operation whose failure message the screens show. */
export type SessionOp =
  | 'login'
  | 'register'
  | 'social'
  | 'profile'
  | 'avatar'
  | 'password'
  | 'resetRequest'
  | 'reset';

export interface SessionContext {
  user: User | null;
  /** Where to go after login or register (the 'from' of the login redirect). */
  redirectTo: string | null;
  error: { op: SessionOp; message: string } | null;
  /** The reset email was sent (the reset form shows its notice until the next session.clearError). */
  resetRequested: boolean;
  /** The account change in flight. */
  change: AccountChange | null;
}

/** An account change made while logged in; `navigateTo` is where to go on success. */
export type AccountChange =
  | { kind: 'profile'; patch: ProfilePatch; navigateTo?: string }
  | { kind: 'avatar'; file: File; navigateTo?: string }
  | { kind: 'password'; body: ChangePasswordBody; navigateTo?: string };

export type SessionEvent =
  | { type: 'session.login'; credentials: LoginBody; redirectTo?: string }
  | { type: 'session.register'; input: RegisterInput; redirectTo?: string }
  /** Tokens read from the social-login redirect (#social=…). */
  | { type: 'session.socialLogin'; accessToken: string; refreshToken: string }
  | { type: 'session.logout' }
  /** Background validation request (e.g. the tab regained focus); honoured at most once per 60 s. */
  | { type: 'session.validate' }
  /** Re-fetch /auth/me now (after a submit, to refresh the credits). */
  | { type: 'session.refreshProfile' }
  | { type: 'session.updateProfile'; patch: ProfilePatch; navigateTo?: string }
  | { type: 'session.uploadAvatar'; file: File; navigateTo?: string }
  | { type: 'session.changePassword'; body: ChangePasswordBody; navigateTo?: string }
  /** A 401 from a task call (spec §4): clear auth data, toast, go to the login page. */
  | { type: 'session.expired' }
  | { type: 'session.requestReset'; email: string }
  | { type: 'session.resetPassword'; token: string; password: string }
  | { type: 'session.clearError' };

/** What an account change returned: a whole user, or only the new avatar path. */
export interface AccountChangeResult {
  user?: User;
  avatar_path?: string;
}

const SUCCESS_FOR_CHANGE: Record<AccountChange['kind'], string> = {
  profile: successText.profileUpdated,
  avatar: successText.avatarUpdated,
  password: successText.passwordChanged,
};
const FALLBACK_FOR_CHANGE: Record<AccountChange['kind'], string> = {
  profile: errorText.updateUserFailed,
  avatar: errorText.avatarUploadFailed,
  password: errorText.changePasswordFailed,
};

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

export const machine = setup({
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
    /** … and again 300 s after the last one. */
    revalidateAfterCache: REVALIDATION_INTERVAL_MS - VALIDATION_CACHE_MS,
  },
  guards: {
    hasStoredSession: ({ context }) => context.user !== null,
    hasAuthData: ({ event }) => 'output' in event && isAuthData(event.output),
    isUnauthorized: ({ event }) => 'error' in event && isUnauthorized(event.error),
  },
  actions: {
    // Side effects, provided by the app (storage, router, toasts).
    storeAuth: (_, _data: AuthData) => {},
    storeTokens: (_, _tokens: { accessToken: string; refreshToken: string }) => {},
    storeUser: (_, _user: User) => {},
    clearAuthData: () => {},
    /** `to: null` = stay. */
    navigate: (_, _to: { to: string | null }) => {},
    toastSuccess: (_, _p: { message: string }) => {},
    toastError: (_, _p: { message: string }) => {},

    setUser: assign({ user: (_, user: User | null) => user }),
    setRedirect: assign({ redirectTo: (_, to: string | null) => to }),
    setError: assign({ error: (_, error: { op: SessionOp; message: string }) => error }),
    clearError: assign({ error: null }),
    setResetRequested: assign({ resetRequested: (_, sent: boolean) => sent }),
    setChange: assign({ change: ({ event }) => toChange(event) }),
  },
}).createMachine({
  id: 'session',
  type: 'parallel',
  context: ({ input }) => ({
    user: input.hasToken && input.user?.id ? input.user : null,
    redirectTo: null,
    error: null,
    resetRequested: false,
    change: null,
  }),
  on: {
    // Forms start clean: neither an old failure nor an old "reset email sent" notice shows again.
    'session.clearError': { actions: ['clearError', { type: 'setResetRequested', params: false }] },
  },
  states: {
    auth: {
      initial: 'restoring',
      on: {
        'session.expired': {
          target: '.anonymous',
          actions: [
            'clearAuthData',
            { type: 'setUser', params: null },
            { type: 'toastError', params: { message: errorText.sessionExpired } },
            { type: 'navigate', params: { to: '/auth/login' } },
          ],
        },
      },
      states: {
        /** A stored token plus a stored user with an id restore the session (spec §4). */
        restoring: {
          always: [{ guard: 'hasStoredSession', target: 'authenticated' }, { target: 'anonymous' }],
        },
        anonymous: {
          on: {
            'session.login': {
              target: 'loggingIn',
              actions: ['clearError', { type: 'setRedirect', params: ({ event }) => event.redirectTo ?? null }],
            },
            'session.register': {
              target: 'registering',
              actions: ['clearError', { type: 'setRedirect', params: ({ event }) => event.redirectTo ?? null }],
            },
            'session.socialLogin': { target: 'socialCompleting', actions: 'clearError' },
          },
        },
        loggingIn: {
          invoke: {
            src: 'login',
            input: ({ event }) => (event.type === 'session.login' ? event.credentials : { username: '', password: '' }),
            onDone: [
              {
                guard: 'hasAuthData',
                target: 'authenticated.fresh',
                actions: [
                  { type: 'storeAuth', params: ({ event }) => event.output as AuthData },
                  { type: 'setUser', params: ({ event }) => (event.output as AuthData).user },
                  { type: 'toastSuccess', params: { message: successText.login } },
                  { type: 'navigate', params: ({ context }) => ({ to: context.redirectTo ?? '/' }) },
                ],
              },
              {
                target: 'anonymous',
                actions: [
                  { type: 'setError', params: { op: 'login', message: errorText.invalidResponse } },
                  { type: 'toastError', params: { message: errorText.invalidResponse } },
                ],
              },
            ],
            onError: {
              target: 'anonymous',
              actions: [
                { type: 'setError', params: ({ event }) => ({ op: 'login', message: preferredMessage(event.error, errorText.loginFailed) }) },
                { type: 'toastError', params: ({ event }) => ({ message: preferredMessage(event.error, errorText.loginFailed) }) },
              ],
            },
          },
        },
        registering: {
          invoke: {
            src: 'register',
            input: ({ event }) =>
              event.type === 'session.register'
                ? event.input
                : { username: '', email: '', password: '', invite_code: '' },
            onDone: [
              {
                guard: 'hasAuthData',
                target: 'authenticated.fresh',
                actions: [
                  { type: 'storeAuth', params: ({ event }) => event.output as AuthData },
                  { type: 'setUser', params: ({ event }) => (event.output as AuthData).user },
                  { type: 'toastSuccess', params: { message: successText.register } },
                  { type: 'navigate', params: ({ context }) => ({ to: context.redirectTo ?? '/' }) },
                ],
              },
              {
                target: 'anonymous',
                actions: [
                  { type: 'setError', params: { op: 'register', message: errorText.invalidResponse } },
                  { type: 'toastError', params: { message: errorText.invalidResponse } },
                ],
              },
            ],
            onError: {
              target: 'anonymous',
              actions: [
                {
                  type: 'setError',
                  params: ({ event }) => ({ op: 'register', message: preferredMessage(event.error, errorText.registerFailed) }),
                },
                { type: 'toastError', params: ({ event }) => ({ message: preferredMessage(event.error, errorText.registerFailed) }) },
              ],
            },
          },
        },
        /** Tokens came back from the identity provider; the user record comes from /auth/me. */
        socialCompleting: {
          entry: {
            type: 'storeTokens',
            params: ({ event }) =>
              event.type === 'session.socialLogin'
                ? { accessToken: event.accessToken, refreshToken: event.refreshToken }
                : { accessToken: '', refreshToken: '' },
          },
          invoke: {
            src: 'fetchMe',
            onDone: {
              target: 'authenticated.fresh',
              actions: [
                { type: 'storeUser', params: ({ event }) => event.output },
                { type: 'setUser', params: ({ event }) => event.output },
                { type: 'toastSuccess', params: { message: successText.login } },
                { type: 'navigate', params: { to: '/' } },
              ],
            },
            onError: {
              target: 'anonymous',
              actions: [
                'clearAuthData',
                { type: 'setError', params: { op: 'social', message: errorText.socialFailed } },
                { type: 'toastError', params: { message: errorText.socialFailed } },
              ],
            },
          },
        },
        authenticated: {
          initial: 'validating',
          on: {
            'session.logout': { target: 'loggingOut' },
            'session.updateProfile': { target: '.changing', actions: ['clearError', 'setChange'] },
            'session.uploadAvatar': { target: '.changing', actions: ['clearError', 'setChange'] },
            'session.changePassword': { target: '.changing', actions: ['clearError', 'setChange'] },
          },
          states: {
            /** Background validation: GET /auth/me. Only a 401 ends the session. */
            validating: {
              on: { 'session.refreshProfile': { target: 'validating', reenter: true } },
              invoke: {
                src: 'fetchMe',
                onDone: {
                  target: 'fresh',
                  actions: [
                    { type: 'storeUser', params: ({ event }) => event.output },
                    { type: 'setUser', params: ({ event }) => event.output },
                  ],
                },
                onError: [
                  {
                    guard: 'isUnauthorized',
                    target: '#session.auth.anonymous',
                    actions: ['clearAuthData', { type: 'setUser', params: null }],
                  },
                  { target: 'fresh' },
                ],
              },
            },
            /** Validated less than 60 s ago: validation requests are ignored. */
            fresh: {
              after: { validationCache: 'stale' },
              on: { 'session.refreshProfile': 'validating' },
            },
            stale: {
              after: { revalidateAfterCache: 'validating' },
              on: { 'session.validate': 'validating', 'session.refreshProfile': 'validating' },
            },
            changing: {
              invoke: {
                src: 'changeAccount',
                input: ({ context }) => context.change!,
                onDone: {
                  target: 'fresh',
                  actions: [
                    {
                      type: 'setUser',
                      params: ({ context, event }) =>
                        event.output.user ??
                        (context.user && event.output.avatar_path !== undefined
                          ? { ...context.user, avatar_path: event.output.avatar_path }
                          : context.user),
                    },
                    {
                      type: 'storeUser',
                      params: ({ context, event }) =>
                        (event.output.user ??
                          (context.user && event.output.avatar_path !== undefined
                            ? { ...context.user, avatar_path: event.output.avatar_path }
                            : context.user)) as User,
                    },
                    {
                      type: 'toastSuccess',
                      params: ({ context }) => ({ message: SUCCESS_FOR_CHANGE[context.change!.kind] }),
                    },
                    { type: 'navigate', params: ({ context }) => ({ to: context.change!.navigateTo ?? null }) },
                  ],
                },
                onError: [
                  {
                    guard: 'isUnauthorized',
                    target: '#session.auth.anonymous',
                    actions: [
                      'clearAuthData',
                      { type: 'setUser', params: null },
                      { type: 'toastError', params: { message: errorText.reLogin } },
                    ],
                  },
                  {
                    target: 'fresh',
                    actions: [
                      {
                        type: 'setError',
                        params: ({ context, event }) => {
                          const change = context.change!;
                          return { op: change.kind, message: preferredMessage(event.error, FALLBACK_FOR_CHANGE[change.kind]) };
                        },
                      },
                      {
                        type: 'toastError',
                        params: ({ context, event }) => ({
                          message: preferredMessage(event.error, FALLBACK_FOR_CHANGE[context.change!.kind]),
                        }),
                      },
                    ],
                  },
                ],
              },
            },
          },
        },
        /** Logout calls the server, ignores its failure, then clears local data (spec §4). */
        loggingOut: {
          invoke: {
            src: 'logout',
            onDone: {
              target: 'anonymous',
              actions: [
                'clearAuthData',
                { type: 'setUser', params: null },
                { type: 'toastSuccess', params: { message: successText.logout } },
                { type: 'navigate', params: { to: '/' } },
              ],
            },
            onError: {
              target: 'anonymous',
              actions: [
                'clearAuthData',
                { type: 'setUser', params: null },
                { type: 'toastSuccess', params: { message: successText.logout } },
                { type: 'navigate', params: { to: '/' } },
              ],
            },
          },
        },
      },
    },
    /** Password recovery works whether or not someone is logged in. */
    recovery: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'session.requestReset': {
              target: 'requestingReset',
              actions: ['clearError', { type: 'setResetRequested', params: false }],
            },
            'session.resetPassword': { target: 'resetting', actions: 'clearError' },
          },
        },
        requestingReset: {
          invoke: {
            src: 'requestReset',
            input: ({ event }) => ({ email: event.type === 'session.requestReset' ? event.email : '' }),
            onDone: {
              target: 'idle',
              actions: [
                { type: 'setResetRequested', params: true },
                { type: 'toastSuccess', params: { message: successText.resetEmailSent } },
              ],
            },
            onError: {
              target: 'idle',
              actions: [
                {
                  type: 'setError',
                  params: ({ event }) => ({ op: 'resetRequest', message: preferredMessage(event.error, errorText.resetEmailFailed) }),
                },
                { type: 'toastError', params: ({ event }) => ({ message: preferredMessage(event.error, errorText.resetEmailFailed) }) },
              ],
            },
          },
        },
        resetting: {
          invoke: {
            src: 'resetPassword',
            input: ({ event }) =>
              event.type === 'session.resetPassword'
                ? { token: event.token, password: event.password }
                : { token: '', password: '' },
            onDone: {
              target: 'idle',
              actions: [
                { type: 'toastSuccess', params: { message: successText.passwordReset } },
                { type: 'navigate', params: { to: '/auth/login' } },
              ],
            },
            onError: {
              target: 'idle',
              actions: [
                {
                  type: 'setError',
                  params: ({ event }) => ({ op: 'reset', message: preferredMessage(event.error, errorText.resetFailed) }),
                },
                { type: 'toastError', params: ({ event }) => ({ message: preferredMessage(event.error, errorText.resetFailed) }) },
              ],
            },
          },
        },
      },
    },
  },
});

export type SessionMachine = typeof machine;
