/**
 * Model-based tests of the session machine: spec §4 Session (and §5/§8 for the auth messages) as
 * abstract models whose every transition drives the REAL machine (provided actors, simulated clock).
 * Coverage of the real machine (every state, every transition) is asserted after all paths ran.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { assign, setup, type SnapshotFrom } from 'xstate';
import { createTestModel } from 'xstate/graph';
import type { User } from '../../contract/auth';
import { ApiError } from '../../src/api/errors';
import { machine, type SessionInput } from '../../src/machines/session/machine';
import { errorText, successText } from '../../src/text/zh';
import { trackCoverage } from './coverage';
import { edgePaths, runPath } from './model-paths';
import {
  AVATAR_PATH,
  authData,
  replies,
  type SessionSut,
  serverUser,
  startSession,
  storedUser,
  updatedUser,
} from './session-harness';

export const sessionCoverage = trackCoverage();

const MSG = {
  unauthorized: '用户名或密码错误',
  server: errorText.server,
  network: errorText.network,
  invalid: errorText.invalidResponse,
};

// ---------------------------------------------------------------------------------------------
// Model A: the session's life (login, register, social login, restore, validation, account
// changes, logout, expiry).

type UserTag = null | { base: 'stored' | 'server' | 'renamed'; avatar: boolean };
type ChangeKind = 'profile' | 'avatar' | 'password';
interface AuthModelContext {
  user: UserTag;
  error: { op: string; message: string } | null;
  change: ChangeKind | null;
  effects: string[];
}
type Stored = 'full' | 'none' | 'tokenOnly' | 'userOnly' | 'userNoId';
type AuthModelEvent =
  | { type: 'BOOT'; stored: Stored }
  | { type: 'LOGIN' }
  | { type: 'REGISTER' }
  | { type: 'SOCIAL' }
  | { type: 'LOGOUT' }
  | { type: 'EXPIRED' }
  | { type: 'VALIDATE' }
  | { type: 'REFRESH_PROFILE' }
  | { type: 'UPDATE_PROFILE' }
  | { type: 'UPLOAD_AVATAR' }
  | { type: 'CHANGE_PASSWORD' }
  | { type: 'WAIT'; ms: 60_000 | 240_000 }
  | { type: 'OK' }
  | { type: 'BAD_DATA' }
  | { type: 'E401' }
  | { type: 'E500' }
  | { type: 'NETWORK' };

const fx = (...effects: string[]) => assign<AuthModelContext, AuthModelEvent, undefined, AuthModelEvent, never>({ effects });
const fxError = (op: string, message: string, ...effects: string[]) =>
  assign<AuthModelContext, AuthModelEvent, undefined, AuthModelEvent, never>({ error: { op, message }, effects });

const EXPIRED_FX = ['clear', `toast.error:${errorText.sessionExpired}`, 'nav:/auth/login'];
const LOGOUT_FX = ['clear', `toast.success:${successText.logout}`, 'nav:/'];

const expired = { target: '#authModel.anonymous', actions: assign({ user: null, effects: EXPIRED_FX }) } as const;
const ignored = { actions: fx() } as const;

/** Account changes and logout are possible in every settled logged-in state. */
const loggedInEvents = {
  UPDATE_PROFILE: { target: 'changing', actions: assign({ change: 'profile', error: null, effects: ['call:changeAccount'] }) },
  UPLOAD_AVATAR: { target: 'changing', actions: assign({ change: 'avatar', error: null, effects: ['call:changeAccount'] }) },
  CHANGE_PASSWORD: {
    target: 'changing',
    actions: assign({ change: 'password', error: null, effects: ['call:changeAccount'] }),
  },
  LOGOUT: { target: '#authModel.loggingOut', actions: fx('call:logout') },
  EXPIRED: expired,
} as const;

