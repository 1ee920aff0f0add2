import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  detailStatusSchema,
  listQuerySchema,
  submitFieldsSchema,
  submitResultSchema,
  taskIdBodySchema,
  taskSchema,
} from '../../contract/tasks';
import type { RouteDeps } from '../deps';
import { userIdOf } from '../http/auth-plugin';
import { done, ok } from '../http/envelope';
import { readSubmissionForm } from '../http/forms';
import { doc } from '../http/openapi';
import { eventStreams } from '../http/sse';
import { createStreamSlots } from '../http/stream-slots';
import { parseInput } from '../http/validate';
import { deleteTask, retryAsNewTask, retryTaskInPlace, stopTask } from '../services/tasks/control';
import type { TaskDeps } from '../services/tasks/deps';
import { listTasks } from '../services/tasks/list';
import { getOwnedTask, getOwnedTaskStatus } from '../services/tasks/load';
import { TASK_MSG } from '../services/tasks/messages';
import { watchOwnedTaskStatus } from '../services/tasks/status-stream';
import { submitTask } from '../services/tasks/submit';

const tags = ['tasks'];
const idOf = (request: FastifyRequest) => (request.params as { id?: string }).id;

export const tasksRoutes: FastifyPluginAsync<{ deps: RouteDeps }> = async (app, { deps }) => {
  const { config, database, jobs, bus, clock, renderer, storage } = deps;
  const db = database.db;
  const tasks: TaskDeps = { config, db, jobs, bus, clock, renderer, storage };
  const streams = eventStreams(app);
  const streamSlots = createStreamSlots({ perUser: config.SSE_STREAMS_PER_USER, total: config.SSE_STREAMS_TOTAL });
  const auth = app.requireAuth;

  app.get(
    '/',
    { preHandler: auth, schema: doc({ tags, summary: '我的任务列表', querystring: listQuerySchema, auth: true }) },
    async (request) => ok(await listTasks(db, userIdOf(request), parseInput(listQuerySchema, request.query))),
  );

  app.post(
    '/submit',
    {
      preHandler: auth,
      schema: doc({
        tags,
        summary: '提交题目（multipart：problem_text、problem_type、generate_video、turbo_mode、images[]）',
        body: submitFieldsSchema,
        data: submitResultSchema,
        consumes: ['multipart/form-data'],
        auth: true,
      }),
    },
    async (request) => {
      const submission = await readSubmissionForm(request);
      return ok(await submitTask(tasks, userIdOf(request), submission, request.log), TASK_MSG.submitted);
    },
  );

  app.post(
    '/retry',
    {
      preHandler: auth,
      schema: doc({ tags, summary: '原地重试失败或已停止的任务', body: taskIdBodySchema, data: submitResultSchema, auth: true }),
    },
    async (request) => {
      const { task_id } = parseInput(taskIdBodySchema, request.body);
      return ok(await retryTaskInPlace(tasks, userIdOf(request), task_id, request.log), TASK_MSG.requeued);
    },
  );

  app.post(
    '/retry-task',
    {
      preHandler: auth,
      schema: doc({ tags, summary: '为同一题目新建任务', body: taskIdBodySchema, data: submitResultSchema, auth: true }),
    },
    async (request) => {
      const { task_id } = parseInput(taskIdBodySchema, request.body);
      return ok(await retryAsNewTask(tasks, userIdOf(request), task_id, request.log), TASK_MSG.retried);
    },
  );

  app.get('/:id', { preHandler: auth, schema: doc({ tags, summary: '任务详情', data: taskSchema, auth: true }) }, async (request) =>
    ok(await getOwnedTask(db, renderer, userIdOf(request), idOf(request))),
  );

  app.get(
    '/:id/detail-status',
    { preHandler: auth, schema: doc({ tags, summary: '任务状态（轮询）', data: detailStatusSchema, auth: true }) },
    async (request) => ok(await getOwnedTaskStatus(db, userIdOf(request), idOf(request))),
  );

  app.get(
    '/:id/stop',
    { preHandler: auth, schema: doc({ tags, summary: '停止任务', data: detailStatusSchema, auth: true }) },
    async (request) => ok(await stopTask(tasks, userIdOf(request), idOf(request), request.log), TASK_MSG.stopped),
  );

  app.delete('/:id', { preHandler: auth, schema: doc({ tags, summary: '删除任务', auth: true }) }, async (request) => {
    await deleteTask(tasks, userIdOf(request), idOf(request), request.log);
    return done(TASK_MSG.deleted);
  });

  /**
   * Live status as Server-Sent Events. The browser's EventSource cannot set an Authorization
   * header, so this one route also takes the access token as `?access_token=` (short-lived; the
   * same checks as the header, including a revoked login). Ownership is checked as everywhere.
   * Open streams are capped per user and per process (SSE_STREAMS_PER_USER, SSE_STREAMS_TOTAL).
   */
  app.get(
    '/:id/events',
    {
      preHandler: auth,
      config: { accessTokenInQuery: true },
      schema: doc({ tags, summary: '任务状态推送（text/event-stream；可用 ?access_token=）', auth: true }),
    },
    async (request, reply) => {
      const userId = userIdOf(request);
      // The slot is taken before the stream opens (a refusal is JSON) and given back when it closes.
      const release = streamSlots.take(userId);
      let opened = false;
      try {
        await watchOwnedTaskStatus({ db, bus, log: request.log }, userId, idOf(request), () => {
          const sink = streams.open(reply);
          opened = true;
          sink.onClose(release);
          return sink;
        });
      } finally {
        if (!opened) release();
      }
    },
  );
};
