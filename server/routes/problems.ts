import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { listQuerySchema, problemDetailSchema, problemSchema } from '../../contract/tasks';
import type { RouteDeps } from '../deps';
import { userIdOf } from '../http/auth-plugin';
import { ok } from '../http/envelope';
import { doc } from '../http/openapi';
import { parseInput } from '../http/validate';
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

  app.get('/:id', { preHandler: auth, schema: doc({ tags, summary: '题目', data: problemSchema, auth: true }) }, async (request) =>
    ok(await getProblem(db, renderer, userIdOf(request), idOf(request))),
  );

  app.get(
    '/:id/detail',
    { preHandler: auth, schema: doc({ tags, summary: '题目及其全部任务', data: problemDetailSchema, auth: true }) },
    async (request) => ok(await getProblemDetail(db, renderer, userIdOf(request), idOf(request))),
  );

  app.get(
    '/:id/tasks',
    { preHandler: auth, schema: doc({ tags, summary: '题目的任务（分页）', querystring: listQuerySchema, auth: true }) },
    async (request) => ok(await listProblemTasks(db, userIdOf(request), idOf(request), parseInput(listQuerySchema, request.query))),
  );
};
