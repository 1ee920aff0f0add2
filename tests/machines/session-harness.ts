/** Drives the REAL session machine with controllable actors, a simulated clock and recorded effects. */
import { createActor, SimulatedClock } from 'xstate';
import type { AuthData, LoginBody, User } from '../../contract/auth';
import type { RegisterInput } from '../../src/api/auth';
import { ApiError } from '../../src/api/errors';
import {
  type AccountChange,
  type AccountChangeResult,
  machine,
  type SessionInput,
} from '../../src/machines/session/machine';
import type { Coverage } from './coverage';
import { controllable } from './harness';

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

export type Effect = string;

export function startSession(input: SessionInput, coverage?: Coverage) {
  const clock = new SimulatedClock();
  const effects: Effect[] = [];
  const call = (name: string) => () => effects.push(`call:${name}`);
  const actors = {
    login: controllable<Partial<AuthData> | undefined, LoginBody>('login', call('login')),
    register: controllable<Partial<AuthData> | undefined, RegisterInput>('register', call('register')),
    fetchMe: controllable<User, void>('fetchMe', call('fetchMe')),
    changeAccount: controllable<AccountChangeResult, AccountChange>('changeAccount', call('changeAccount')),
    logout: controllable<void, void>('logout', call('logout')),
    requestReset: controllable<void, { email: string }>('requestReset', call('requestReset')),
    resetPassword: controllable<void, { token: string; password: string }>('resetPassword', call('resetPassword')),
  };
  const stored: { auth: AuthData[]; users: User[]; tokens: Array<{ accessToken: string; refreshToken: string }> } = {
    auth: [],
    users: [],
    tokens: [],
  };
  const logic = machine.provide({
    actors: Object.fromEntries(Object.entries(actors).map(([k, v]) => [k, v.logic])) as never,
    actions: {
      storeAuth: (_, data) => {
        stored.auth.push(data);
        effects.push('store.auth');
      },
      storeTokens: (_, t) => {
        stored.tokens.push(t);
        effects.push('store.tokens');
      },
      storeUser: (_, user) => {
        stored.users.push(user);
        effects.push('store.user');
      },
      clearAuthData: () => {
        effects.push('clear');
      },
      navigate: (_, { to }) => {
        if (to) effects.push(`nav:${to}`);
      },
      toastSuccess: (_, { message }) => {
        effects.push(`toast.success:${message}`);
      },
      toastError: (_, { message }) => {
        effects.push(`toast.error:${message}`);
      },
    },
  });
  const actor = createActor(logic, { input, clock, inspect: coverage?.inspect }).start();

  /** The one actor call in flight (a test error when there is none or several). */
  const inFlight = () => {
    const open = Object.entries(actors).filter(([, c]) => c.open().length > 0);
    if (open.length !== 1) throw new Error(`expected one call in flight, got ${open.map(([k]) => k).join(',') || 'none'}`);
    return open[0] as [keyof typeof actors, (typeof actors)[keyof typeof actors]];
  };

  return {
    actor,
    clock,
    effects,
    stored,
    actors,
    inFlight,
    /** Effects since the last call, then forgets them. */
    takeEffects(): Effect[] {
      return effects.splice(0, effects.length);
    },
    authState(): string {
      const v = actor.getSnapshot().value as { auth: string | Record<string, string> };
      return typeof v.auth === 'string' ? v.auth : `authenticated.${Object.values(v.auth)[0]}`;
    },
    recoveryState(): string {
      return (actor.getSnapshot().value as { recovery: string }).recovery;
    },
  };
}

export type SessionSut = ReturnType<typeof startSession>;
