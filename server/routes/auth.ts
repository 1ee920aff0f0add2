import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  authDataSchema,
  changePasswordBodySchema,
  loginBodySchema,
  profileFullSchema,
  profilePatchSchema,
  refreshBodySchema,
  refreshDataSchema,
  registerFieldsSchema,
  resetBodySchema,
  resetRequestBodySchema,
  userSchema,
} from '../../contract/auth';
import type { AppDeps } from '../deps';
import { createAuthenticate, requireAuth, userIdOf } from '../http/auth-guard';
import { ok } from '../http/envelope';
import { badRequest, HttpError, unauthorized, unprocessable } from '../http/errors';
import { readMultipart } from '../http/multipart';
import { doc } from '../http/openapi';
import { parseInput } from '../http/validate';
import { MSG } from '../messages';
import { createAccessTokens } from '../services/auth/access-tokens';
import {
  type AccountDeps,
  changePassword,
  loginAccount,
  registerAccount,
  replaceAvatar,
  requireUser,
  type SignedIn,
  updateProfile,
} from '../services/auth/accounts';
import { createAttemptLimiter } from '../services/auth/attempt-limiter';
import { AUTH_MSG } from '../services/auth/messages';
import { createResetToken, resetLink, resetPassword } from '../services/auth/password-reset';
import { createSessions, revokeFamily } from '../services/auth/sessions';
import {
  createSocialLogin,
  SOCIAL_COOKIE,
  SOCIAL_COOKIE_PATH,
  SOCIAL_COOKIE_TTL_SECONDS,
} from '../services/auth/social';
import { signInWithSocial } from '../services/auth/social-accounts';
import { createMailer } from '../services/mail';
import { toUserJson } from '../services/users';

const TAG = ['auth'];
const MINUTE = 60_000;

function authData(signedIn: SignedIn) {
  return { user: toUserJson(signedIn.user), ...stripFamily(signedIn.tokens) };
}

function stripFamily(tokens: { access_token: string; refresh_token: string }) {
  return { access_token: tokens.access_token, refresh_token: tokens.refresh_token };
}

const done = (message: string) => ({ success: true, message });