const authFailure = (op: 'login' | 'register') => ({
  BAD_DATA: { target: 'anonymous', actions: fxError(op, MSG.invalid, `toast.error:${MSG.invalid}`) },
  E401: { target: 'anonymous', actions: fxError(op, MSG.unauthorized, `toast.error:${MSG.unauthorized}`) },
  E500: { target: 'anonymous', actions: fxError(op, MSG.server, `toast.error:${MSG.server}`) },
  NETWORK: { target: 'anonymous', actions: fxError(op, MSG.network, `toast.error:${MSG.network}`) },
  EXPIRED: expired,
});

const socialFailure = {
  target: 'anonymous',
  actions: fxError('social', errorText.socialFailed, 'clear', `toast.error:${errorText.socialFailed}`),
} as const;

const CHANGE_SUCCESS: Record<ChangeKind, string[]> = {
  profile: ['store.user', `toast.success:${successText.profileUpdated}`, 'nav:/auth/profile'],
  avatar: ['store.user', `toast.success:${successText.avatarUpdated}`],
  password: ['store.user', `toast.success:${successText.passwordChanged}`, 'nav:/auth/profile'],
};

const changeFailure = (message: string) => ({
  target: 'fresh',
  actions: assign<AuthModelContext, AuthModelEvent, undefined, AuthModelEvent, never>({
    error: ({ context }) => ({ op: context.change!, message }),
    effects: [`toast.error:${message}`],
  }),
});

const authModel = setup({
  types: { context: {} as AuthModelContext, events: {} as AuthModelEvent },
  guards: {
    restores: ({ event }) => event.type === 'BOOT' && event.stored === 'full',
  },
}).createMachine({
  id: 'authModel',
  context: { user: null, error: null, change: null, effects: [] },
  initial: 'boot',
  states: {
    /** Before the app starts: what browser storage holds decides the first state. */
    boot: {
      on: {
        BOOT: [
          {
            guard: 'restores',
            target: 'authenticated.validating',
            actions: assign({ user: { base: 'stored', avatar: false }, effects: ['call:fetchMe'] }),
          },
          { target: 'anonymous', actions: fx() },
        ],
      },
    },
    anonymous: {
      on: {
        LOGIN: { target: 'loggingIn', actions: assign({ error: null, effects: ['call:login'] }) },
        REGISTER: { target: 'registering', actions: assign({ error: null, effects: ['call:register'] }) },
        SOCIAL: { target: 'socialCompleting', actions: assign({ error: null, effects: ['store.tokens', 'call:fetchMe'] }) },
        EXPIRED: expired,
        VALIDATE: ignored,
        REFRESH_PROFILE: ignored,
        LOGOUT: ignored,
        WAIT: ignored,
      },
    },
    loggingIn: {
      on: {
        OK: {
          target: 'authenticated.fresh',
          actions: assign({
            user: { base: 'server', avatar: false },
            effects: ['store.auth', `toast.success:${successText.login}`, 'nav:/history'],
          }),
        },
        ...authFailure('login'),
      },
    },
    registering: {
      on: {
        OK: {
          target: 'authenticated.fresh',
          actions: assign({
            user: { base: 'server', avatar: false },
            effects: ['store.auth', `toast.success:${successText.register}`, 'nav:/'],
          }),
        },
        ...authFailure('register'),
      },
    },
    socialCompleting: {
      on: {
        OK: {
          target: 'authenticated.fresh',
          actions: assign({
            user: { base: 'server', avatar: false },
            effects: ['store.user', `toast.success:${successText.login}`, 'nav:/'],
          }),
        },
        E401: socialFailure,
        E500: socialFailure,
        EXPIRED: expired,
      },
    },
    authenticated: {
      initial: 'validating',
      states: {
        validating: {
          on: {
            OK: { target: 'fresh', actions: assign({ user: { base: 'server', avatar: false }, effects: ['store.user'] }) },
            // Only a 401 ends the session; other failures keep it.
            E401: { target: '#authModel.anonymous', actions: assign({ user: null, effects: ['clear'] }) },
            E500: { target: 'fresh', actions: fx() },
            NETWORK: { target: 'fresh', actions: fx() },
            REFRESH_PROFILE: { target: 'validating', reenter: true, actions: fx('call:fetchMe') },
            VALIDATE: ignored,
            WAIT: ignored,
            ...loggedInEvents,
          },
        },
        /** Validated under 60 s ago. */
        fresh: {
          on: {
            WAIT: [
              { guard: ({ event }) => event.type === 'WAIT' && event.ms === 60_000, target: 'stale', actions: fx() },
            ],
            VALIDATE: ignored,
            REFRESH_PROFILE: { target: 'validating', actions: fx('call:fetchMe') },
            ...loggedInEvents,
          },
        },
        stale: {
          on: {
            // 60 s + 240 s = every 300 s.
            WAIT: [
              {
                guard: ({ event }) => event.type === 'WAIT' && event.ms === 240_000,
                target: 'validating',
                actions: fx('call:fetchMe'),
              },
            ],
            VALIDATE: { target: 'validating', actions: fx('call:fetchMe') },
            REFRESH_PROFILE: { target: 'validating', actions: fx('call:fetchMe') },
            ...loggedInEvents,
          },
        },
        changing: {
          on: {
            OK: {
              target: 'fresh',
              actions: assign({
                user: ({ context }) => {
                  const u = context.user!;
                  if (context.change === 'profile') return { base: 'renamed', avatar: false };
                  if (context.change === 'avatar') return { ...u, avatar: true };
                  return u;
                },
                effects: ({ context }) => CHANGE_SUCCESS[context.change!],
              }),
            },
            E401: {
              target: '#authModel.anonymous',
              actions: assign({ user: null, effects: ['clear', `toast.error:${errorText.reLogin}`] }),
            },
            E500: changeFailure(MSG.server),
            NETWORK: changeFailure(MSG.network),
            REFRESH_PROFILE: ignored,
            VALIDATE: ignored,
            LOGOUT: loggedInEvents.LOGOUT,
            EXPIRED: expired,
          },
        },
      },
    },
    /** Logout ignores the server's answer. */
    loggingOut: {
      on: {
        OK: { target: 'anonymous', actions: assign({ user: null, effects: LOGOUT_FX }) },
        E500: { target: 'anonymous', actions: assign({ user: null, effects: LOGOUT_FX }) },
      },
    },
  },
});

