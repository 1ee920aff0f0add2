import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AnyEventObject, assign, createActor, setup } from 'xstate';
import { createTestModel } from 'xstate/graph';
import type { ProblemDetail } from '../../contract/tasks';
import { ApiError } from '../../src/api/errors';
import * as problemsApi from '../../src/api/problems';
import * as tasksApi from '../../src/api/tasks';
import { problemDetailActors, runAction } from '../../src/machines/problem-detail/actors';
import { problemIdOfPath, startEarlyDetail, takeEarlyDetail } from '../../src/machines/problem-detail/early-detail';
import { machine, type TaskAction } from '../../src/machines/problem-detail/machine';
import { selectLatestTask } from '../../src/machines/problem-detail/selectors';
import { trackCoverage } from './coverage';
import { edgeEventPaths } from './solve-coverage';
import { controlledActor, flush } from './task-client-support';
import { makeTask } from './task-client-fixtures';

vi.mock('../../src/api/problems', () => ({ getProblemDetail: vi.fn() }));
vi.mock('../../src/api/tasks', () => ({ retryTask: vi.fn(), stopTask: vi.fn(), retryAsNewTask: vi.fn() }));

const problem = (version: number): ProblemDetail => ({
  id: 'p1',
  problem_text: 'x^2-5x+6=0 求解',
  problem_type: 'solution',
  subject: 'math',
  image_urls: [],
  ocr_text: null,
  created_at: '2025-06-07T08:00:00.000Z',
  latest_task: makeTask(`t${version}`),
  tasks: [makeTask(`t${version}`)],
});

describe('problem detail actors', () => {
  beforeEach(() => vi.resetAllMocks());

  /** The real actors over the mocked API, inside the machine: what the page stores and toasts. */
  function startReal() {
    const effects: string[] = [];
    const actor = createActor(
      machine.provide({
        actors: problemDetailActors,
        actions: {
          expireSession: () => effects.push('expired'),
          notifyError: (_, p) => effects.push(`error:${p.message}`),
          notifySuccess: (_, p) => effects.push(`success:${p.message}`),
        },
      }),
      { input: { problemId: 'p1' } },
    );
    return { actor, effects };
  }

  it('loads GET /problems/{id}/detail; a failure is the §8 message, else the fallback, stored and toasted', async () => {
    vi.mocked(problemsApi.getProblemDetail).mockResolvedValue(problem(1));
    let sut = startReal();
    sut.actor.start();
    await flush();
    expect(sut.actor.getSnapshot().context.problem?.id).toBe('p1');
    expect(problemsApi.getProblemDetail).toHaveBeenCalledWith('p1');
    vi.mocked(problemsApi.getProblemDetail).mockRejectedValue(new ApiError({ status: 404 }));
    sut = startReal();
    sut.actor.start();
    await flush();
    expect(sut.actor.getSnapshot().context.error).toBe('请求的资源不存在');
    expect(sut.effects).toEqual(['error:请求的资源不存在']);
    // The envelope said success:false: the client throws a 'rejected' ApiError without a message.
    vi.mocked(problemsApi.getProblemDetail).mockRejectedValue(new ApiError({ status: 200, code: 'rejected' }));
    sut = startReal();
    sut.actor.start();
    await flush();
    expect(sut.actor.getSnapshot().context.error).toBe('题目加载失败');
  });

  it('maps retry → POST /tasks/retry, stop → GET /tasks/{id}/stop, new attempt → POST /tasks/retry-task', async () => {
    vi.mocked(tasksApi.retryTask).mockResolvedValue({ problem_id: 'p1', task_id: 't2' });
    vi.mocked(tasksApi.stopTask).mockResolvedValue(null);
    vi.mocked(tasksApi.retryAsNewTask).mockResolvedValue({ problem_id: 'p1', task_id: 't3' });
    for (const action of ['retry', 'stop', 'newAttempt'] as TaskAction[]) expect(await runAction(action, 't1')).toBe(action);
    expect(tasksApi.retryTask).toHaveBeenCalledWith('t1');
    expect(tasksApi.stopTask).toHaveBeenCalledWith('t1');
    expect(tasksApi.retryAsNewTask).toHaveBeenCalledWith('t1');
    vi.mocked(tasksApi.stopTask).mockRejectedValue(new ApiError({ status: 409, serverMessage: '任务已结束' }));
    vi.mocked(problemsApi.getProblemDetail).mockResolvedValue(problem(1));
    const sut = startReal();
    sut.actor.start();
    await flush();
    sut.actor.send({ type: 'problem.stop', taskId: 't1' });
    await flush();
    expect(sut.effects).toEqual(['error:任务已结束']);
  });
});