function readCookie(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

const logoutBodySchema = z.object({ refresh_token: z.string().min(1).max(512).optional() });

export const authRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  const { config, database } = deps;
  const db = database.db;
  const tokens = createAccessTokens(config.JWT_SECRET, config.ACCESS_TOKEN_TTL);
  const authenticate = createAuthenticate(tokens, db);
  const guard = requireAuth(authenticate);
  const sessions = createSessions(tokens, config.REFRESH_TOKEN_TTL);
  const accounts: AccountDeps = { db, sessions, uploadsDir: config.uploadsDir, signupCredits: config.SIGNUP_CREDITS };
  const mailer = createMailer(config, app.log);
  const social = createSocialLogin(config);
  // Failed logins per minute, per account (from any number of addresses) and per client address.
  const loginLimit = Math.max(1, config.LOGIN_RATE_LIMIT);
  const failedLogins = { perAccount: createAttemptLimiter(loginLimit, MINUTE), perAddress: createAttemptLimiter(loginLimit, MINUTE) };
  // Per mailbox: a stranger cannot flood someone's inbox with reset mails.
  const resetMails = createAttemptLimiter(3, 15 * MINUTE);
  const secureCookie = config.PUBLIC_URL.startsWith('https:');

  app.post(
    '/login',
    {
      schema: doc({ tags: TAG, summary: '登录（用户名或邮箱 + 密码）', body: loginBodySchema, data: authDataSchema }),
      // A coarse flood guard on all requests; the failure limits below are the real brute-force barrier.
      config: { rateLimit: { max: Math.max(60, loginLimit * 6), timeWindow: '1 minute' } },
    },
    async (request) => {
      const body = parseInput(loginBodySchema, request.body);
      const signedIn = await loginAccount(accounts, body.username, body.password, { ...failedLogins, address: request.ip });
      if (signedIn === 'limited') throw new HttpError(429, MSG.rateLimited);
      // 400, not 401: a 401 would make the client try a token refresh and replay the login.
      if (signedIn === 'invalid') throw badRequest(AUTH_MSG.badCredentials);
      return ok(authData(signedIn), AUTH_MSG.loginOk);
    },
  );

  app.post(
    '/register',
    {
      schema: doc({
        tags: TAG,
        summary: '注册（multipart：username, email, password, invite_code, 可选 avatar 图片）',
        consumes: ['multipart/form-data'],
        data: authDataSchema,
      }),
      config: { rateLimit: { max: Math.max(1, config.REGISTER_RATE_LIMIT), timeWindow: '10 minutes' } },
    },
    async (request) => {
      const { fields, files } = await readMultipart(request, { maxFiles: 1 });
      const input = parseInput(registerFieldsSchema, fields);
      const avatar = files.find((f) => f.field === 'avatar') ?? files[0];
      const signedIn = await registerAccount(accounts, input, avatar ? avatar.data : null);
      return ok(authData(signedIn), AUTH_MSG.registerOk);
    },
  );

  // Logout always succeeds, even for a client that sends "Content-Type: application/json" with no body.
  await app.register(async (scope) => {
    const jsonParser = scope.getDefaultJsonParser('error', 'error');
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, parsed) => {
      if (body.length === 0) parsed(null, undefined);
      else jsonParser(request, String(body), parsed);
    });
    scope.post(
      '/logout',
      { schema: doc({ tags: TAG, summary: '退出登录（结束本次登录的全部令牌）', body: logoutBodySchema }) },
      async (request) => {
        const families = new Set<string>();
        const header = request.headers.authorization;
        if (header?.startsWith('Bearer ')) {
          const claims = await tokens.verify(header.slice(7).trim());
          if (claims) families.add(claims.familyId);
        }
        const body = logoutBodySchema.safeParse(request.body ?? {});
        if (body.success && body.data.refresh_token) {
          const family = await sessions.familyOf(db, body.data.refresh_token);
          if (family) families.add(family);
        }
        for (const family of families) await revokeFamily(db, family);
        return done(AUTH_MSG.logoutOk);
      },
    );
  });

  app.post(
    '/refresh',
    {
      schema: doc({ tags: TAG, summary: '用刷新令牌换取新的访问令牌（刷新令牌同时轮换）', body: refreshBodySchema, data: refreshDataSchema }),
      config: { rateLimit: { max: 300, timeWindow: '1 minute' } },
    },
    async (request) => {
      const body = parseInput(refreshBodySchema, request.body);
      const result = await sessions.rotate(db, body.refresh_token);
      if (result.kind === 'reused') throw unauthorized(AUTH_MSG.refreshReused);
      if (result.kind === 'invalid') throw unauthorized(AUTH_MSG.refreshInvalid);
      return ok(stripFamily(result.tokens), AUTH_MSG.refreshOk);
    },
  );

  app.get(
    '/me',
    { schema: doc({ tags: TAG, summary: '当前用户', data: userSchema, auth: true }), preHandler: guard },
    async (request) => ok(toUserJson(await requireUser(db, userIdOf(request)))),
  );

  app.put(
    '/me',
    {
      schema: doc({ tags: TAG, summary: '修改个人资料（部分字段）', body: profilePatchSchema, data: userSchema, auth: true }),
      preHandler: guard,
    },
    async (request) => {
      const patch = parseInput(profilePatchSchema, request.body);
      return ok(toUserJson(await updateProfile(db, userIdOf(request), patch)), AUTH_MSG.profileOk);
    },
  );

  app.put(
    '/me/profile',
    {
      schema: doc({ tags: TAG, summary: '修改个人资料（全部字段）', body: profileFullSchema, data: userSchema, auth: true }),
      preHandler: guard,
    },
    async (request) => {
      const profile = parseInput(profileFullSchema, request.body);
      return ok(toUserJson(await updateProfile(db, userIdOf(request), profile)), AUTH_MSG.profileOk);
    },
  );

  app.post(
    '/me/change-password',
    {
      schema: doc({ tags: TAG, summary: '修改密码（其他设备上的登录随之失效）', body: changePasswordBodySchema, auth: true }),
      preHandler: guard,
      config: { rateLimit: { max: loginLimit, timeWindow: '1 minute' } },
    },
    async (request) => {
      const body = parseInput(changePasswordBodySchema, request.body);
      await changePassword(db, userIdOf(request), request.auth!.familyId, body);
      return done(AUTH_MSG.passwordChanged);
    },
  );

  app.post(
    '/upload-avatar',
    {
      schema: doc({ tags: TAG, summary: '上传头像（multipart：file）', consumes: ['multipart/form-data'], data: userSchema, auth: true }),
      preHandler: guard,
    },
    async (request) => {
      const userId = userIdOf(request);
      const { files } = await readMultipart(request, { maxFiles: 1 });
      const file = files.find((f) => f.field === 'file') ?? files[0];
      if (!file) throw unprocessable(AUTH_MSG.avatarRequired, 'file: required');
      return ok(toUserJson(await replaceAvatar(accounts, userId, file.data)), AUTH_MSG.avatarOk);
    },
  );

  app.post(
    '/reset-password-request',
    {
      schema: doc({ tags: TAG, summary: '申请重置密码邮件（无论账号是否存在，回答相同）', body: resetRequestBodySchema }),
      config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
    },
    async (request) => {
      const { email } = parseInput(resetRequestBodySchema, request.body);
      if (!resetMails.blocked(email)) {
        resetMails.hit(email);
        // Not awaited: the answer must not take longer when the account exists.
        void sendResetMail(email).catch((error) => request.log.error({ err: error }, 'password reset mail failed'));
      }
      return done(AUTH_MSG.resetMailSent);
    },
  );

  async function sendResetMail(email: string): Promise<void> {
    const reset = await createResetToken(db, email);
    if (reset) await mailer.sendPasswordReset(reset.email, resetLink(config.PUBLIC_URL, reset.token));
  }

  app.post(
    '/reset-password',
    {
      schema: doc({ tags: TAG, summary: '用邮件中的令牌设置新密码（所有登录随之失效）', body: resetBodySchema }),
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request) => {
      const body = parseInput(resetBodySchema, request.body);
      await resetPassword(db, body.token, body.password);
      return done(AUTH_MSG.resetOk);
    },
  );

  const toLogin = (reply: FastifyReply, suffix: string) => reply.redirect(`/auth/login${suffix}`, 302);
  const cookieAttributes = (maxAge: number) =>
    `Path=${SOCIAL_COOKIE_PATH}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secureCookie ? '; Secure' : ''}`;

  app.get(
    '/google/login',
    { schema: doc({ tags: TAG, summary: '使用 Google 登录（浏览器整页跳转到身份提供方）' }) },
    async (_request, reply) => {
      if (!social.configured) return toLogin(reply, '?social_error=not_configured');
      try {
        const start = await social.start();
        reply.header('set-cookie', `${SOCIAL_COOKIE}=${start.cookie}; ${cookieAttributes(SOCIAL_COOKIE_TTL_SECONDS)}`);
        return reply.redirect(start.url, 302);
      } catch (error) {
        app.log.warn({ err: error }, 'social login: provider unavailable');
        return toLogin(reply, '?social_error=failed');
      }
    },
  );

  app.get(
    '/google/callback',
    { schema: doc({ tags: TAG, summary: 'Google 登录回调：令牌经 URL 片段交给前端' }) },
    async (request, reply) => {
      if (!social.configured) return toLogin(reply, '?social_error=not_configured');
      reply.header('set-cookie', `${SOCIAL_COOKIE}=; ${cookieAttributes(0)}`);
      const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      try {
        const profile = await social.finish(search, readCookie(request, SOCIAL_COOKIE));
        const outcome = await signInWithSocial(accounts, profile);
        if (outcome.kind !== 'ok') return toLogin(reply, `?social_error=${outcome.kind}`);
        const handOver = Buffer.from(JSON.stringify(stripFamily(outcome.signedIn.tokens))).toString('base64url');
        // The fragment never reaches a server, so the tokens stay out of access logs.
        return toLogin(reply, `#social=${handOver}`);
      } catch (error) {
        app.log.warn({ err: error }, 'social login: callback failed');
        return toLogin(reply, '?social_error=failed');
      }
    },
  );
};
