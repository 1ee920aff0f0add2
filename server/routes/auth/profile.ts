import type { FastifyPluginAsync } from 'fastify';
import { profileFullSchema, profilePatchSchema, userSchema } from '../../../contract/auth';
import type { RouteDeps } from '../../deps';
import { userIdOf } from '../../http/auth-plugin';
import { ok } from '../../http/envelope';
import { readAvatarForm } from '../../http/forms';
import { doc } from '../../http/openapi';
import { parseInput } from '../../http/validate';
import { AUTH_MSG } from '../../services/auth/messages';
import { AUTH_TAGS } from './tags';

/** The signed-in user's profile and avatar. */
export const profileRoutes: FastifyPluginAsync<{ deps: RouteDeps }> = async (app, { deps }) => {
  const { auth } = deps;

  app.get(
    '/me',
    { schema: doc({ tags: AUTH_TAGS, summary: '当前用户', data: userSchema, auth: true }), preHandler: app.requireAuth },
    async (request) => ok(await auth.me(userIdOf(request))),
  );

  // PUT /me takes some fields, PUT /me/profile all of them; both answer the updated user.
  for (const [url, summary, schema] of [
    ['/me', '修改个人资料（部分字段）', profilePatchSchema],
    ['/me/profile', '修改个人资料（全部字段）', profileFullSchema],
  ] as const) {
    app.put(
      url,
      { schema: doc({ tags: AUTH_TAGS, summary, body: schema, data: userSchema, auth: true }), preHandler: app.requireAuth },
      async (request) => {
        const patch = parseInput(schema, request.body);
        return ok(await auth.updateProfile(userIdOf(request), patch), AUTH_MSG.profileOk);
      },
    );
  }

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
