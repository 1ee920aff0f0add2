import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../deps';
import { createAuthenticate, requireAuth, userIdOf } from '../http/auth-guard';
import { ok } from '../http/envelope';
import { unprocessable } from '../http/errors';
import { readMultipart } from '../http/multipart';
import { doc } from '../http/openapi';
import { createAccessTokens } from '../services/auth/access-tokens';
import { transactionWithImages } from '../services/auth/image-uploads';
import { AUTH_MSG } from '../services/auth/messages';

/** data of POST /api/v1/files/upload (candidate for contract/files.ts). */
export const uploadedFilesSchema = z.object({
  files: z.array(z.object({ url: z.string(), mime_type: z.string(), bytes: z.number().int() })),
});
export type UploadedFiles = z.infer<typeof uploadedFilesSchema>;

export const filesRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  const { config, database } = deps;
  const guard = requireAuth(createAuthenticate(createAccessTokens(config.JWT_SECRET, config.ACCESS_TOKEN_TTL), database.db));

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
      preHandler: guard,
    },
    async (request) => {
      const userId = userIdOf(request);
      const { files } = await readMultipart(request);
      if (files.length === 0) throw unprocessable(AUTH_MSG.fileRequired, 'files[]: required');
      // All or nothing: one bad file in the batch leaves no row and no file behind.
      const saved = await transactionWithImages(database.db, config.uploadsDir, async (_tx, save) => {
        const out = [];
        for (const file of files) out.push(await save({ userId, purpose: 'file', data: file.data }));
        return out;
      });
      const data: UploadedFiles = { files: saved.map((s) => ({ url: s.url, mime_type: s.mimeType, bytes: s.bytes })) };
      return ok(data, AUTH_MSG.filesUploaded);
    },
  );
};
