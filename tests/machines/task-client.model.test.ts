import { afterAll, describe, expect, it } from 'vitest';
import { type AnyEventObject, assign, createActor, setup } from 'xstate';
import { createTestModel } from 'xstate/graph';
import type { Page } from '../../contract/envelope';
import type { Task } from '../../contract/tasks';
import { ApiError } from '../../src/api/errors';
import type { SubmitInput, TaskListQuery } from '../../src/api/tasks';
import { machine } from '../../src/machines/task-client/machine';
import { trackCoverage } from './coverage';
import { edgeEventPaths } from './solve-coverage';
import { controlledActor, effectLog, flush } from './task-client-support';
import { makeTask } from './task-client-fixtures';

/*
 * The model: spec §3/§4 "Task client state" and §8 outcomes in their own words. Tasks are named by
 * id: the server lists [a, b], creates c, fetches a, deletes a, stops and retries b.
 */
interface ModelContext {
  tasks: string[];
  current: string | null;
  isLoading: boolean;
  isSubmitting: boolean;
  error: string | null;
  /** Toasts and session expiries, in order: 'error:…', 'success:…', 'expired'. */
  effects: string[];
}

/** assign() typed for this model (helpers built outside setup() need the types spelled out). */
const act = (a: Parameters<typeof assign<ModelContext, AnyEventObject, undefined, AnyEventObject, never>>[0]) =>
  assign<ModelContext, AnyEventObject, undefined, AnyEventObject, never>(a);

const MSG = {
  listFailed: '获取任务列表失败',
  unauthorized: '未授权，请重新登录',
  notFound: '请求的资源不存在',
  noCredits: '积分不足',
  expired: '登录已过期',
  deleteFailed: '删除任务失败',
  stopFailed: '停止任务失败',
  retryFailed: '重试任务失败',
  crash: 'boom',
  created: '题目提交成功',
  deleted: '任务已删除',
  stopped: '任务已停止',
  retried: '已重新开始解题',
};

const empty = (effects: string[]): ModelContext => ({
  tasks: [],
  current: null,
  isLoading: false,
  isSubmitting: false,
  error: null,
  effects,
});

const fx = (...add: string[]) => act(({ context }) => ({ effects: [...context.effects, ...add] }));
const fail = (error: string, effect?: string) =>
  act(({ context }) => ({
    error,
    effects: effect ? [...context.effects, effect] : context.effects,
  }));

