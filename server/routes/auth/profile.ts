import type { FastifyPluginAsync } from 'fastify';
import { confirmEmailQuerySchema, profileFullSchema, profilePatchSchema, userSchema } from '../../../contract/auth';
import type { RouteDeps } from '../../deps';
import { userIdOf } from '../../http/auth-plugin';
import { ok } from '../../http/envelope';
import { STATUS_OF_KIND } from '../../http/error-handler';
import { sendMessagePage, wantsPage } from '../../http/message-page';
import { readAvatarForm } from '../../http/forms';
import { doc } from '../../http/openapi';
import { parseInput } from '../../http/validate';
import { AUTH_MSG } from '../../services/auth/messages';
import { DomainError } from '../../services/errors';
import { AUTH_TAGS } from './tags';

/** The signed-in user's profile and avatar. */
export const profileRoutes: FastifyPluginAsync<{ deps: RouteDeps }> = async (app, { deps }) => {
  const { auth, config } = deps;
  // Each PUT that changes the email checks the password: a flood guard per address on top of the per-account budget.
  const emailChangeGuard = { rateLimit: { max: Math.max(10, config.EMAIL_CHANGE_RATE_LIMIT * 4), timeWindow: '1 hour' } };

  app.get(
    '/me',
    { schema: doc({ tags: AUTH_TAGS, summary: '当前用户', data: userSchema, auth: true }), preHandler: app.requireAuth },
    async (request) => ok(await auth.me(userIdOf(request))),
  );

  // PUT /me takes some fields, PUT /me/profile all of them; both answer the updated user. A new email
  // needs current_password and applies only when the link mailed to it is followed (GET /confirm-email).
  for (const [url, summary, schema] of [
    ['/me', '修改个人资料（部分字段）', profilePatchSchema],
    ['/me/profile', '修改个人资料（全部字段）', profileFullSchema],
  ] as const) {
    app.put(
      url,
      {
        schema: doc({ tags: AUTH_TAGS, summary, body: schema, data: userSchema, auth: true }),
        preHandler: app.requireAuth,
        config: emailChangeGuard,
      },
      async (request) => {
        const patch = parseInput(schema, request.body);
        const { user, emailPending } = await auth.updateProfile(userIdOf(request), patch, request.log);
        return ok(user, emailPending ? AUTH_MSG.emailChangeSent : AUTH_MSG.profileOk);
      },
    );
  }

  app.get(
    '/confirm-email',
    {
      schema: doc({
        tags: AUTH_TAGS,
        summary: '确认新邮箱（邮件中的链接：浏览器得到一个页面，其他客户端得到 JSON）',
        querystring: confirmEmailQuerySchema,
      }),
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { token } = parseInput(confirmEmailQuerySchema, request.query);
      // A browser following the mailed link gets a page; any other client the envelope.
      if (!wantsPage(request)) return ok({ email: await auth.confirmEmail(token, request.log) }, AUTH_MSG.emailChanged);
      try {
        const email = await auth.confirmEmail(token, request.log);
        return sendMessagePage(reply, 200, AUTH_MSG.emailChanged, `账号邮箱已改为 ${email}。`);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        return sendMessagePage(reply, STATUS_OF_KIND[error.kind], '邮箱未修改', error.message);
      }
    },
  );

  app.post(
    '/upload-avatar',
    {
      schema: doc({
        tags: AUTH_TAGS,
        summary: '上传头像（multipart：file）',
        consumes: ['multipart/form-data'],
        data: userSchema,
        auth: true,
      }),
      preHandler: app.requireAuth,
    },
    async (request) => {
      const userId = userIdOf(request);
      const image = await readAvatarForm(request);
      return ok(await auth.replaceAvatar(userId, image), AUTH_MSG.avatarOk);
    },
  );
};
