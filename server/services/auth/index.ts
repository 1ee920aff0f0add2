import type { ChangePasswordBody, ProfilePatch, RegisterFields } from '../../../contract/auth';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { passThroughReadCache, type ReadCache } from '../../db/read-cache';
import type { Log } from '../../log';
import type { FileStorage } from '../../storage';
import type { Mailer } from '../mail';
import { toUserJson } from '../users';
import { createAccessTokens } from './access-tokens';
import { type AccountDeps, changePassword, loginAccount, registerAccount, replaceAvatar, requireUser, updateProfile } from './accounts';
import { createAttemptLimiter } from './attempt-limiter';
import { authDataJson } from './auth-json';
import { createAuthenticate } from './authenticate';
import { createPasswordResets } from './password-reset';
import { logout, refreshSession } from './session-actions';
import { createSessions } from './sessions';
import { createSocialLogin } from './social';
import { createSocialSignIn } from './social-flow';

const MINUTE = 60_000;

type AuthConfig = Pick<
  Config,
  | 'JWT_SECRET'
  | 'ACCESS_TOKEN_TTL'
  | 'REFRESH_TOKEN_TTL'
  | 'SIGNUP_CREDITS'
  | 'LOGIN_RATE_LIMIT'
  | 'PUBLIC_URL'
  | 'GOOGLE_CLIENT_ID'
  | 'GOOGLE_CLIENT_SECRET'
  | 'GOOGLE_ISSUER'
>;

export interface AuthServiceDeps {
  config: AuthConfig;
  db: Db;
  /** Where avatars are stored. */
  storage: FileStorage;
  /** Keeps the session check and the user row of authenticated reads between writes (embedded database only). */
  readCache?: ReadCache;
  clock: Clock;
  mailer: Pick<Mailer, 'sendPasswordReset'>;
  log: Pick<Log, 'warn'>;
}

/**
 * Everything the account routes and the auth guard use, built once per app: the token keys, the
 * in-memory failed-login and reset-mail budgets, the social provider's discovery cache.
 */
export function createAuthServices(deps: AuthServiceDeps) {
  const { config, db, clock } = deps;
  const readCache = deps.readCache ?? passThroughReadCache;
  const tokens = createAccessTokens(config.JWT_SECRET, config.ACCESS_TOKEN_TTL, clock);
  const sessions = createSessions(tokens, config.REFRESH_TOKEN_TTL, clock);
  const accounts: AccountDeps = { db, sessions, storage: deps.storage, signupCredits: config.SIGNUP_CREDITS, clock };
  const now = () => clock.now().getTime();
  // Failed logins per minute, per account (from any number of addresses) and per client address.
  const loginLimit = Math.max(1, config.LOGIN_RATE_LIMIT);
  const failedLogins = {
    perAccount: createAttemptLimiter(loginLimit, MINUTE, now),
    perAddress: createAttemptLimiter(loginLimit, MINUTE, now),
  };

  return {
    authenticate: createAuthenticate(tokens, db, readCache),
    login: async (login: string, password: string, address: string) =>
      authDataJson(await loginAccount(accounts, login, password, { ...failedLogins, address })),
    register: async (fields: RegisterFields, avatar: Buffer | null) => authDataJson(await registerAccount(accounts, fields, avatar)),
    logout: (accessToken: string | undefined, refreshToken: string | undefined) =>
      logout({ db, tokens, sessions }, accessToken, refreshToken),
    refresh: (refreshToken: string) => refreshSession({ db, tokens, sessions }, refreshToken),
    me: async (userId: string) => toUserJson(await readCache.read(`user:${userId}`, () => requireUser(db, userId))),
    updateProfile: async (userId: string, patch: ProfilePatch) => toUserJson(await updateProfile(db, userId, patch)),
    replaceAvatar: async (userId: string, image: Buffer) => toUserJson(await replaceAvatar(accounts, userId, image)),
    changePassword: (userId: string, keepFamilyId: string, body: ChangePasswordBody) => changePassword(db, userId, keepFamilyId, body),
    passwordResets: createPasswordResets({ db, mailer: deps.mailer, clock, publicUrl: config.PUBLIC_URL }),
    social: createSocialSignIn({ social: createSocialLogin(config), accounts, log: deps.log }),
  };
}

export type AuthServices = ReturnType<typeof createAuthServices>;
