import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  batchStatusBodySchema,
  batchStatusSchema,
  cardPageSchema,
  type EngagementKind,
  engagedQuerySchema,
  engagementStatusSchema,
} from '../../contract/community';
import type { RouteDeps } from '../deps';
import { userIdOf } from '../http/auth-plugin';
import { ok } from '../http/envelope';
import { doc } from '../http/openapi';
import { parseInput } from '../http/validate';
import { htmlReader } from '../render';
import { batchStatus, listEngaged, setEngagement } from '../services/community/engagements';

const tags = ['engagements'];
const idOf = (request: FastifyRequest) => (request.params as { id?: string }).id;

const KIND_WORD: Record<EngagementKind, string> = { like: '点赞', favorite: '收藏' };

/** Likes and favorites (spec §7): idempotent toggles, my lists, and the state of a page of cards in one call. */
export const engagementsRoutes: FastifyPluginAsync<{ deps: RouteDeps }> = async (app, { deps }) => {
  const db = deps.database.db;
  const read = htmlReader(deps.renderer);
  const auth = app.requireAuth;

  for (const kind of ['like', 'favorite'] as const) {
    const word = KIND_WORD[kind];
    const schema = (summary: string) => doc({ tags, summary, data: engagementStatusSchema, auth: true });
    app.post(`/${kind}/:id`, { preHandler: auth, schema: schema(`${word}（重复${word}仍是一次）`) }, async (request) =>
      ok(await setEngagement(db, userIdOf(request), idOf(request), kind, true)),
    );
    app.delete(`/${kind}/:id`, { preHandler: auth, schema: schema(`取消${word}`) }, async (request) =>
      ok(await setEngagement(db, userIdOf(request), idOf(request), kind, false)),
    );
    app.get(
      `/${kind}s`,
      {
        preHandler: auth,
        schema: doc({
          tags,
          summary: `我的${word}（最新在前；page_size 1–50，超出为 422）`,
          querystring: engagedQuerySchema,
          data: cardPageSchema,
          auth: true,
        }),
      },
      async (request) => ok(await listEngaged(db, read, userIdOf(request), kind, parseInput(engagedQuerySchema, request.query))),
    );
  }

  app.post(
    '/batch-status',
    {
      preHandler: auth,
      schema: doc({
        tags,
        summary: '多道题目的点赞与收藏状态（最多 100 个编号，超出为 422；未知编号不返回）',
        body: batchStatusBodySchema,
        data: batchStatusSchema,
        auth: true,
      }),
    },
    async (request) => ok(await batchStatus(db, userIdOf(request), parseInput(batchStatusBodySchema, request.body).problem_ids)),
  );
};
