import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { ChangePasswordBody, LoginBody, ProfilePatch } from '../../../contract/auth';
import { selectIsLoggedIn, selectStatus, selectUser } from '../../machines/session/selectors';
import type { RegisterInput } from '../../machines/session/types';
import { sessionActor } from './session-actor';

/** { user, isLoggedIn, status } of the app's session. */
export function useSession() {
  const user = useSelector(sessionActor, selectUser);
  const isLoggedIn = useSelector(sessionActor, selectIsLoggedIn);
  const status = useSelector(sessionActor, selectStatus);
  return { user, isLoggedIn, status };
}

/** Any selector over the session snapshot (see machines/session/selectors). */
export function useSessionSelector<T>(selector: (s: ReturnType<typeof sessionActor.getSnapshot>) => T): T {
  return useSelector(sessionActor, selector);
}

/** Event helpers: the only way views and other code change the session. */
export const session = {
  login: (credentials: LoginBody, redirectTo?: string) => sessionActor.send({ type: 'session.login', credentials, redirectTo }),
  register: (input: RegisterInput, redirectTo?: string) => sessionActor.send({ type: 'session.register', input, redirectTo }),
  socialLogin: (accessToken: string, refreshToken: string) =>
    sessionActor.send({ type: 'session.completeSocialLogin', accessToken, refreshToken }),
  logout: () => sessionActor.send({ type: 'session.logout' }),
  /** Re-fetch /auth/me now (e.g. after a submit, to refresh the credits). */
  refreshProfile: () => sessionActor.send({ type: 'session.refreshProfile' }),
  /** Background validation; ignored when the last one is under 60 s old. */
  validate: () => sessionActor.send({ type: 'session.validate' }),
  /** A 401 from a task call: clears auth data, toasts '登录已过期，请重新登录', goes to /auth/login. */
  expired: () => sessionActor.send({ type: 'session.expired' }),
  updateProfile: (patch: ProfilePatch, navigateTo?: string) => sessionActor.send({ type: 'session.updateProfile', patch, navigateTo }),
  uploadAvatar: (file: File, navigateTo?: string) => sessionActor.send({ type: 'session.uploadAvatar', file, navigateTo }),
  changePassword: (body: ChangePasswordBody, navigateTo?: string) =>
    sessionActor.send({ type: 'session.changePassword', body, navigateTo }),
  requestReset: (email: string) => sessionActor.send({ type: 'session.requestReset', email }),
  resetPassword: (token: string, password: string) => sessionActor.send({ type: 'session.resetPassword', token, password }),
  clearError: () => sessionActor.send({ type: 'session.clearError' }),
};

/** Forms start clean: a failure message from an earlier visit is not shown again. */
export function useClearSessionError(): void {
  useEffect(() => {
    session.clearError();
  }, []);
}
