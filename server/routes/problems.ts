import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { listQuerySchema, problemDetailSchema, problemSchema } from '../../contract/tasks';
import type { AppDeps } from '../deps';
import { createAuthenticate, requireAuth, userIdOf } from '../http/auth-guard';
import { ok } from '../http/envelope';
import { notFound } from '../http/errors';
import { doc } from '../http/openapi';
import { parseInput } from '../http/validate';
import { createAccessTokens } from '../services/auth/access-tokens';
import { getProblem, getProblemDetail, listProblems, listProblemTasks } from '../services/problems/queries';

const tags = ['problems'];
const idOf = (request: FastifyRequest) => (request.params as { id?: string }).id;

export const problemsRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  const db = deps.database.db;
  const auth = requireAuth(createAuthenticate(createAccessTokens(deps.config.JWT_SECRET, deps.config.ACCESS_TOKEN_TTL), db));

  app.get(
    '/',
    { preHandler: auth, schema: doc({ tags, summary: '我的题目（status 按最新任务筛选）', querystring: listQuerySchema, auth: true }) },
    async (request) => ok(await listProblems(db, userIdOf(request), parseInput(listQuerySchema, request.query))),
  );

  app.get('/:id', { preHandler: auth, schema: doc({ tags, summary: '题目', data: problemSchema, auth: true }) }, async (request) => {
    const problem = await getProblem(db, userIdOf(request), idOf(request));
    if (!problem) throw notFound();
    return ok(problem);
  });

  app.get('/:id/detail', { preHandler: auth, schema: doc({ tags, summary: '题目及其全部任务', data: problemDetailSchema, auth: true }) }, async (request) => {
    const detail = await getProblemDetail(db, userIdOf(request), idOf(request));
    if (!detail) throw notFound();
    return ok(detail);
  });

  app.get('/:id/tasks', { preHandler: auth, schema: doc({ tags, summary: '题目的任务（分页）', querystring: listQuerySchema, auth: true }) }, async (request) => {
    const page = await listProblemTasks(db, userIdOf(request), idOf(request), parseInput(listQuerySchema, request.query));
    if (!page) throw notFound();
    return ok(page);
  });
};