const model = setup({
  types: {} as {
    context: ModelContext;
    events: AnyEventObject;
  },
}).createMachine({
  id: 'taskClientModel',
  type: 'parallel',
  context: empty([]),
  on: {
    RESET: { target: ['.read.idle', '.write.idle'], actions: act(({ context }) => empty(context.effects)) },
  },
  states: {
    read: {
      initial: 'idle',
      on: {
        // Fetch list: sets loading. A newer read replaces the one in flight.
        LIST: { target: '.listing', reenter: true, actions: act({ isLoading: true, error: null }) },
        FETCH: { target: '.fetching', reenter: true, actions: act({ isLoading: true, error: null }) },
        // A background re-fetch (the live status moved): neither the loading flag nor the error is touched.
        REVALIDATE: { target: '.revalidating', reenter: true },
      },
      states: {
        idle: {},
        listing: {
          on: {
            // ...and replaces the list with the returned items.
            LIST_OK: { target: 'idle', actions: act({ tasks: ['a', 'b'], isLoading: false }) },
            // List throws: the error state, and an error toast.
            LIST_FAIL: { target: 'idle', actions: [act({ isLoading: false }), fail(MSG.listFailed, `error:${MSG.listFailed}`)] },
            // A 401 on a task call: the session expires (no error toast of its own).
            LIST_EXPIRED: { target: 'idle', actions: [act({ isLoading: false }), fail(MSG.unauthorized, 'expired')] },
          },
        },
        fetching: {
          on: {
            // Fetch one: sets currentTask.
            FETCH_OK: { target: 'idle', actions: act({ current: 'a', isLoading: false }) },
            // Fetch one returns null: the error is stored and toasted.
            FETCH_MISSING: { target: 'idle', actions: [act({ isLoading: false }), fail(MSG.notFound, `error:${MSG.notFound}`)] },
            FETCH_EXPIRED: { target: 'idle', actions: [act({ isLoading: false }), fail(MSG.unauthorized, 'expired')] },
            FETCH_CRASH: { target: 'idle', actions: [act({ isLoading: false }), fail(MSG.crash)] },
          },
        },
        revalidating: {
          on: {
            REVALIDATE_OK: { target: 'idle', actions: act({ current: 'a', isLoading: false }) },
            // Background: the failure is stored, not toasted.
            REVALIDATE_FAIL: { target: 'idle', actions: [act({ isLoading: false }), fail(MSG.notFound)] },
            // A 401 still ends the session.
            REVALIDATE_EXPIRED: { target: 'idle', actions: [act({ isLoading: false }), fail(MSG.unauthorized, 'expired')] },
          },
        },
      },
    },
    write: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            // Create: sets submitting and clears the error.
            CREATE: { target: 'creating', actions: act({ isSubmitting: true, error: null }) },
            DELETE: 'deleting',
            STOP: 'stopping',
            RETRY: 'retrying',
          },
        },
        creating: {
          on: {
            // On success the new task goes to the head of the list, becomes currentTask, submitting clears.
            CREATE_OK: {
              target: 'idle',
              actions: [
                act(({ context }) => ({
                  tasks: ['c', ...context.tasks.filter((t) => t !== 'c')],
                  current: 'c',
                  isSubmitting: false,
                })),
                fx(`success:${MSG.created}`),
              ],
            },
            // A failure object: its error is stored and toasted.
            CREATE_FAIL: { target: 'idle', actions: [act({ isSubmitting: false }), fail(MSG.noCredits, `error:${MSG.noCredits}`)] },
            // {success:false, error:'登录已过期'} on 401.
            CREATE_EXPIRED: { target: 'idle', actions: [act({ isSubmitting: false }), fail(MSG.expired, 'expired')] },
            CREATE_CRASH: { target: 'idle', actions: [act({ isSubmitting: false }), fail(MSG.crash)] },
          },
        },
        deleting: {
          on: {
            // Delete removes the task from the list and clears currentTask if it is the same task.
            DELETE_OK: {
              target: 'idle',
              actions: [
                act(({ context }) => ({
                  tasks: context.tasks.filter((t) => t !== 'a'),
                  current: context.current === 'a' ? null : context.current,
                })),
                fx(`success:${MSG.deleted}`),
              ],
            },
            // Delete returns false.
            DELETE_FAIL: { target: 'idle', actions: fail(MSG.deleteFailed, `error:${MSG.deleteFailed}`) },
            DELETE_EXPIRED: { target: 'idle', actions: fail(MSG.unauthorized, 'expired') },
            DELETE_CRASH: { target: 'idle', actions: fail(MSG.crash) },
          },
        },
        stopping: {
          on: {
            STOP_OK: { target: 'idle', actions: fx(`success:${MSG.stopped}`) },
            STOP_FAIL: { target: 'idle', actions: fail(MSG.stopFailed, `error:${MSG.stopFailed}`) },
            STOP_EXPIRED: { target: 'idle', actions: fail(MSG.unauthorized, 'expired') },
            STOP_CRASH: { target: 'idle', actions: fail(MSG.crash) },
          },
        },
        retrying: {
          on: {
            RETRY_OK: { target: 'idle', actions: fx(`success:${MSG.retried}`) },
            RETRY_FAIL: { target: 'idle', actions: fail(MSG.retryFailed, `error:${MSG.retryFailed}`) },
            RETRY_EXPIRED: { target: 'idle', actions: fail(MSG.unauthorized, 'expired') },
            RETRY_CRASH: { target: 'idle', actions: fail(MSG.crash) },
          },
        },
      },
    },
  },
});

/** The real machine with hand-settled actors and recorded effects. */
function startSut(inspect: ReturnType<typeof trackCoverage>['inspect']) {
  const actors = {
    createTask: controlledActor<Task | null, SubmitInput>(),
    listTasks: controlledActor<Page<Task>, TaskListQuery>(),
    fetchTask: controlledActor<Task, { id: string }>(),
    deleteTask: controlledActor<string, { id: string }>(),
    stopTask: controlledActor<Task, { id: string }>(),
    retryTask: controlledActor<Task, { id: string }>(),
  };
  const effects = effectLog();
  const msg = (type: string) => (_: unknown, p: { message: string }) => effects.log.push({ type, params: `${type}:${p.message}` });
  const actor = createActor(
    machine.provide({
      actors: {
        createTask: actors.createTask.logic,
        listTasks: actors.listTasks.logic,
        fetchTask: actors.fetchTask.logic,
        deleteTask: actors.deleteTask.logic,
        stopTask: actors.stopTask.logic,
        retryTask: actors.retryTask.logic,
      },
      actions: {
        notifyError: msg('error'),
        notifySuccess: msg('success'),
        expireSession: () => effects.log.push({ type: 'expired', params: 'expired' }),
      },
    }),
    { inspect },
  ).start();
  return { actor, actors, effects };
}

type Sut = ReturnType<typeof startSut>;

const page = (ids: string[]): Page<Task> => ({ items: ids.map((id) => makeTask(id)), total: ids.length, page: 1, page_size: 20 });
/** The envelope said success:false: the client throws a 'rejected' ApiError, the machine uses its fallback. */
const rejected = () => new ApiError({ status: 200, code: 'rejected' });

