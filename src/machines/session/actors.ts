import { fromPromise } from 'xstate';
import type { AuthData, LoginBody, User } from '../../../contract/auth';
import * as authApi from '../../api/auth';
import { clearAuthData, saveTokens, saveUser } from '../../lib/storage';
import type { AccountChange, AccountChangeResult } from './machine';

async function changeAccount(change: AccountChange): Promise<AccountChangeResult> {
  switch (change.kind) {
    case 'profile': {
      const user = await authApi.updateMe(change.patch);
      return user?.id ? { user } : {};
    }
    case 'avatar': {
      const data = await authApi.uploadAvatar(change.file);
      if (data && 'id' in data) return { user: data };
      return data && typeof data.avatar_path === 'string' ? { avatar_path: data.avatar_path } : {};
    }
    case 'password':
      await authApi.changePassword(change.body);
      return {};
  }
}

/** The real actors of the session machine; each calls src/api, whose failures are ApiErrors. */
export const sessionActors = {
  login: fromPromise<Partial<AuthData> | undefined, LoginBody>(({ input }) => authApi.login(input)),
  register: fromPromise<Partial<AuthData> | undefined, authApi.RegisterInput>(({ input }) => authApi.register(input)),
  /** Rejects with a 'malformed' ApiError when the body holds no user id. */
  fetchMe: fromPromise<User, void>(() => authApi.fetchMe()),
  changeAccount: fromPromise<AccountChangeResult, AccountChange>(({ input }) => changeAccount(input)),
  logout: fromPromise<void, void>(async () => {
    await authApi.logout();
  }),
  requestReset: fromPromise<void, { email: string }>(async ({ input }) => {
    await authApi.requestPasswordReset(input.email);
  }),
  resetPassword: fromPromise<void, { token: string; password: string }>(async ({ input }) => {
    await authApi.resetPassword(input.token, input.password);
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
