import { fromPromise } from 'xstate';
import type { AuthData, LoginBody, User } from '../../../contract/auth';
import type { Envelope } from '../../../contract/envelope';
import * as authApi from '../../api/auth';
import { ApiError } from '../../api/errors';
import { clearAuthData, saveTokens, saveUser } from '../../lib/storage';
import type { AccountChange, AccountChangeResult } from './machine';

/** A 2xx envelope with success:false is a failure too; its message is the server's. */
function unwrap<T>(res: Envelope<T>): T | undefined {
  if (!res.success) throw new ApiError({ status: 400, serverMessage: res.message, detail: res.detail });
  return res.data;
}

function requireUser(res: Envelope<User>): User {
  const user = unwrap(res);
  if (!user?.id) throw new Error('Invalid response data');
  return user;
}

async function changeAccount(change: AccountChange): Promise<AccountChangeResult> {
  switch (change.kind) {
    case 'profile': {
      const data = unwrap(await authApi.updateMe(change.patch));
      return data?.id ? { user: data } : {};
    }
    case 'avatar': {
      const data = unwrap(await authApi.uploadAvatar(change.file));
      if (data && 'id' in data) return { user: data };
      return data && typeof data.avatar_path === 'string' ? { avatar_path: data.avatar_path } : {};
    }
    case 'password':
      unwrap(await authApi.changePassword(change.body));
      return {};
  }
}

/** The real actors of the session machine; each calls src/api. */
export const sessionActors = {
  login: fromPromise<Partial<AuthData> | undefined, LoginBody>(async ({ input }) => unwrap(await authApi.login(input))),
  register: fromPromise<Partial<AuthData> | undefined, authApi.RegisterInput>(async ({ input }) =>
    unwrap(await authApi.register(input)),
  ),
  fetchMe: fromPromise<User, void>(async () => requireUser(await authApi.fetchMe())),
  changeAccount: fromPromise<AccountChangeResult, AccountChange>(({ input }) => changeAccount(input)),
  logout: fromPromise<void, void>(async () => {
    await authApi.logout();
  }),
  requestReset: fromPromise<void, { email: string }>(async ({ input }) => {
    unwrap(await authApi.requestPasswordReset(input.email));
  }),
  resetPassword: fromPromise<void, { token: string; password: string }>(async ({ input }) => {
    unwrap(await authApi.resetPassword(input.token, input.password));
  }),
};

/** Browser-storage side effects of the session machine. */
export const sessionStorageActions = {
  storeAuth: (_: unknown, data: AuthData) => {
    saveTokens(data.access_token, data.refresh_token);
    saveUser(data.user);
  },
  storeTokens: (_: unknown, t: { accessToken: string; refreshToken: string }) => saveTokens(t.accessToken, t.refreshToken),
  storeUser: (_: unknown, user: User) => {
    if (user?.id) saveUser(user);
  },
  clearAuthData: () => clearAuthData(),
};
