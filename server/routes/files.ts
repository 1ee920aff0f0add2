import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../deps';
import { userIdOf } from '../http/auth-plugin';
import { ok } from '../http/envelope';
import { readFilesForm } from '../http/forms';
import { doc } from '../http/openapi';
import { AUTH_MSG } from '../services/auth/messages';
import { uploadedFilesSchema } from '../../contract/files';
import { uploadUserFiles } from '../services/uploads/user-files';

export const filesRoutes: FastifyPluginAsync<{ deps: RouteDeps }> = async (app, { deps }) => {
  const uploads = { db: deps.database.db, storage: deps.storage };

  app.post(
    '/upload',
    {
      schema: doc({
        tags: ['files'],
        summary: '上传图片文件（multipart：files[]，最多 5 个，每个不超过 10 MB）',
        consumes: ['multipart/form-data'],
        data: uploadedFilesSchema,
        auth: true,
      }),
      preHandler: app.requireAuth,
    },
    async (request) => {
      const userId = userIdOf(request);
      const files = await readFilesForm(request);
      return ok(await uploadUserFiles(uploads, userId, files), AUTH_MSG.filesUploaded);
    },
  );
};