describe('the early detail request of the page the browser opened on', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    takeEarlyDetail('');
  });

  function startReal() {
    const effects: string[] = [];
    const actor = createActor(
      machine.provide({
        actors: problemDetailActors,
        actions: {
          expireSession: () => effects.push('expired'),
          notifyError: (_, p) => effects.push(`error:${p.message}`),
          notifySuccess: (_, p) => effects.push(`success:${p.message}`),
        },
      }),
      { input: { problemId: 'p1' } },
    );
    return { actor, effects };
  }

  it.each([
    ['/problem/p1', 'p1'],
    ['/problem/p1/', 'p1'],
    ['/problem/%E9%A2%98', '题'],
    ['/problem/%E9%A2', null],
    ['/problem/', null],
    ['/problem/p1/extra', null],
    ['/task/t1', null],
    ['/', null],
  ])('%s is the problem page of %s', (path, id) => {
    expect(problemIdOfPath(path)).toBe(id);
  });

  it('asks for the detail at once on a problem page, and the first load takes that reply instead of asking again', async () => {
    vi.mocked(problemsApi.getProblemDetail).mockResolvedValue(problem(1));
    startEarlyDetail('/problem/p1');
    expect(problemsApi.getProblemDetail).toHaveBeenCalledTimes(1);
    expect(problemsApi.getProblemDetail).toHaveBeenCalledWith('p1');
    const first = startReal();
    first.actor.start();
    await flush();
    expect(first.actor.getSnapshot().context.problem?.latest_task?.task_id).toBe('t1');
    expect(problemsApi.getProblemDetail).toHaveBeenCalledTimes(1);
    // The reply is taken once: the next load (a reload, another visit) asks afresh.
    vi.mocked(problemsApi.getProblemDetail).mockResolvedValue(problem(2));
    first.actor.send({ type: 'problem.reload' });
    await flush();
    expect(first.actor.getSnapshot().context.problem?.latest_task?.task_id).toBe('t2');
    expect(problemsApi.getProblemDetail).toHaveBeenCalledTimes(2);
  });

  it('asks nothing on another page; a reply for another problem, or one too old, is not shown', async () => {
    vi.mocked(problemsApi.getProblemDetail).mockResolvedValue(problem(1));
    startEarlyDetail('/task/t1');
    startEarlyDetail('/');
    expect(problemsApi.getProblemDetail).not.toHaveBeenCalled();
    startEarlyDetail('/problem/p2');
    expect(takeEarlyDetail('p1')).toBeNull();
    startEarlyDetail('/problem/p1', 1_000);
    expect(takeEarlyDetail('p1', 11_001)).toBeNull();
    startEarlyDetail('/problem/p1', 1_000);
    expect(takeEarlyDetail('p1', 11_000)).not.toBeNull();
  });

  it('a failed early reply fails the first load as a failed request would: stored and toasted', async () => {
    vi.mocked(problemsApi.getProblemDetail).mockRejectedValue(new ApiError({ status: 404 }));
    startEarlyDetail('/problem/p1');
    await flush();
    const sut = startReal();
    sut.actor.start();
    await flush();
    expect(sut.actor.getSnapshot().value).toBe('failed');
    expect(sut.effects).toEqual(['error:请求的资源不存在']);
    expect(problemsApi.getProblemDetail).toHaveBeenCalledTimes(1);
  });
});

/*
 * Model of the problem page: load the problem; retry, stop and new attempt act on a task, then the
 * page reloads in the background; every failure is toasted; a 401 expires the session.
 */
interface ModelContext {
  version: number | null;
  error: string | null;
  effects: string[];
}

/** assign() typed for this model (helpers built outside setup() need the types spelled out). */
const act = (a: Parameters<typeof assign<ModelContext, AnyEventObject, undefined, AnyEventObject, never>>[0]) =>
  assign<ModelContext, AnyEventObject, undefined, AnyEventObject, never>(a);
const log = (e: string) => act(({ context }) => ({ effects: [...context.effects, e] }));

const model = setup({ types: {} as { context: ModelContext; events: AnyEventObject } }).createMachine({
  id: 'problemModel',
  context: { version: null, error: null, effects: [] },
  initial: 'loading',
  states: {
    loading: {
      on: {
        LOAD_OK: { target: 'idle', actions: act({ version: 1, error: null }) },
        LOAD_FAIL: { target: 'failed', actions: [act({ error: '请求的资源不存在' }), log('error:请求的资源不存在')] },
        LOAD_EXPIRED: { target: 'failed', actions: [act({ error: '未授权，请重新登录' }), log('expired')] },
      },
    },
    failed: { on: { RELOAD: 'loading' } },
    idle: {
      on: {
        RELOAD: 'refreshing',
        REVALIDATE: 'revalidating',
        RETRY: { target: 'working', actions: log('call:retry') },
        STOP: { target: 'working', actions: log('call:stop') },
        NEW_ATTEMPT: { target: 'working', actions: log('call:newAttempt') },
      },
    },
    refreshing: {
      on: {
        REFRESH_OK: { target: 'idle', actions: act({ version: 2, error: null }) },
        REFRESH_FAIL: { target: 'idle', actions: log('error:网络错误') },
        REFRESH_EXPIRED: { target: 'idle', actions: log('expired') },
      },
    },
    // In the background (a live status settled): the failure is stored, not toasted.
    revalidating: {
      on: {
        REVALIDATE_OK: { target: 'idle', actions: act({ version: 2, error: null }) },
        REVALIDATE_FAIL: { target: 'idle', actions: act({ error: '网络错误' }) },
        REVALIDATE_EXPIRED: { target: 'idle', actions: log('expired') },
      },
    },
    working: {
      on: {
        ACTION_OK: { target: 'refreshing', actions: log('success:done') },
        ACTION_FAIL: { target: 'idle', actions: log('error:任务已结束') },
        ACTION_EXPIRED: { target: 'idle', actions: log('expired') },
      },
    },
  },
});