const DRIVERS: Record<string, (sut: Sut) => void> = {
  LIST: ({ actor }) => actor.send({ type: 'tasks.list', query: { page: 1 } }),
  FETCH: ({ actor }) => actor.send({ type: 'tasks.fetch', id: 'a' }),
  CREATE: ({ actor }) =>
    actor.send({ type: 'tasks.create', input: { problem_text: 'x^2-5x+6=0 求解', generate_video: true, turbo_mode: false } }),
  DELETE: ({ actor }) => actor.send({ type: 'tasks.delete', id: 'a' }),
  STOP: ({ actor }) => actor.send({ type: 'tasks.stop', id: 'b' }),
  RETRY: ({ actor }) => actor.send({ type: 'tasks.retry', id: 'b' }),
  REVALIDATE: ({ actor }) => actor.send({ type: 'tasks.revalidate', id: 'a' }),
  RESET: ({ actor }) => actor.send({ type: 'tasks.reset' }),
  LIST_OK: ({ actors }) => actors.listTasks.last().resolve(page(['a', 'b'])),
  LIST_FAIL: ({ actors }) => actors.listTasks.last().reject(rejected()),
  LIST_EXPIRED: ({ actors }) => actors.listTasks.last().reject(new ApiError({ status: 401 })),
  FETCH_OK: ({ actors }) => actors.fetchTask.last().resolve(makeTask('a', { status: 'completed' })),
  FETCH_MISSING: ({ actors }) => actors.fetchTask.last().reject(new ApiError({ status: 404 })),
  FETCH_EXPIRED: ({ actors }) => actors.fetchTask.last().reject(new ApiError({ status: 401 })),
  FETCH_CRASH: ({ actors }) => actors.fetchTask.last().reject(new Error(MSG.crash)),
  REVALIDATE_OK: ({ actors }) => actors.fetchTask.last().resolve(makeTask('a', { status: 'completed' })),
  REVALIDATE_FAIL: ({ actors }) => actors.fetchTask.last().reject(new ApiError({ status: 404 })),
  REVALIDATE_EXPIRED: ({ actors }) => actors.fetchTask.last().reject(new ApiError({ status: 401 })),
  CREATE_OK: ({ actors }) => actors.createTask.last().resolve(makeTask('c')),
  CREATE_FAIL: ({ actors }) => actors.createTask.last().reject(new ApiError({ status: 402, serverMessage: MSG.noCredits })),
  CREATE_EXPIRED: ({ actors }) => actors.createTask.last().reject(new ApiError({ status: 401 })),
  CREATE_CRASH: ({ actors }) => actors.createTask.last().reject(new Error(MSG.crash)),
  DELETE_OK: ({ actors }) => actors.deleteTask.last().resolve('a'),
  DELETE_FAIL: ({ actors }) => actors.deleteTask.last().reject(rejected()),
  DELETE_EXPIRED: ({ actors }) => actors.deleteTask.last().reject(new ApiError({ status: 401 })),
  DELETE_CRASH: ({ actors }) => actors.deleteTask.last().reject(new Error(MSG.crash)),
  STOP_OK: ({ actors }) => actors.stopTask.last().resolve(makeTask('b', { status: 'stopped' })),
  STOP_FAIL: ({ actors }) => actors.stopTask.last().reject(rejected()),
  STOP_EXPIRED: ({ actors }) => actors.stopTask.last().reject(new ApiError({ status: 401 })),
  STOP_CRASH: ({ actors }) => actors.stopTask.last().reject(new Error(MSG.crash)),
  RETRY_OK: ({ actors }) => actors.retryTask.last().resolve(makeTask('b', { status: 'pending' })),
  RETRY_FAIL: ({ actors }) => actors.retryTask.last().reject(rejected()),
  RETRY_EXPIRED: ({ actors }) => actors.retryTask.last().reject(new ApiError({ status: 401 })),
  RETRY_CRASH: ({ actors }) => actors.retryTask.last().reject(new Error(MSG.crash)),
};

function expectMatches(sut: Sut, expected: ModelContext) {
  const ctx = sut.actor.getSnapshot().context;
  expect({
    tasks: ctx.tasks.map((t) => t.task_id),
    current: ctx.currentTask?.task_id ?? null,
    isLoading: ctx.isLoading,
    isSubmitting: ctx.isSubmitting,
    error: ctx.error,
    effects: sut.effects.log.map((e) => e.params),
  }).toEqual(expected);
}

const coverage = trackCoverage();

// The state key: where each region is, and whether the list and currentTask hold something. Error
// texts, effects and task ids are checked on every step instead.
const stateKey = (s: { value: unknown; context: ModelContext }) =>
  JSON.stringify([s.value, s.context.tasks.length > 0, s.context.current !== null]);
const testModel = createTestModel(model, { serializeState: stateKey, serializeTransition: () => '' });
const paths = edgeEventPaths(testModel, stateKey);

describe('task client: model-based (spec §3, §4, §8)', () => {
  it('the model has enough paths to cover every edge', () => {
    expect(paths.length).toBeGreaterThan(100);
  });

  for (const path of paths) {
    it(path.description, async () => {
      const sut = startSut(coverage.inspect);
      // The path gives the events; the expected values come from running the model along it.
      const expected = createActor(model).start();
      expectMatches(sut, expected.getSnapshot().context);
      for (const event of path.events) {
        expected.send(event);
        DRIVERS[event.type](sut);
        await flush();
        expect(sut.actor.getSnapshot().value).toEqual(expected.getSnapshot().value);
        expectMatches(sut, expected.getSnapshot().context);
      }
      sut.actor.stop();
    });
  }

  afterAll(() => {
    // Every state and every transition of the real machine was visited by the paths above.
    coverage.assertComplete(machine);
  });
});
