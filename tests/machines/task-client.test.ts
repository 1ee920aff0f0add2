import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { ApiError, taskFailureMessage } from '../../src/api/errors';
import * as tasksApi from '../../src/api/tasks';
import type { TaskListQuery } from '../../src/api/tasks';
import { createTask, taskClientActors } from '../../src/machines/task-client/actors';
import { machine } from '../../src/machines/task-client/machine';
import { controlledActor, effectLog, flush } from './task-client-support';
import { makeTask } from './task-client-fixtures';

vi.mock('../../src/api/tasks', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/api/tasks')>();
  return {
    ...real,
    submitTask: vi.fn(),
    listTasks: vi.fn(),
    getTask: vi.fn(),
    deleteTask: vi.fn(),
    stopTask: vi.fn(),
    retryTask: vi.fn(),
  };
});
const api = vi.mocked(tasksApi);

beforeEach(() => vi.resetAllMocks());

/** The real actors over the mocked src/api/tasks; what the user sees is the machine's error and toasts. */
function startReal() {
  const effects = effectLog();
  const actor = createActor(
    machine.provide({
      actors: taskClientActors,
      actions: {
        notifyError: effects.record('notifyError'),
        notifySuccess: effects.record('notifySuccess'),
        expireSession: effects.record('expireSession'),
      },
    }),
  ).start();
  const run = async (event: Parameters<typeof actor.send>[0]) => {
    effects.log.length = 0;
    actor.send(event);
    await flush();
    return actor.getSnapshot().context;
  };
  return { actor, effects, run };
}

/** The envelope said success:false (the client throws it as a 'rejected' ApiError). */
const rejected = (serverMessage?: string) => new ApiError({ status: 200, code: 'rejected', serverMessage });

describe('task client outcomes (spec §8)', () => {
  it('create: success carries problem_id and, when asked, the new task', async () => {
    api.submitTask.mockResolvedValue({ problem_id: 'p1', task_id: 't1' });
    api.getTask.mockResolvedValue(makeTask('t1'));
    const r = await createTask({ problem_text: 'x' });
    expect(r?.task_id).toBe('t1');
    const { run, effects } = startReal();
    expect((await run({ type: 'tasks.create', input: { problem_text: 'x' } })).currentTask?.task_id).toBe('t1');
    expect(effects.ofType('notifySuccess')).toEqual([{ type: 'notifySuccess', params: { message: '题目提交成功' } }]);
  });

  it("create: success false in the envelope → the server's message, else '创建任务失败'", async () => {
    const { run, effects } = startReal();
    api.submitTask.mockRejectedValue(rejected('积分不足'));
    expect(await run({ type: 'tasks.create', input: {} })).toMatchObject({ isSubmitting: false, error: '积分不足' });
    expect(effects.ofType('notifyError')).toEqual([{ type: 'notifyError', params: { message: '积分不足' } }]);
    api.submitTask.mockRejectedValue(rejected());
    expect(await run({ type: 'tasks.create', input: {} })).toMatchObject({ error: '创建任务失败' });
  });

  it("create: a 401 gives {success:false, error:'登录已过期'}", async () => {
    const { run, effects } = startReal();
    api.submitTask.mockRejectedValue(new ApiError({ status: 401 }));
    expect(await run({ type: 'tasks.create', input: {} })).toMatchObject({ isSubmitting: false, error: '登录已过期' });
    expect(effects.log).toEqual([{ type: 'expireSession' }]);
  });

  it('create: 402 shows the server message; no response → 网络错误; detail wins', async () => {
    const { run } = startReal();
    api.submitTask.mockRejectedValue(new ApiError({ status: 402, serverMessage: '积分不足，本次需要 7 积分' }));
    expect(await run({ type: 'tasks.create', input: {} })).toMatchObject({ error: '积分不足，本次需要 7 积分' });
    api.submitTask.mockRejectedValue(new ApiError({ status: null }));
    expect(await run({ type: 'tasks.create', input: {} })).toMatchObject({ error: '网络错误' });
    api.submitTask.mockRejectedValue(new ApiError({ status: 422, serverMessage: '输入数据验证失败', detail: '题目文字最多 5000 个字符' }));
    expect(await run({ type: 'tasks.create', input: {} })).toMatchObject({ error: '题目文字最多 5000 个字符' });
  });

  it('list throws; its message is the envelope fallback or the failure', async () => {
    const { run, effects } = startReal();
    api.listTasks.mockRejectedValue(rejected());
    expect(await run({ type: 'tasks.list' })).toMatchObject({ isLoading: false, error: '获取任务列表失败' });
    api.listTasks.mockRejectedValue(new ApiError({ status: 500 }));
    expect(await run({ type: 'tasks.list' })).toMatchObject({ error: '服务器错误，请稍后重试' });
    expect(effects.ofType('notifyError')).toEqual([{ type: 'notifyError', params: { message: '服务器错误，请稍后重试' } }]);
    api.listTasks.mockResolvedValue({ items: [makeTask('a')], total: 1, page: 1, page_size: 20 });
    expect((await run({ type: 'tasks.list', query: { page: 1 } })).tasks.map((t) => t.task_id)).toEqual(['a']);
  });

  it('fetch one returns null on failure, with the fallback message', async () => {
    const { run } = startReal();
    api.getTask.mockRejectedValue(rejected());
    expect(await run({ type: 'tasks.fetch', id: 'a' })).toMatchObject({ currentTask: null, error: '获取任务详情失败' });
    api.getTask.mockRejectedValue(new ApiError({ status: 404 }));
    expect(await run({ type: 'tasks.fetch', id: 'a' })).toMatchObject({ currentTask: null, error: '请求的资源不存在' });
  });

  it('delete returns false on failure', async () => {
    const { run, actor } = startReal();
    api.listTasks.mockResolvedValue({ items: [makeTask('a')], total: 1, page: 1, page_size: 20 });
    await run({ type: 'tasks.list' });
    api.deleteTask.mockRejectedValue(rejected());
    expect(await run({ type: 'tasks.delete', id: 'a' })).toMatchObject({ error: '删除任务失败' });
    expect(actor.getSnapshot().context.tasks).toHaveLength(1);
    api.deleteTask.mockResolvedValue(undefined as never);
    expect((await run({ type: 'tasks.delete', id: 'a' })).tasks).toEqual([]);
  });

  it('stop and retry reload the task afterwards', async () => {
    const { run } = startReal();
    api.getTask.mockResolvedValue(makeTask('a'));
    await run({ type: 'tasks.fetch', id: 'a' });
    api.stopTask.mockResolvedValue(null);
    api.getTask.mockResolvedValue(makeTask('a', { status: 'stopped' }));
    expect((await run({ type: 'tasks.stop', id: 'a' })).currentTask?.status).toBe('stopped');
    api.retryTask.mockRejectedValue(new ApiError({ status: 409, serverMessage: '任务正在处理中' }));
    expect(await run({ type: 'tasks.retry', id: 'a' })).toMatchObject({ error: '任务正在处理中' });
  });

  it('failureOf: detail, else message, else 网络错误', () => {
    expect(taskFailureMessage({ detail: 'd', message: 'm', status: 400 }, '获取任务详情失败')).toBe('d');
    expect(taskFailureMessage(new Error('boom'), '获取任务详情失败')).toBe('boom');
    expect(taskFailureMessage(undefined, '获取任务详情失败')).toBe('网络错误');
    expect(taskFailureMessage(new ApiError({ status: null }), '获取任务详情失败')).toBe('网络错误');
  });
});

