import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { authDataSchema, loginBodySchema, refreshBodySchema, refreshDataSchema } from '../../../contract/auth';
import type { RouteDeps } from '../../deps';
import { bearerToken } from '../../http/auth-plugin';
import { readDeviceToken, setDeviceCookie } from '../../http/device-cookie';
import { done, ok } from '../../http/envelope';
import { readRegisterForm } from '../../http/forms';
import { acceptEmptyJson } from '../../http/json-body';
import { doc } from '../../http/openapi';
import { parseInput } from '../../http/validate';
import { AUTH_MSG } from '../../services/auth/messages';
import { AUTH_TAGS } from './tags';

const logoutBodySchema = z.object({ refresh_token: z.string().min(1).max(512).optional() });

/** Sign-in, registration, logout and token refresh. */
export const signInRoutes: FastifyPluginAsync<{ deps: RouteDeps }> = async (app, { deps }) => {
  const { auth, config } = deps;
  const loginLimit = Math.max(1, config.LOGIN_RATE_LIMIT);
  const secureCookie = config.PUBLIC_URL.startsWith('https:');

  app.post(
    '/login',
    {
      schema: doc({ tags: AUTH_TAGS, summary: '登录（用户名或邮箱 + 密码）', body: loginBodySchema, data: authDataSchema }),
      // A coarse flood guard on all requests; the service's growing delays are the real brute-force barrier.
      config: { rateLimit: { max: Math.max(60, loginLimit * 6), timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const body = parseInput(loginBodySchema, request.body);
      const signedIn = await auth.login(body.username, body.password, { address: request.ip, deviceToken: readDeviceToken(request) });
      setDeviceCookie(reply, signedIn.deviceToken, secureCookie);
      return ok(signedIn.data, AUTH_MSG.loginOk);
    },
  );

  app.post(
    '/register',
    {
      schema: doc({
        tags: AUTH_TAGS,
        summary: '注册（multipart：username, email, password, invite_code, 可选 avatar 图片）',
        consumes: ['multipart/form-data'],
        data: authDataSchema,
      }),
      config: { rateLimit: { max: Math.max(1, config.REGISTER_RATE_LIMIT), timeWindow: '10 minutes' } },
    },
    async (request, reply) => {
      const { fields, avatar } = await readRegisterForm(request);
      const signedIn = await auth.register(fields, avatar, readDeviceToken(request));
      setDeviceCookie(reply, signedIn.deviceToken, secureCookie);
      return ok(signedIn.data, AUTH_MSG.registerOk);
    },
  );

  // Logout always succeeds, even for a client that sends "Content-Type: application/json" with no body.
  await app.register(async (scope) => {
    acceptEmptyJson(scope);
    scope.post(
      '/logout',
      { schema: doc({ tags: AUTH_TAGS, summary: '退出登录（结束本次登录的全部令牌）', body: logoutBodySchema }) },
      async (request) => {
        const body = logoutBodySchema.safeParse(request.body ?? {});
        await auth.logout(bearerToken(request) ?? undefined, body.success ? body.data.refresh_token : undefined);
        return done(AUTH_MSG.logoutOk);
      },
    );
  });

  app.post(
    '/refresh',
    {
      schema: doc({
        tags: AUTH_TAGS,
        summary: '用刷新令牌换取新的访问令牌（刷新令牌同时轮换）',
        body: refreshBodySchema,
        data: refreshDataSchema,
      }),
      config: { rateLimit: { max: 300, timeWindow: '1 minute' } },
    },
    async (request) => {
      const body = parseInput(refreshBodySchema, request.body);
      return ok(await auth.refresh(body.refresh_token), AUTH_MSG.refreshOk);
    },
  );
};
