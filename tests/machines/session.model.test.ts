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
import { statePath } from './harness';
import { edgePaths, runPath } from './model-paths';
import { AVATAR_PATH, authData, replies, type SessionSut, serverUser, startSession, storedUser, updatedUser } from './session-fixtures';

const sessionCoverage = trackCoverage();

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
  | { type: 'boot'; stored: Stored }
  | { type: 'login' }
  | { type: 'register' }
  | { type: 'social' }
  | { type: 'logout' }
  | { type: 'expired' }
  | { type: 'validate' }
  | { type: 'refreshProfile' }
  | { type: 'updateProfile' }
  | { type: 'uploadAvatar' }
  | { type: 'changePassword' }
  | { type: 'wait'; ms: 60_000 | 240_000 }
  | { type: 'ok' }
  | { type: 'badData' }
  | { type: 'e401' }
  | { type: 'e500' }
  | { type: 'network' };

/**
 * Shared transition configs for several events: xstate types each transition by its own event, so
 * these are typed loosely (the model machine is test code; its behaviour is what the tests check).
 */
const tr = (config: object) => config as never;
const fx = (...effects: string[]) => assign({ effects }) as never;
const fxError = (op: string, message: string, ...effects: string[]) => assign({ error: { op, message }, effects }) as never;

const EXPIRED_FX = ['clear', `toast.error:${errorText.sessionExpired}`, 'nav:/auth/login'];
const LOGOUT_FX = ['clear', `toast.success:${successText.logout}`, 'nav:/'];

const expired = tr({ target: '#authModel.anonymous', actions: assign({ user: null, effects: EXPIRED_FX }) });
const ignored = tr({ actions: fx() });

/** Account changes and logout are possible in every settled logged-in state. */
const loggedInEvents = {
  updateProfile: tr({ target: 'changing', actions: assign({ change: 'profile', error: null, effects: ['call:changeAccount'] }) }),
  uploadAvatar: tr({ target: 'changing', actions: assign({ change: 'avatar', error: null, effects: ['call:changeAccount'] }) }),
  changePassword: tr({
    target: 'changing',
    actions: assign({ change: 'password', error: null, effects: ['call:changeAccount'] }),
  }),
  logout: tr({ target: '#authModel.loggingOut', actions: fx('call:logout') }),
  expired: expired,
};

const authFailure = (op: 'login' | 'register') => ({
  badData: tr({ target: 'anonymous', actions: fxError(op, MSG.invalid, `toast.error:${MSG.invalid}`) }),
  e401: tr({ target: 'anonymous', actions: fxError(op, MSG.unauthorized, `toast.error:${MSG.unauthorized}`) }),
  e500: tr({ target: 'anonymous', actions: fxError(op, MSG.server, `toast.error:${MSG.server}`) }),
  network: tr({ target: 'anonymous', actions: fxError(op, MSG.network, `toast.error:${MSG.network}`) }),
  expired: expired,
});

const socialFailure = tr({
  target: 'anonymous',
  actions: fxError('social', errorText.socialFailed, 'clear', `toast.error:${errorText.socialFailed}`),
});

const CHANGE_SUCCESS: Record<ChangeKind, string[]> = {
  profile: ['store.user', `toast.success:${successText.profileUpdated}`, 'nav:/auth/profile'],
  avatar: ['store.user', `toast.success:${successText.avatarUpdated}`],
  password: ['store.user', `toast.success:${successText.passwordChanged}`, 'nav:/auth/profile'],
};

const changeFailure = (message: string) =>
  tr({
    target: 'fresh',
    actions: assign({
      error: ({ context }: { context: AuthModelContext }) => ({ op: context.change!, message }),
      effects: [`toast.error:${message}`],
    }),
  });

