import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '../../src/api/errors';
import * as tasksApi from '../../src/api/tasks';
import type { TaskListQuery } from '../../src/api/tasks';
import { createTask, deleteTask, fetchTask, listTasks, retryTask, stopTask } from '../../src/machines/task-client/actors';
import { machine } from '../../src/machines/task-client/machine';
import { failureOf, TaskClientError } from '../../src/machines/task-client/outcomes';
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

describe('task client outcomes (spec §8)', () => {
  it('create: success carries problem_id and, when asked, the new task', async () => {
    api.submitTask.mockResolvedValue({ success: true, data: { problem_id: 'p1', task_id: 't1' } });
    api.getTask.mockResolvedValue({ success: true, data: makeTask('t1') });
    const r = await createTask({ problem_text: 'x' }, { withTask: true });
    expect(r).toMatchObject({ success: true, data: { problem_id: 'p1', task_id: 't1' } });
    expect(r.success && r.task?.task_id).toBe('t1');
  });

  it("create: success false in the envelope → the server's message, else '创建任务失败'", async () => {
    api.submitTask.mockResolvedValue({ success: false, message: '积分不足' });
    expect(await createTask({})).toEqual({ success: false, error: '积分不足', message: '积分不足' });
    api.submitTask.mockResolvedValue({ success: false });
    expect(await createTask({})).toMatchObject({ success: false, error: '创建任务失败' });
  });

  it("create: a 401 gives {success:false, error:'登录已过期'}", async () => {
    api.submitTask.mockRejectedValue(new ApiError({ status: 401 }));
    expect(await createTask({})).toEqual({ success: false, error: '登录已过期', status: 401 });
  });

  it('create: 402 shows the server message; no response → 网络错误; detail wins', async () => {
    api.submitTask.mockRejectedValue(new ApiError({ status: 402, serverMessage: '积分不足，本次需要 7 积分' }));
    expect(await createTask({})).toMatchObject({ success: false, error: '积分不足，本次需要 7 积分', status: 402 });
    api.submitTask.mockRejectedValue(new ApiError({ status: null }));
    expect(await createTask({})).toMatchObject({ success: false, error: '网络错误' });
    api.submitTask.mockRejectedValue(new ApiError({ status: 422, serverMessage: '输入数据验证失败', detail: '题目文字最多 5000 个字符' }));
    expect(await createTask({})).toMatchObject({ error: '题目文字最多 5000 个字符' });
  });

  it('list throws; its message is the envelope fallback or the failure', async () => {
    api.listTasks.mockResolvedValue({ success: false });
    await expect(listTasks({})).rejects.toThrow('获取任务列表失败');
    api.listTasks.mockRejectedValue(new ApiError({ status: 500 }));
    const err = await listTasks({}).catch((e) => e);
    expect(err).toBeInstanceOf(TaskClientError);
    expect(err).toMatchObject({ message: '服务器错误，请稍后重试', status: 500 });
    api.listTasks.mockResolvedValue({ success: true, data: { items: [makeTask('a')], total: 1, page: 1, page_size: 20 } });
    expect((await listTasks({ page: 1 })).items.map((t) => t.task_id)).toEqual(['a']);
  });

  it('fetch one returns null on failure, with the fallback message', async () => {
    api.getTask.mockResolvedValue({ success: false });
    expect(await fetchTask('a')).toEqual({ task: null, failure: { message: '获取任务详情失败', status: null } });
    api.getTask.mockRejectedValue(new ApiError({ status: 404 }));
    expect(await fetchTask('a')).toEqual({ task: null, failure: { message: '请求的资源不存在', status: 404 } });
  });

  it('delete returns false on failure', async () => {
    api.deleteTask.mockResolvedValue({ success: false });
    expect(await deleteTask('a')).toEqual({ ok: false, failure: { message: '删除任务失败', status: null } });
    api.deleteTask.mockResolvedValue({ success: true, data: null });
    expect(await deleteTask('a')).toEqual({ ok: true, failure: null });
  });

  it('stop and retry reload the task afterwards', async () => {
    api.stopTask.mockResolvedValue({ success: true, data: null });
    api.getTask.mockResolvedValue({ success: true, data: makeTask('a', { status: 'stopped' }) });
    expect((await stopTask('a')).task?.status).toBe('stopped');
    api.retryTask.mockRejectedValue(new ApiError({ status: 409, serverMessage: '任务正在处理中' }));
    expect(await retryTask('a')).toEqual({ task: null, failure: { message: '任务正在处理中', status: 409 } });
  });

  it('failureOf: detail, else message, else 网络错误', () => {
    expect(failureOf({ detail: 'd', message: 'm', status: 400 })).toEqual({ message: 'd', status: 400 });
    expect(failureOf(new Error('boom'))).toEqual({ message: 'boom', status: null });
    expect(failureOf(undefined)).toEqual({ message: '网络错误', status: null });
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
          sessionExpired: effects.record('sessionExpired'),
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