type ModelSnap = SnapshotFrom<typeof authModel>;

const BOOT_INPUT: Record<Stored, SessionInput> = {
  full: { user: storedUser, hasToken: true },
  none: { user: null, hasToken: false },
  tokenOnly: { user: null, hasToken: true },
  userOnly: { user: storedUser, hasToken: false },
  userNoId: { user: { ...storedUser, id: '' }, hasToken: true },
};

function userFixture(tag: UserTag): User | null {
  if (!tag) return null;
  const base = { stored: storedUser, server: serverUser, renamed: updatedUser }[tag.base];
  return tag.avatar ? { ...base, avatar_path: AVATAR_PATH } : base;
}

function okValue(sut: SessionSut): unknown {
  const [name, ctl] = sut.inFlight();
  switch (name) {
    case 'login':
    case 'register':
      return authData;
    case 'fetchMe':
      return serverUser;
    case 'changeAccount': {
      const kind = ctl.open()[0].input as { kind: ChangeKind };
      if (kind.kind === 'profile') return { user: updatedUser };
      if (kind.kind === 'avatar') return { avatar_path: AVATAR_PATH };
      return {};
    }
    default:
      return undefined;
  }
}

const stateName = (value: unknown): string =>
  typeof value === 'string' ? value : Object.entries(value as Record<string, unknown>).map(([k, v]) => `${k}.${stateName(v)}`)[0];

/** The effects a step must produce do not shape what happens next: they do not split vertices. */
const withoutEffects = (s: { value: unknown; context: object }) =>
  JSON.stringify({ value: s.value, context: { ...s.context, effects: undefined } });