describe('task client machine', () => {
  function start() {
    const list = controlledActor<{ items: ReturnType<typeof makeTask>[]; total: number; page: number; page_size: number }, TaskListQuery>();
    const effects = effectLog();
    const actor = createActor(
      machine.provide({
        actors: { listTasks: list.logic },
        actions: {
          notifyError: effects.record('notifyError'),
          notifySuccess: effects.record('notifySuccess'),
          expireSession: effects.record('expireSession'),
        },
      }),
    ).start();
    return { actor, list, effects };
  }

  afterEach(() => vi.useRealTimers());

  it('starts empty (spec §3 task client state)', () => {
    const { actor } = start();
    expect(actor.getSnapshot().context).toEqual({
      tasks: [],
      currentTask: null,
      isLoading: false,
      isSubmitting: false,
      error: null,
    });
  });

  it('a newer list request replaces the older one; only the newest result counts', async () => {
    const { actor, list } = start();
    actor.send({ type: 'tasks.list', query: { page: 1 } });
    actor.send({ type: 'tasks.list', query: { page: 2 } });
    expect(list.calls[0].cancelled).toBe(true);
    expect(list.last().input).toEqual({ page: 2 });
    list.last().resolve({ items: [makeTask('b')], total: 1, page: 2, page_size: 20 });
    await flush();
    expect(actor.getSnapshot().context.tasks.map((t) => t.task_id)).toEqual(['b']);
    expect(actor.getSnapshot().context.isLoading).toBe(false);
  });

  it('an unprovided actor fails loudly into the error state instead of hanging', async () => {
    const actor = createActor(machine).start();
    actor.send({ type: 'tasks.fetch', id: 'x' });
    await flush();
    expect(actor.getSnapshot().context.error).toBe('actor not provided: fetchTask');
    expect(actor.getSnapshot().context.isLoading).toBe(false);
  });
});
