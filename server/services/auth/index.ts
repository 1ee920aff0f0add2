import type { ChangePasswordBody, ProfilePatch, RegisterFields } from '../../../contract/auth';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { passThroughReadCache, type ReadCache } from '../../db/read-cache';
import type { ErrorLog, Log } from '../../log';
import type { FileStorage } from '../../storage';
import type { Mailer } from '../mail';
import { toUserJson } from '../users';
import { createAccessTokens } from './access-tokens';
import { type AccountDeps, changePassword, loginAccount, registerAccount, replaceAvatar, requireUser, updateProfile } from './accounts';
import { authDataJson } from './auth-json';
import { createAuthenticate } from './authenticate';
import { createEmailChanges } from './email-change';
import { createKnownDevices } from './known-devices';
import { createLoginThrottle, throttleKey } from './login-throttle';
import { createPasswordResets } from './password-reset';
import { logout, refreshSession } from './session-actions';
import { createSessions } from './sessions';
import { createSocialLogin } from './social';
import { createSocialSignIn } from './social-flow';

type AuthConfig = Pick<
  Config,
  | 'JWT_SECRET'
  | 'ACCESS_TOKEN_TTL'
  | 'REFRESH_TOKEN_TTL'
  | 'SIGNUP_CREDITS'
  | 'LOGIN_RATE_LIMIT'
  | 'LOGIN_DELAY_BASE_MS'
  | 'LOGIN_DELAY_MAX_MS'
  | 'EMAIL_CHANGE_RATE_LIMIT'
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
  mailer: Pick<Mailer, 'sendPasswordReset' | 'sendEmailChangeConfirmation' | 'sendEmailChangedNotice'>;
  log: Pick<Log, 'warn'>;
}

/**
 * Everything the account routes and the auth guard use, built once per app: the token keys, the
 * failed-login throttle, the reset-mail and email-change budgets, the social provider's discovery cache.
 */
export function createAuthServices(deps: AuthServiceDeps) {
  const { config, db, clock } = deps;
  const readCache = deps.readCache ?? passThroughReadCache;
  const tokens = createAccessTokens(config.JWT_SECRET, config.ACCESS_TOKEN_TTL, clock);
  const sessions = createSessions(tokens, config.REFRESH_TOKEN_TTL, clock);
  const accounts: AccountDeps = { db, sessions, storage: deps.storage, signupCredits: config.SIGNUP_CREDITS, clock };
  // Failed logins earn growing waits per account (or known device) and per address (decision 0024).
  const throttle = createLoginThrottle(
    db,
    { freeFailures: Math.max(1, config.LOGIN_RATE_LIMIT), baseDelayMs: config.LOGIN_DELAY_BASE_MS, maxDelayMs: config.LOGIN_DELAY_MAX_MS },
    clock,
  );
  const devices = createKnownDevices(db, clock);
  const passwordResets = createPasswordResets({ db, mailer: deps.mailer, clock, publicUrl: config.PUBLIC_URL });
  const emailChanges = createEmailChanges({
    db,
    mailer: deps.mailer,
    clock,
    publicUrl: config.PUBLIC_URL,
    perHour: config.EMAIL_CHANGE_RATE_LIMIT,
  });

  return {
    authenticate: createAuthenticate(tokens, db, readCache),
    /** The answer's data, and the device cookie's value to set. */
    login: async (login: string, password: string, client: { address: string; deviceToken?: string }) => {
      const signedIn = await loginAccount(accounts, login, password, { throttle, devices, ...client });
      return { data: authDataJson(signedIn), deviceToken: signedIn.deviceToken };
    },
    register: async (fields: RegisterFields, avatar: Buffer | null, deviceToken?: string) => {
      const signedIn = await registerAccount(accounts, fields, avatar);
      return { data: authDataJson(signedIn), deviceToken: await devices.remember(deviceToken, signedIn.user.id) };
    },
    logout: (accessToken: string | undefined, refreshToken: string | undefined) =>
      logout({ db, tokens, sessions }, accessToken, refreshToken),
    refresh: (refreshToken: string) => refreshSession({ db, tokens, sessions }, refreshToken),
    me: async (userId: string) => toUserJson(await readCache.read(`user:${userId}`, () => requireUser(db, userId))),
    /**
     * The username changes at once; a new email only when the link mailed to it is followed
     * (`emailPending`), and only with the current password.
     */
    updateProfile: async (userId: string, patch: ProfilePatch, log: ErrorLog) => {
      const emailPending = await emailChanges.authorize(userId, patch.email, patch.current_password);
      const user =
        patch.username !== undefined ? await updateProfile(db, userId, { username: patch.username }) : await requireUser(db, userId);
      if (emailPending && patch.email) emailChanges.send(userId, patch.email, log);
      return { user: toUserJson(user), emailPending };
    },
    confirmEmail: (token: string, log: ErrorLog) => emailChanges.confirm(token, log),
    replaceAvatar: async (userId: string, image: Buffer) => toUserJson(await replaceAvatar(accounts, userId, image)),
    changePassword: (userId: string, keepFamilyId: string, body: ChangePasswordBody) => changePassword(db, userId, keepFamilyId, body),
    passwordResets: {
      request: passwordResets.request,
      /**
       * A reset proves the mailbox: the account's failed logins are forgotten and this browser becomes
       * a known device, so the owner gets in even while a stranger keeps failing on the account.
       */
      reset: async (token: string, password: string, deviceToken?: string) => {
        const userId = await passwordResets.reset(token, password);
        await throttle.cleared([throttleKey.account(userId)]);
        return { deviceToken: await devices.remember(deviceToken, userId) };
      },
    },
    social: createSocialSignIn({ social: createSocialLogin(config), accounts, devices, log: deps.log }),
  };
}

export type AuthServices = ReturnType<typeof createAuthServices>;
