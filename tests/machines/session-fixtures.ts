/** The REAL session machine wired to the general harness, and the users and replies its tests use. */
import type { StateValue } from 'xstate';
import type { AuthData, LoginBody, User } from '../../contract/auth';
import type { RegisterInput } from '../../src/api/auth';
import { ApiError } from '../../src/api/errors';
import { type AccountChange, type AccountChangeResult, machine, type SessionInput } from '../../src/machines/session/machine';
import type { Coverage } from './coverage';
import { controllable, effectLog, logicOf, oneInFlight, startOnClock, statePath } from './harness';

export const storedUser: User = {
  id: 'u1',
  username: 'stored',
  email: 'stored@example.com',
  credits: 10,
  avatar_path: null,
  created_at: '2025-01-01T00:00:00.000Z',
};
export const serverUser: User = { ...storedUser, username: 'server', credits: 7 };
export const updatedUser: User = { ...serverUser, username: 'renamed' };
export const AVATAR_PATH = '/uploads/new.png';

export const authData: AuthData = { user: serverUser, access_token: 'acc', refresh_token: 'ref' };

export const replies = {
  unauthorized: () => new ApiError({ status: 401, serverMessage: '用户名或密码错误' }),
  serverError: () => new ApiError({ status: 500 }),
  network: () => new ApiError({ status: null }),
};

type Message = { message: string };

export function startSession(input: SessionInput, coverage?: Coverage) {
  const log = effectLog();
  const actors = {
    login: controllable<Partial<AuthData> | undefined, LoginBody>('login', log.called('login')),
    register: controllable<Partial<AuthData> | undefined, RegisterInput>('register', log.called('register')),
    fetchMe: controllable<User, void>('fetchMe', log.called('fetchMe')),
    changeAccount: controllable<AccountChangeResult, AccountChange>('changeAccount', log.called('changeAccount')),
    logout: controllable<void, void>('logout', log.called('logout')),
    requestReset: controllable<void, { email: string }>('requestReset', log.called('requestReset')),
    resetPassword: controllable<void, { token: string; password: string }>('resetPassword', log.called('resetPassword')),
  };
  const logic = machine.provide({
    actors: logicOf(actors),
    actions: {
      storeAuth: log.action('storeAuth', () => 'store.auth'),
      storeTokens: log.action('storeTokens', () => 'store.tokens'),
      storeUser: log.action('storeUser', () => 'store.user'),
      storeLoggedOut: log.action('storeLoggedOut', () => 'clear'),
      navigate: log.action<{ to: string | null }>('navigate', ({ to }) => (to ? `nav:${to}` : null)),
      notifySuccess: log.action<Message>('notifySuccess', ({ message }) => `toast.success:${message}`),
      notifyError: log.action<Message>('notifyError', ({ message }) => `toast.error:${message}`),
    },
  });
  const { actor, clock } = startOnClock(logic, { input, coverage });
  const region = (name: 'auth' | 'recovery') => statePath((actor.getSnapshot().value as Record<string, StateValue>)[name]);

  return {
    actor,
    clock,
    actors,
    effects: log.labels,
    /** What went to browser storage. */
    stored: {
      get auth() {
        return log.paramsOf<AuthData>('storeAuth');
      },
      get users() {
        return log.paramsOf<User>('storeUser');
      },
      get tokens() {
        return log.paramsOf<{ accessToken: string; refreshToken: string }>('storeTokens');
      },
    },
    /** The one actor call in flight (a test error when there is none or several). */
    inFlight: () => oneInFlight(actors),
    /** Effects since the last call, then forgets them. */
    takeEffects: log.take,
    authState: () => region('auth'),
    recoveryState: () => region('recovery'),
  };
}

export type SessionSut = ReturnType<typeof startSession>;
