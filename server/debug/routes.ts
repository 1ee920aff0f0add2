import type { FastifyPluginAsync } from 'fastify';
import { debugFileListSchema, debugGetFileQuerySchema, debugListQuerySchema } from '../../contract/videos';
import type { Db } from '../db/client';
import { userIdOf } from '../http/auth-plugin';
import { ok } from '../http/envelope';
import { storedFileHeaders } from '../http/file-serving';
import { doc } from '../http/openapi';
import { parseInput } from '../http/validate';
import { type DebugAdmins, listDebugFiles, readDebugFile } from '../services/videos/debug-files';
import type { FileStorage } from '../storage';

const tags = ['debug'];

export interface DebugRouteDeps {
  db: Db;
  storage: FileStorage;
  admins: DebugAdmins;
}

/** Spec §7: list_files and get_file of a video job (job_id = the task id), for its owner or an admin. */
export const debugRoutes: FastifyPluginAsync<{ deps: DebugRouteDeps }> = async (app, { deps }) => {
  const { db, storage, admins } = deps;
  const auth = app.requireAuth;

  app.get(
    '/list_files',
    {
      preHandler: auth,
      schema: doc({
        tags,
        summary: '任务的调试文件（按类别）与渲染各阶段耗时；仅任务所有者或管理员，其他人为 404',
        querystring: debugListQuerySchema,
        data: debugFileListSchema,
        auth: true,
      }),
    },
    async (request) => {
      const { job_id } = parseInput(debugListQuerySchema, request.query);
      return ok(await listDebugFiles(db, admins, userIdOf(request), job_id));
    },
  );

  app.get(
    '/get_file',
    {
      preHandler: auth,
      schema: {
        ...doc({
          tags,
          summary: '读取一个调试文件（file_name 须在该任务该类别的文件列表中）',
          querystring: debugGetFileQuerySchema,
          auth: true,
        }),
        response: { 200: { description: '文件内容（按其类型）' } },
      },
    },
    async (request, reply) => {
      const q = parseInput(debugGetFileQuerySchema, request.query);
      const { file, name, contentType } = await readDebugFile(db, storage, admins, userIdOf(request), q);
      storedFileHeaders(reply, name);
      // Read by the app's script (fetch with the token), never opened as a page: offered as a download, and sandboxed if it is.
      reply.header('content-disposition', `attachment; filename="${name}"`);
      reply.header('content-security-policy', "default-src 'none'; sandbox");
      reply.header('cache-control', 'private, no-store');
      reply.header('content-length', file.size).type(contentType);
      if (request.method === 'HEAD') {
        file.body.destroy();
        return reply.send();
      }
      return reply.send(file.body);
    },
  );
};
