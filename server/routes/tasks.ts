import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { detailStatusSchema, listQuerySchema, submitFieldsSchema, submitResultSchema, taskIdBodySchema, taskSchema } from '../../contract/tasks';
import type { AppDeps } from '../deps';
import { createAuthenticate, requireAuth, userIdOf } from '../http/auth-guard';
import { ok } from '../http/envelope';
import { HttpError, notFound, unauthorized, unprocessable } from '../http/errors';
import { readMultipart } from '../http/multipart';
import { doc } from '../http/openapi';
import { parseInput } from '../http/validate';
import { taskEventsBus } from '../jobs/task-events-bus';
import { MSG } from '../messages';
import { createAccessTokens } from '../services/auth/access-tokens';
import { deleteTask, retryAsNewTask, retryTaskInPlace, stopTask } from '../services/tasks/control';
import { listTasks } from '../services/tasks/list';
import { findOwnedTaskRow, getOwnedTask } from '../services/tasks/load';
import { TASK_MSG } from '../services/tasks/messages';
import { parseSubmission } from '../services/tasks/parse-submission';
import { detailStatusJson } from '../services/tasks/serialize';
import { streamTaskStatus } from '../services/tasks/status-stream';
import { submitTask } from '../services/tasks/submit';

const tags = ['tasks'];
const idOf = (request: FastifyRequest) => (request.params as { id?: string }).id;

export const tasksRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  const { config, database } = deps;
  const db = database.db;
  const authenticate = createAuthenticate(createAccessTokens(config.JWT_SECRET, config.ACCESS_TOKEN_TTL), db);
  const auth = requireAuth(authenticate);
  const openStreams = new Set<() => void>();
  // Open event streams would hold the server open: end them before it closes.
  app.addHook('preClose', async () => {
    for (const finish of [...openStreams]) finish();
  });

  app.get('/', { preHandler: auth, schema: doc({ tags, summary: '我的任务列表', querystring: listQuerySchema, auth: true }) }, async (request) =>
    ok(await listTasks(db, userIdOf(request), parseInput(listQuerySchema, request.query))),
  );

  app.post(
    '/submit',
    {
      preHandler: auth,
      schema: doc({ tags, summary: '提交题目（multipart：problem_text、problem_type、generate_video、turbo_mode、images[]）', body: submitFieldsSchema, data: submitResultSchema, consumes: ['multipart/form-data'], auth: true }),
    },
    async (request) => {
      const body = await readMultipart(request).catch((err: unknown) => {
        // Six pictures is a form mistake, not a transfer problem: a 422 with a message the student understands.
        if (err instanceof HttpError && err.statusCode === 413 && err.message === MSG.tooManyFiles) {
          throw unprocessable(TASK_MSG.tooManyImages, err.detail);
        }
        throw err;
      });
      const submission = parseSubmission(body);
      return ok(await submitTask(deps, userIdOf(request), submission, request.log), TASK_MSG.submitted);
    },
  );

  app.post('/retry', { preHandler: auth, schema: doc({ tags, summary: '原地重试失败或已停止的任务', body: taskIdBodySchema, data: submitResultSchema, auth: true }) }, async (request) => {
    const { task_id } = parseInput(taskIdBodySchema, request.body);
    return ok(await retryTaskInPlace(deps, userIdOf(request), task_id, request.log), TASK_MSG.requeued);
  });

  app.post('/retry-task', { preHandler: auth, schema: doc({ tags, summary: '为同一题目新建任务', body: taskIdBodySchema, data: submitResultSchema, auth: true }) }, async (request) => {
    const { task_id } = parseInput(taskIdBodySchema, request.body);
    return ok(await retryAsNewTask(deps, userIdOf(request), task_id, request.log), TASK_MSG.retried);
  });

  app.get('/:id', { preHandler: auth, schema: doc({ tags, summary: '任务详情', data: taskSchema, auth: true }) }, async (request) => {
    const task = await getOwnedTask(db, userIdOf(request), idOf(request));
    if (!task) throw notFound();
    return ok(task);
  });

  app.get('/:id/detail-status', { preHandler: auth, schema: doc({ tags, summary: '任务状态（轮询）', data: detailStatusSchema, auth: true }) }, async (request) => {
    const row = await findOwnedTaskRow(db, userIdOf(request), idOf(request));
    if (!row) throw notFound();
    return ok(detailStatusJson(row));
  });

  app.get('/:id/stop', { preHandler: auth, schema: doc({ tags, summary: '停止任务', data: detailStatusSchema, auth: true }) }, async (request) =>
    ok(await stopTask(deps, userIdOf(request), idOf(request), request.log), TASK_MSG.stopped),
  );

  app.delete('/:id', { preHandler: auth, schema: doc({ tags, summary: '删除任务', auth: true }) }, async (request) => {
    await deleteTask(deps, userIdOf(request), idOf(request), request.log);
    return { success: true, message: TASK_MSG.deleted };
  });

  /**
   * Live status as Server-Sent Events. The browser's EventSource cannot set an Authorization
   * header, so this one route also takes the access token as `?access_token=` (short-lived; the
   * same checks as the header, including a revoked login). Ownership is checked as everywhere.
   */
  app.get(
    '/:id/events',
    { schema: doc({ tags, summary: '任务状态推送（text/event-stream；可用 ?access_token=）', auth: true }) },
    async (request, reply) => {
      const token = (request.query as { access_token?: unknown }).access_token;
      let claims = await authenticate(request);
      if (!claims && typeof token === 'string' && token.length > 0 && token.length < 4096) {
        claims = await authenticate({ headers: { authorization: `Bearer ${token}` } } as FastifyRequest);
      }
      if (!claims) throw unauthorized(MSG.tokenExpired);
      const row = await findOwnedTaskRow(db, claims.userId, idOf(request));
      if (!row) throw notFound();
      await streamTaskStatus(request, reply, row.id, { db, bus: taskEventsBus, open: openStreams });
    },
  );
};
