import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { cardPageSchema, exploreQuerySchema, sharingSchema, sharingUpdateSchema } from '../../contract/community';
import { listQuerySchema, problemDetailSchema, problemSchema } from '../../contract/tasks';
import type { RouteDeps } from '../deps';
import { userIdOf, userIdOrNull } from '../http/auth-plugin';
import { ok } from '../http/envelope';
import { doc } from '../http/openapi';
import { parseInput } from '../http/validate';
import { htmlReader } from '../render';
import { exploreFeed } from '../services/community/feed';
import { acknowledgeSharingNotice, getSharing, sharingNoticeAcknowledged, updateSharing } from '../services/community/sharing';
import { getProblem, getProblemDetail, listProblems, listProblemTasks } from '../services/problems/queries';

const tags = ['problems'];
const idOf = (request: FastifyRequest) => (request.params as { id?: string }).id;

export const problemsRoutes: FastifyPluginAsync<{ deps: RouteDeps }> = async (app, { deps }) => {
  const db = deps.database.db;
  const { renderer } = deps;
  const auth = app.requireAuth;

  app.get(
    '/',
    { preHandler: auth, schema: doc({ tags, summary: '我的题目（status 按最新任务筛选）', querystring: listQuerySchema, auth: true }) },
    async (request) => ok(await listProblems(db, userIdOf(request), parseInput(listQuerySchema, request.query))),
  );

  // Explore is open to visitors: it holds only problems their owners shared.
  app.get(
    '/explore',
    {
      schema: doc({
        tags,
        summary: '探索：已解答的公开题目（搜索、学科、题型、排序；page_size 1–50，超出为 422）',
        querystring: exploreQuerySchema,
        data: cardPageSchema,
      }),
    },
    async (request) => ok(await exploreFeed(db, htmlReader(renderer), parseInput(exploreQuerySchema, request.query))),
  );

  app.get(
    '/sharing-notice',
    { preHandler: auth, schema: doc({ tags, summary: '是否已告知：解答后的题目会公开', auth: true }) },
    async (request) => ok(await sharingNoticeAcknowledged(db, userIdOf(request))),
  );

  app.post(
    '/sharing-notice',
    { preHandler: auth, schema: doc({ tags, summary: '已读：解答后的题目会公开（此后解答的公开题目进入探索）', auth: true }) },
    async (request) => ok(await acknowledgeSharingNotice(db, userIdOf(request))),
  );

  app.get(
    '/:id/sharing',
    { preHandler: auth, schema: doc({ tags, summary: '我的题目的公开设置', data: sharingSchema, auth: true }) },
    async (request) => ok(await getSharing(db, userIdOf(request), idOf(request))),
  );

  app.patch(
    '/:id/sharing',
    {
      preHandler: auth,
      schema: doc({
        tags,
        summary: '修改公开设置（公开或私密、显示提问者、显示照片）',
        body: sharingUpdateSchema,
        data: sharingSchema,
        auth: true,
      }),
    },
    async (request) => ok(await updateSharing(db, userIdOf(request), idOf(request), parseInput(sharingUpdateSchema, request.body))),
  );

  app.get('/:id', { preHandler: auth, schema: doc({ tags, summary: '题目', data: problemSchema, auth: true }) }, async (request) =>
    ok(await getProblem(db, renderer, userIdOf(request), idOf(request))),
  );

  // Open to visitors too: a problem listed in explore, as its owner shares it (any other is 404).
  app.get(
    '/:id/detail',
    {
      preHandler: app.identifyUser,
      schema: doc({ tags, summary: '题目及其全部任务（访客与其他同学：仅探索中的题目，按提问者的公开设置）', data: problemDetailSchema }),
    },
    async (request) => ok(await getProblemDetail(db, renderer, userIdOrNull(request), idOf(request))),
  );

  app.get(
    '/:id/tasks',
    { preHandler: auth, schema: doc({ tags, summary: '题目的任务（分页）', querystring: listQuerySchema, auth: true }) },
    async (request) => ok(await listProblemTasks(db, userIdOf(request), idOf(request), parseInput(listQuerySchema, request.query))),
  );
};