const authTestModel = createTestModel(authModel, {
  serializeState: withoutEffects,
  events: [
    ...(['full', 'none', 'tokenOnly', 'userOnly', 'userNoId'] as const).map((stored) => ({ type: 'BOOT' as const, stored })),
    { type: 'LOGIN' },
    { type: 'REGISTER' },
    { type: 'SOCIAL' },
    { type: 'LOGOUT' },
    { type: 'EXPIRED' },
    { type: 'VALIDATE' },
    { type: 'REFRESH_PROFILE' },
    { type: 'UPDATE_PROFILE' },
    { type: 'UPLOAD_AVATAR' },
    { type: 'CHANGE_PASSWORD' },
    { type: 'WAIT', ms: 60_000 },
    { type: 'WAIT', ms: 240_000 },
    { type: 'OK' },
    { type: 'BAD_DATA' },
    { type: 'E401' },
    { type: 'E500' },
    { type: 'NETWORK' },
  ],
});

describe('session (model-based): login, restore, validation, account changes, logout', () => {
  const paths = edgePaths(authTestModel, withoutEffects);
  it('the model has a path for every transition', () => {
    expect(paths.length).toBeGreaterThan(100);
  });
  for (const path of paths) {
    it(path.description, async () => {
      let sut: SessionSut | null = null;
      const real = () => {
        if (!sut) throw new Error('not booted');
        return sut;
      };
      const send = (event: Parameters<SessionSut['actor']['send']>[0]) => {
        real().actor.send(event);
      };
      await runPath<ModelSnap, AuthModelEvent>(authModel, path, {
        events: {
          BOOT: (event) => {
            sut = startSession(BOOT_INPUT[event.stored], sessionCoverage);
          },
          LOGIN: () => send({ type: 'session.login', credentials: { username: 'a', password: 'b' }, redirectTo: '/history' }),
          REGISTER: () =>
            send({ type: 'session.register', input: { username: 'a', email: 'a@b.c', password: 'p', invite_code: 'i' } }),
          SOCIAL: () => send({ type: 'session.socialLogin', accessToken: 'sa', refreshToken: 'sr' }),
          LOGOUT: () => send({ type: 'session.logout' }),
          EXPIRED: () => send({ type: 'session.expired' }),
          VALIDATE: () => send({ type: 'session.validate' }),
          REFRESH_PROFILE: () => send({ type: 'session.refreshProfile' }),
          UPDATE_PROFILE: () => send({ type: 'session.updateProfile', patch: { username: 'renamed' }, then: '/auth/profile' }),
          UPLOAD_AVATAR: () => send({ type: 'session.uploadAvatar', file: new File(['x'], 'a.png', { type: 'image/png' }) }),
          CHANGE_PASSWORD: () =>
            send({
              type: 'session.changePassword',
              body: { old_password: 'old', new_password: 'newpassword' },
              then: '/auth/profile',
            }),
          WAIT: (event) => {
            real().clock.increment(event.ms);
          },
          OK: async () => {
            const s = real();
            await s.inFlight()[1].resolveLatest(okValue(s) as never);
          },
          BAD_DATA: async () => {
            await real().inFlight()[1].resolveLatest({ user: serverUser } as never);
          },
          E401: () => real().inFlight()[1].rejectLatest(replies.unauthorized()),
          E500: () => real().inFlight()[1].rejectLatest(replies.serverError()),
          NETWORK: () => real().inFlight()[1].rejectLatest(replies.network()),
        },
        check: (state) => {
          {
            const s = real();
            const snap = s.actor.getSnapshot();
            expect(s.authState()).toBe(stateName(state.value));
            expect(snap.context.user).toEqual(userFixture(state.context.user));
            expect(snap.context.error).toEqual(state.context.error);
            expect(s.takeEffects()).toEqual(state.context.effects);
            expect(s.recoveryState()).toBe('idle');
          }
        },
      });
    });
  }
});

// ---------------------------------------------------------------------------------------------
// Model B: password recovery (request the email, set a new password), independent of login.

