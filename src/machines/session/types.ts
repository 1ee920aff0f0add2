import type { ChangePasswordBody, LoginBody, ProfilePatch, User } from '../../../contract/auth';
import type { RegisterInput } from '../../api/auth';

export type { RegisterInput };

/** What the app found in browser storage at startup. */
export interface SessionInput {
  user: User | null;
  hasToken: boolean;
}

/** A form operation whose failure message the screens show. */
export type SessionOp = 'login' | 'register' | 'social' | 'profile' | 'avatar' | 'password' | 'resetRequest' | 'reset';

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

/** What an account change returned: a whole user, or only the new avatar path. */
export interface AccountChangeResult {
  user?: User;
  avatar_path?: string;
}

export type SessionEvent =
  | { type: 'session.login'; credentials: LoginBody; redirectTo?: string }
  | { type: 'session.register'; input: RegisterInput; redirectTo?: string }
  /** Tokens read from the social-login redirect (#social=…). */
  | { type: 'session.completeSocialLogin'; accessToken: string; refreshToken: string }
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
