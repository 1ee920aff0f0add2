import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { videoListQuerySchema, videoPageSchema } from '../../contract/videos';
import type { RouteDeps } from '../deps';
import { bearerToken } from '../http/auth-plugin';
import { ok } from '../http/envelope';
import { doc } from '../http/openapi';
import { parseInput } from '../http/validate';
import { htmlReader } from '../render';
import { listVideos, videoScope } from '../services/videos/list';

const tags = ['videos'];

export const videosRoutes: FastifyPluginAsync<{ deps: RouteDeps }> = async (app, { deps }) => {
  const db = deps.database.db;
  const read = htmlReader(deps.renderer);

  /** Visitors may list public videos; a request that carries a token is checked like any other (an expired one is a 401, so the client refreshes). */
  const viewerOf = async (request: FastifyRequest): Promise<string | null> => {
    if (!bearerToken(request)) return null;
    await app.requireAuth(request);
    return request.auth?.userId ?? null;
  };

  app.get(
    '/',
    {
      schema: doc({
        tags,
        summary: '讲解视频：我的（登录后默认）或公开题目的（scope=public；访客默认），最新在前；page_size 1–50，超出为 422',
        querystring: videoListQuerySchema,
        data: videoPageSchema,
        auth: true,
      }),
    },
    async (request) => {
      const viewer = await viewerOf(request);
      const q = parseInput(videoListQuerySchema, request.query);
      return ok(await listVideos(db, read, viewer, { ...q, scope: videoScope(viewer, q.scope) }));
    },
  );
};