const REAL: Record<string, unknown> = {
  loading: 'loading',
  failed: 'failed',
  idle: { ready: 'idle' },
  refreshing: { ready: 'refreshing' },
  revalidating: { ready: 'revalidating' },
  working: { ready: 'working' },
};
const DONE_TEXT: Record<TaskAction, string> = { retry: '已重新开始解题', stop: '任务已停止', newAttempt: '已开始新的解答' };

const coverage = trackCoverage();

function startSut() {
  const effects: string[] = [];
  const load = controlledActor<ProblemDetail, { problemId: string }>();
  const act = controlledActor<TaskAction, { action: TaskAction; taskId: string }>((i) => effects.push(`call:${i.action}`));
  const actor = createActor(
    machine.provide({
      actors: { loadDetail: load.logic, runAction: act.logic },
      actions: {
        expireSession: () => effects.push('expired'),
        notifyError: (_, p) => effects.push(`error:${p.message}`),
        notifySuccess: (_, p) => effects.push(`success:${Object.values(DONE_TEXT).includes(p.message) ? 'done' : p.message}`),
      },
    }),
    { input: { problemId: 'p1' }, inspect: coverage.inspect },
  ).start();
  return { actor, load, act, effects };
}
type Sut = ReturnType<typeof startSut>;

const DRIVERS: Record<string, (s: Sut) => void> = {
  LOAD_OK: (s) => s.load.last().resolve(problem(1)),
  LOAD_FAIL: (s) => s.load.last().reject(new ApiError({ status: 404 })),
  LOAD_EXPIRED: (s) => s.load.last().reject(new ApiError({ status: 401 })),
  RELOAD: (s) => s.actor.send({ type: 'problem.reload' }),
  RETRY: (s) => s.actor.send({ type: 'problem.retry', taskId: 't1' }),
  STOP: (s) => s.actor.send({ type: 'problem.stop', taskId: 't1' }),
  NEW_ATTEMPT: (s) => s.actor.send({ type: 'problem.newAttempt', taskId: 't1' }),
  REFRESH_OK: (s) => s.load.last().resolve(problem(2)),
  REFRESH_FAIL: (s) => s.load.last().reject(new ApiError({ status: null })),
  REFRESH_EXPIRED: (s) => s.load.last().reject(new ApiError({ status: 401 })),
  REVALIDATE: (s) => s.actor.send({ type: 'problem.revalidate' }),
  REVALIDATE_OK: (s) => s.load.last().resolve(problem(2)),
  REVALIDATE_FAIL: (s) => s.load.last().reject(new ApiError({ status: null })),
  REVALIDATE_EXPIRED: (s) => s.load.last().reject(new ApiError({ status: 401 })),
  ACTION_OK: (s) => s.act.last().resolve(s.act.last().input.action),
  ACTION_FAIL: (s) => s.act.last().reject(new ApiError({ status: 409, serverMessage: '任务已结束' })),
  ACTION_EXPIRED: (s) => s.act.last().reject(new ApiError({ status: 401 })),
};

const key = (s: { value: unknown; context: ModelContext }) => JSON.stringify([s.value, s.context.version]);
const paths = edgeEventPaths(createTestModel(model, { serializeState: key, serializeTransition: () => '' }), key);

describe('problem detail: model-based', () => {
  for (const path of paths) {
    it(path.description, async () => {
      const sut = startSut();
      const expected = createActor(model).start();
      for (const event of path.events) {
        expected.send(event);
        DRIVERS[event.type](sut);
        await flush();
        const snap = sut.actor.getSnapshot();
        const m = expected.getSnapshot();
        expect(snap.value).toEqual(REAL[m.value as string]);
        expect({
          version: snap.context.problem ? Number(selectLatestTask(snap)?.task_id.slice(1)) : null,
          error: snap.context.error,
          effects: sut.effects,
        }).toEqual(m.context);
      }
      sut.actor.stop();
    });
  }

  afterAll(() => coverage.assertComplete(machine));
});
