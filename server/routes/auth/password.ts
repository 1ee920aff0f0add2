import type { FastifyPluginAsync } from 'fastify';
import { changePasswordBodySchema, resetBodySchema, resetRequestBodySchema } from '../../../contract/auth';
import type { RouteDeps } from '../../deps';
import { userIdOf } from '../../http/auth-plugin';
import { readDeviceToken, setDeviceCookie } from '../../http/device-cookie';
import { done } from '../../http/envelope';
import { doc } from '../../http/openapi';
import { parseInput } from '../../http/validate';
import { AUTH_MSG } from '../../services/auth/messages';
import { AUTH_TAGS } from './tags';

/** Changing a known password, and resetting a forgotten one by mail. */
export const passwordRoutes: FastifyPluginAsync<{ deps: RouteDeps }> = async (app, { deps }) => {
  const { auth, config } = deps;

  app.post(
    '/me/change-password',
    {
      schema: doc({ tags: AUTH_TAGS, summary: '修改密码（其他设备上的登录随之失效）', body: changePasswordBodySchema, auth: true }),
      preHandler: app.requireAuth,
      config: { rateLimit: { max: Math.max(1, config.LOGIN_RATE_LIMIT), timeWindow: '1 minute' } },
    },
    async (request) => {
      const body = parseInput(changePasswordBodySchema, request.body);
      await auth.changePassword(userIdOf(request), request.auth!.familyId, body);
      return done(AUTH_MSG.passwordChanged);
    },
  );

  app.post(
    '/reset-password-request',
    {
      schema: doc({ tags: AUTH_TAGS, summary: '申请重置密码邮件（无论账号是否存在，回答相同）', body: resetRequestBodySchema }),
      config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
    },
    async (request) => {
      const { email } = parseInput(resetRequestBodySchema, request.body);
      auth.passwordResets.request(email, request.log);
      return done(AUTH_MSG.resetMailSent);
    },
  );

  app.post(
    '/reset-password',
    {
      schema: doc({ tags: AUTH_TAGS, summary: '用邮件中的令牌设置新密码（所有登录随之失效）', body: resetBodySchema }),
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const body = parseInput(resetBodySchema, request.body);
      const { deviceToken } = await auth.passwordResets.reset(body.token, body.password, readDeviceToken(request));
      setDeviceCookie(reply, deviceToken, config.PUBLIC_URL.startsWith('https:'));
      return done(AUTH_MSG.resetOk);
    },
  );
};