const authModel = setup({
  types: { context: {} as AuthModelContext, events: {} as AuthModelEvent },
  guards: {
    restores: ({ event }) => event.type === 'boot' && event.stored === 'full',
  },
}).createMachine({
  id: 'authModel',
  context: { user: null, error: null, change: null, effects: [] },
  initial: 'boot',
  states: {
    /** Before the app starts: what browser storage holds decides the first state. */
    boot: {
      on: {
        boot: [
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
        login: { target: 'loggingIn', actions: assign({ error: null, effects: ['call:login'] }) },
        register: { target: 'registering', actions: assign({ error: null, effects: ['call:register'] }) },
        social: { target: 'socialCompleting', actions: assign({ error: null, effects: ['store.tokens', 'call:fetchMe'] }) },
        expired: expired,
        validate: ignored,
        refreshProfile: ignored,
        logout: ignored,
        wait: ignored,
      },
    },
    loggingIn: {
      on: {
        ok: {
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
        ok: {
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
        ok: {
          target: 'authenticated.fresh',
          actions: assign({
            user: { base: 'server', avatar: false },
            effects: ['store.user', `toast.success:${successText.login}`, 'nav:/'],
          }),
        },
        e401: socialFailure,
        e500: socialFailure,
        expired: expired,
      },
    },
    authenticated: {
      initial: 'validating',
      states: {
        validating: {
          on: {
            ok: { target: 'fresh', actions: assign({ user: { base: 'server', avatar: false }, effects: ['store.user'] }) },
            // Only a 401 ends the session; other failures keep it.
            e401: { target: '#authModel.anonymous', actions: assign({ user: null, effects: ['clear'] }) },
            e500: { target: 'fresh', actions: fx() },
            network: { target: 'fresh', actions: fx() },
            refreshProfile: { target: 'validating', reenter: true, actions: fx('call:fetchMe') },
            validate: ignored,
            wait: ignored,
            ...loggedInEvents,
          },
        },
        /** Validated under 60 s ago. */
        fresh: {
          on: {
            wait: [{ guard: ({ event }) => event.type === 'wait' && event.ms === 60_000, target: 'stale', actions: fx() }],
            validate: ignored,
            refreshProfile: { target: 'validating', actions: fx('call:fetchMe') },
            ...loggedInEvents,
          },
        },
        stale: {
          on: {
            // 60 s + 240 s = every 300 s.
            wait: [
              {
                guard: ({ event }) => event.type === 'wait' && event.ms === 240_000,
                target: 'validating',
                actions: fx('call:fetchMe'),
              },
            ],
            validate: { target: 'validating', actions: fx('call:fetchMe') },
            refreshProfile: { target: 'validating', actions: fx('call:fetchMe') },
            ...loggedInEvents,
          },
        },
        changing: {
          on: {
            ok: {
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
            e401: {
              target: '#authModel.anonymous',
              actions: assign({ user: null, effects: ['clear', `toast.error:${errorText.reLogin}`] }),
            },
            e500: changeFailure(MSG.server),
            network: changeFailure(MSG.network),
            refreshProfile: ignored,
            validate: ignored,
            logout: loggedInEvents.logout,
            expired: expired,
          },
        },
      },
    },
    /** Logout ignores the server's answer. */
    loggingOut: {
      on: {
        ok: { target: 'anonymous', actions: assign({ user: null, effects: LOGOUT_FX }) },
        e500: { target: 'anonymous', actions: assign({ user: null, effects: LOGOUT_FX }) },
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

/** The effects a step must produce do not shape what happens next: they do not split vertices. */
const withoutEffects = (s: { value: unknown; context: object }) =>
  JSON.stringify({ value: s.value, context: { ...s.context, effects: undefined } });

const authTestModel = createTestModel(authModel, {
  serializeState: withoutEffects,
  events: [
    ...(['full', 'none', 'tokenOnly', 'userOnly', 'userNoId'] as const).map((stored) => ({ type: 'boot' as const, stored })),
    { type: 'login' },
    { type: 'register' },
    { type: 'social' },
    { type: 'logout' },
    { type: 'expired' },
    { type: 'validate' },
    { type: 'refreshProfile' },
    { type: 'updateProfile' },
    { type: 'uploadAvatar' },
    { type: 'changePassword' },
    { type: 'wait', ms: 60_000 },
    { type: 'wait', ms: 240_000 },
    { type: 'ok' },
    { type: 'badData' },
    { type: 'e401' },
    { type: 'e500' },
    { type: 'network' },
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
          boot: (event) => {
            sut = startSession(BOOT_INPUT[event.stored], sessionCoverage);
          },
          login: () => send({ type: 'session.login', credentials: { username: 'a', password: 'b' }, redirectTo: '/history' }),
          register: () => send({ type: 'session.register', input: { username: 'a', email: 'a@b.c', password: 'p', invite_code: 'i' } }),
          social: () => send({ type: 'session.completeSocialLogin', accessToken: 'sa', refreshToken: 'sr' }),
          logout: () => send({ type: 'session.logout' }),
          expired: () => send({ type: 'session.expired' }),
          validate: () => send({ type: 'session.validate' }),
          refreshProfile: () => send({ type: 'session.refreshProfile' }),
          updateProfile: () => send({ type: 'session.updateProfile', patch: { username: 'renamed' }, navigateTo: '/auth/profile' }),
          uploadAvatar: () => send({ type: 'session.uploadAvatar', file: new File(['x'], 'a.png', { type: 'image/png' }) }),
          changePassword: () =>
            send({
              type: 'session.changePassword',
              body: { old_password: 'old', new_password: 'newpassword' },
              navigateTo: '/auth/profile',
            }),
          wait: (event) => {
            real().clock.increment(event.ms);
          },
          ok: async () => {
            const s = real();
            await s.inFlight()[1].resolveLatest(okValue(s) as never);
          },
          badData: async () => {
            await real()
              .inFlight()[1]
              .resolveLatest({ user: serverUser } as never);
          },
          e401: () => real().inFlight()[1].rejectLatest(replies.unauthorized()),
          e500: () => real().inFlight()[1].rejectLatest(replies.serverError()),
          network: () => real().inFlight()[1].rejectLatest(replies.network()),
        },
        check: (state) => {
          {
            const s = real();
            const snap = s.actor.getSnapshot();
            expect(s.authState()).toBe(statePath(state.value));
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
type RecoveryEvent =
  | { type: 'requestReset' }
  | { type: 'reset' }
  | { type: 'clearError' }
  | { type: 'ok' }
  | { type: 'e400' }
  | { type: 'network' };

const E400_MSG = '邮箱格式不正确';
const rfx = (effects: string[]) => assign<RecoveryContext, RecoveryEvent, undefined, RecoveryEvent, never>({ effects });
const rfail = (op: string, message: string) => ({
  target: 'idle',
  actions: assign<RecoveryContext, RecoveryEvent, undefined, RecoveryEvent, never>({
    error: { op, message },
    effects: [`toast.error:${message}`],
  }),
});
const clearError = {
  actions: assign<RecoveryContext, RecoveryEvent, undefined, RecoveryEvent, never>({ error: null, resetRequested: false, effects: [] }),
};

const recoveryModel = setup({ types: { context: {} as RecoveryContext, events: {} as RecoveryEvent } }).createMachine({
  id: 'recoveryModel',
  context: { error: null, resetRequested: false, effects: [] },
  initial: 'idle',
  states: {
    idle: {
      on: {
        requestReset: {
          target: 'requestingReset',
          actions: assign({ error: null, resetRequested: false, effects: ['call:requestReset'] }),
        },
        reset: { target: 'resetting', actions: assign({ error: null, effects: ['call:resetPassword'] }) },
        clearError: clearError,
      },
    },
    requestingReset: {
      on: {
        ok: {
          target: 'idle',
          actions: assign({ resetRequested: true, effects: [`toast.success:${successText.resetEmailSent}`] }),
        },
        e400: rfail('resetRequest', E400_MSG),
        network: rfail('resetRequest', MSG.network),
        reset: { actions: rfx([]) },
        clearError: clearError,
      },
    },
    resetting: {
      on: {
        ok: { target: 'idle', actions: rfx([`toast.success:${successText.passwordReset}`, 'nav:/auth/login']) },
        e400: rfail('reset', E400_MSG),
        network: rfail('reset', MSG.network),
        clearError: clearError,
      },
    },
  },
});

type RecoverySnap = SnapshotFrom<typeof recoveryModel>;

const recoveryTestModel = createTestModel(recoveryModel, {
  serializeState: withoutEffects,
  events: [{ type: 'requestReset' }, { type: 'reset' }, { type: 'clearError' }, { type: 'ok' }, { type: 'e400' }, { type: 'network' }],
});

describe('session (model-based): password recovery', () => {
  for (const path of edgePaths(recoveryTestModel, withoutEffects)) {
    it(path.description, async () => {
      const sut = startSession({ user: null, hasToken: false }, sessionCoverage);
      sut.takeEffects();
      await runPath<RecoverySnap, RecoveryEvent>(recoveryModel, path, {
        events: {
          requestReset: () => sut.actor.send({ type: 'session.requestReset', email: 'a@b.c' }),
          reset: () => sut.actor.send({ type: 'session.resetPassword', token: 't', password: 'newpassword' }),
          clearError: () => sut.actor.send({ type: 'session.clearError' }),
          ok: () => sut.inFlight()[1].resolveLatest(undefined as never),
          e400: () => sut.inFlight()[1].rejectLatest(new ApiError({ status: 400, serverMessage: E400_MSG })),
          network: () => sut.inFlight()[1].rejectLatest(replies.network()),
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