interface RecoveryContext {
  error: { op: string; message: string } | null;
  resetRequested: boolean;
  effects: string[];
}
type RecoveryEvent = { type: 'REQUEST_RESET' } | { type: 'RESET' } | { type: 'CLEAR_ERROR' } | { type: 'OK' } | { type: 'E400' } | { type: 'NETWORK' };

const E400_MSG = '邮箱格式不正确';
const rfx = (effects: string[]) => assign<RecoveryContext, RecoveryEvent, undefined, RecoveryEvent, never>({ effects });
const rfail = (op: string, message: string) => ({
  target: 'idle',
  actions: assign<RecoveryContext, RecoveryEvent, undefined, RecoveryEvent, never>({
    error: { op, message },
    effects: [`toast.error:${message}`],
  }),
});
const clearError = { actions: assign<RecoveryContext, RecoveryEvent, undefined, RecoveryEvent, never>({ error: null, effects: [] }) };

const recoveryModel = setup({ types: { context: {} as RecoveryContext, events: {} as RecoveryEvent } }).createMachine({
  id: 'recoveryModel',
  context: { error: null, resetRequested: false, effects: [] },
  initial: 'idle',
  states: {
    idle: {
      on: {
        REQUEST_RESET: {
          target: 'requestingReset',
          actions: assign({ error: null, resetRequested: false, effects: ['call:requestReset'] }),
        },
        RESET: { target: 'resetting', actions: assign({ error: null, effects: ['call:resetPassword'] }) },
        CLEAR_ERROR: clearError,
      },
    },
    requestingReset: {
      on: {
        OK: {
          target: 'idle',
          actions: assign({ resetRequested: true, effects: [`toast.success:${successText.resetEmailSent}`] }),
        },
        E400: rfail('resetRequest', E400_MSG),
        NETWORK: rfail('resetRequest', MSG.network),
        RESET: { actions: rfx([]) },
        CLEAR_ERROR: clearError,
      },
    },
    resetting: {
      on: {
        OK: { target: 'idle', actions: rfx([`toast.success:${successText.passwordReset}`, 'nav:/auth/login']) },
        E400: rfail('reset', E400_MSG),
        NETWORK: rfail('reset', MSG.network),
        CLEAR_ERROR: clearError,
      },
    },
  },
});

type RecoverySnap = SnapshotFrom<typeof recoveryModel>;

const recoveryTestModel = createTestModel(recoveryModel, {
  serializeState: withoutEffects,
  events: [{ type: 'REQUEST_RESET' }, { type: 'RESET' }, { type: 'CLEAR_ERROR' }, { type: 'OK' }, { type: 'E400' }, { type: 'NETWORK' }],
});

describe('session (model-based): password recovery', () => {
  for (const path of edgePaths(recoveryTestModel, withoutEffects)) {
    it(path.description, async () => {
      const sut = startSession({ user: null, hasToken: false }, sessionCoverage);
      sut.takeEffects();
      await runPath<RecoverySnap, RecoveryEvent>(recoveryModel, path, {
        events: {
          REQUEST_RESET: () => sut.actor.send({ type: 'session.requestReset', email: 'a@b.c' }),
          RESET: () => sut.actor.send({ type: 'session.resetPassword', token: 't', password: 'newpassword' }),
          CLEAR_ERROR: () => sut.actor.send({ type: 'session.clearError' }),
          OK: () => sut.inFlight()[1].resolveLatest(undefined as never),
          E400: () => sut.inFlight()[1].rejectLatest(new ApiError({ status: 400, serverMessage: E400_MSG })),
          NETWORK: () => sut.inFlight()[1].rejectLatest(replies.network()),
        },
        check: (state) => {
          {
            const snap = sut.actor.getSnapshot();
            expect(sut.recoveryState()).toBe(state.value);
            expect(sut.authState()).toBe('anonymous');
            expect(snap.context.error).toEqual(state.context.error);
            expect(snap.context.resetRequested).toBe(state.context.resetRequested);
            expect(sut.takeEffects()).toEqual(state.context.effects);
          }
        },
      });
    });
  }
});

afterAll(() => {
  sessionCoverage.assertComplete(machine);
});
