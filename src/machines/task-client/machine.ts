import { assign, type EventObject, fromPromise, setup } from 'xstate';
import type { Task } from '../../../contract/tasks';
import type { SubmitInput, TaskListQuery } from '../../api/tasks';
import {
  type CreateResult,
  type DeleteOutcome,
  failureOf,
  type ListResult,
  TASK_CLIENT_FALLBACK as FB,
  type TaskOutcome,
} from './outcomes';

/** Spec §3/§4 "Task client state". */
export interface TaskClientContext {
  tasks: Task[];
  currentTask: Task | null;
  isLoading: boolean;
  isSubmitting: boolean;
  error: string | null;
}

export type TaskClientEvent =
  | { type: 'tasks.create'; input: SubmitInput }
  | { type: 'tasks.list'; query?: TaskListQuery }
  | { type: 'tasks.fetch'; id: string }
  | { type: 'tasks.delete'; id: string }
  | { type: 'tasks.stop'; id: string }
  | { type: 'tasks.retry'; id: string }
  | { type: 'tasks.reset' };

/** Delete's outcome keeps the id, so that the machine knows which task to drop. */
export type DeleteActorOutput = DeleteOutcome & { id: string };

export const TASK_CLIENT_SUCCESS = {
  created: '题目提交成功',
  deleted: '任务已删除',
  stopped: '任务已停止',
  retried: '已重新开始解题',
} as const;

export const emptyTaskClient = (): TaskClientContext => ({
  tasks: [],
  currentTask: null,
  isLoading: false,
  isSubmitting: false,
  error: null,
});

const notProvided = (name: string) => () => Promise.reject(new Error(`actor not provided: ${name}`));
const output = <T>(event: EventObject) => (event as unknown as { output: T }).output;
const thrown = (event: EventObject) => failureOf((event as unknown as { error: unknown }).error);

/** Replaces a task in the list (same task_id) and keeps the order. */
const upsert = (tasks: Task[], task: Task) =>
  tasks.some((t) => t.task_id === task.task_id) ? tasks.map((t) => (t.task_id === task.task_id ? task : t)) : tasks;

export const machine = setup({
  types: {} as { context: TaskClientContext; events: TaskClientEvent },
  actors: {
    createTask: fromPromise<CreateResult, SubmitInput>(notProvided('createTask')),
    listTasks: fromPromise<ListResult, TaskListQuery>(notProvided('listTasks')),
    fetchTask: fromPromise<TaskOutcome, { id: string }>(notProvided('fetchTask')),
    deleteTask: fromPromise<DeleteActorOutput, { id: string }>(notProvided('deleteTask')),
    stopTask: fromPromise<TaskOutcome, { id: string }>(notProvided('stopTask')),
    retryTask: fromPromise<TaskOutcome, { id: string }>(notProvided('retryTask')),
  },
  guards: {
    created: ({ event }) => output<CreateResult>(event).success,
    createExpired: ({ event }) => {
      const r = output<CreateResult>(event);
      return !r.success && r.status === 401;
    },
    listExpired: ({ event }) => thrown(event).status === 401,
    gotTask: ({ event }) => output<TaskOutcome>(event).task !== null,
    taskExpired: ({ event }) => output<TaskOutcome>(event).failure?.status === 401,
    deleted: ({ event }) => output<DeleteActorOutput>(event).ok,
    deleteExpired: ({ event }) => output<DeleteActorOutput>(event).failure?.status === 401,
    thrownExpired: ({ event }) => thrown(event).status === 401,
  },
  actions: {
    /** Injected: clear token, refresh token and user; toast '登录已过期，请重新登录'; go to /auth/login. */
    sessionExpired: () => {},
    /** Injected: an error toast. */
    notifyError: (_, _params: { message: string }) => {},
    /** Injected: a success toast. */
    notifySuccess: (_, _params: { message: string }) => {},
    reset: assign(() => emptyTaskClient()),
    startLoading: assign({ isLoading: true, error: null }),
    startSubmitting: assign({ isSubmitting: true, error: null }),
    listLoaded: assign(({ event }) => ({ tasks: output<ListResult>(event).items, isLoading: false })),
    loadFailed: assign(({ event }) => ({ isLoading: false, error: thrown(event).message })),
    taskLoaded: assign(({ context, event }) => {
      const task = output<TaskOutcome>(event).task!;
      return { currentTask: task, tasks: upsert(context.tasks, task), isLoading: false };
    }),
    taskLoadFailed: assign(({ event }) => ({
      isLoading: false,
      error: output<TaskOutcome>(event).failure?.message ?? FB.fetch,
    })),
    createdTask: assign(({ context, event }) => {
      const r = output<CreateResult>(event);
      const task = r.success ? r.task : null;
      if (!task) return { isSubmitting: false };
      return { isSubmitting: false, currentTask: task, tasks: [task, ...context.tasks.filter((t) => t.task_id !== task.task_id)] };
    }),
    createFailed: assign(({ event }) => {
      const r = output<CreateResult>(event);
      return { isSubmitting: false, error: r.success ? null : r.error };
    }),
    submitThrew: assign(({ event }) => ({ isSubmitting: false, error: thrown(event).message })),
    removed: assign(({ context, event }) => {
      const { id } = output<DeleteActorOutput>(event);
      return {
        tasks: context.tasks.filter((t) => t.task_id !== id),
        currentTask: context.currentTask?.task_id === id ? null : context.currentTask,
      };
    }),
    writeFailed: assign(({ event }) => ({
      error: output<{ failure: { message: string } | null }>(event).failure?.message ?? FB.network,
    })),
    writeThrew: assign(({ event }) => ({ error: thrown(event).message })),
    taskUpdated: assign(({ context, event }) => {
      const task = output<TaskOutcome>(event).task!;
      return {
        tasks: upsert(context.tasks, task),
        currentTask: context.currentTask?.task_id === task.task_id ? task : context.currentTask,
      };
    }),
  },
}).createMachine({
  id: 'taskClient',
  type: 'parallel',
  context: emptyTaskClient,
  on: {
    'tasks.reset': { target: ['.read.idle', '.write.idle'], actions: 'reset' },
  },
  states: {
    read: {
      initial: 'idle',
      on: {
        'tasks.list': { target: '.listing', reenter: true },
        'tasks.fetch': { target: '.fetching', reenter: true },
      },
      states: {
        idle: {},
        listing: {
          entry: 'startLoading',
          invoke: {
            src: 'listTasks',
            input: ({ event }) => (event.type === 'tasks.list' ? (event.query ?? {}) : {}),
            onDone: { target: 'idle', actions: 'listLoaded' },
            onError: [
              { guard: 'listExpired', target: 'idle', actions: ['loadFailed', 'sessionExpired'] },
              {
                target: 'idle',
                actions: ['loadFailed', { type: 'notifyError', params: ({ event }) => ({ message: thrown(event).message }) }],
              },
            ],
          },
        },
        fetching: {
          entry: 'startLoading',
          invoke: {
            src: 'fetchTask',
            input: ({ event }) => ({ id: event.type === 'tasks.fetch' ? event.id : '' }),
            onDone: [
              { guard: 'gotTask', target: 'idle', actions: 'taskLoaded' },
              { guard: 'taskExpired', target: 'idle', actions: ['taskLoadFailed', 'sessionExpired'] },
              {
                target: 'idle',
                actions: [
                  'taskLoadFailed',
                  {
                    type: 'notifyError',
                    params: ({ event }) => ({ message: output<TaskOutcome>(event).failure?.message ?? FB.fetch }),
                  },
                ],
              },
            ],
            onError: { target: 'idle', actions: 'loadFailed' },
          },
        },
      },
    },
    write: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'tasks.create': 'creating',
            'tasks.delete': 'deleting',
            'tasks.stop': 'stopping',
            'tasks.retry': 'retrying',
          },
        },
        creating: {
          entry: 'startSubmitting',
          invoke: {
            src: 'createTask',
            input: ({ event }) => (event.type === 'tasks.create' ? event.input : {}),
            onDone: [
              {
                guard: 'created',
                target: 'idle',
                actions: ['createdTask', { type: 'notifySuccess', params: { message: TASK_CLIENT_SUCCESS.created } }],
              },
              { guard: 'createExpired', target: 'idle', actions: ['createFailed', 'sessionExpired'] },
              {
                target: 'idle',
                actions: [
                  'createFailed',
                  {
                    type: 'notifyError',
                    params: ({ event }) => {
                      const r = output<CreateResult>(event);
                      return { message: (!r.success && (r.error || r.message)) || FB.create };
                    },
                  },
                ],
              },
            ],
            onError: { target: 'idle', actions: 'submitThrew' },
          },
        },
        deleting: {
          invoke: {
            src: 'deleteTask',
            input: ({ event }) => ({ id: event.type === 'tasks.delete' ? event.id : '' }),
            onDone: [
              {
                guard: 'deleted',
                target: 'idle',
                actions: ['removed', { type: 'notifySuccess', params: { message: TASK_CLIENT_SUCCESS.deleted } }],
              },
              { guard: 'deleteExpired', target: 'idle', actions: ['writeFailed', 'sessionExpired'] },
              { target: 'idle', actions: ['writeFailed', { type: 'notifyError', params: failedMessage(FB.delete) }] },
            ],
            onError: { target: 'idle', actions: 'writeThrew' },
          },
        },
        stopping: {
          invoke: {
            src: 'stopTask',
            input: ({ event }) => ({ id: event.type === 'tasks.stop' ? event.id : '' }),
            onDone: [
              {
                guard: 'gotTask',
                target: 'idle',
                actions: ['taskUpdated', { type: 'notifySuccess', params: { message: TASK_CLIENT_SUCCESS.stopped } }],
              },
              { guard: 'taskExpired', target: 'idle', actions: ['writeFailed', 'sessionExpired'] },
              { target: 'idle', actions: ['writeFailed', { type: 'notifyError', params: failedMessage(FB.stop) }] },
            ],
            onError: { target: 'idle', actions: 'writeThrew' },
          },
        },
        retrying: {
          invoke: {
            src: 'retryTask',
            input: ({ event }) => ({ id: event.type === 'tasks.retry' ? event.id : '' }),
            onDone: [
              {
                guard: 'gotTask',
                target: 'idle',
                actions: ['taskUpdated', { type: 'notifySuccess', params: { message: TASK_CLIENT_SUCCESS.retried } }],
              },
              { guard: 'taskExpired', target: 'idle', actions: ['writeFailed', 'sessionExpired'] },
              { target: 'idle', actions: ['writeFailed', { type: 'notifyError', params: failedMessage(FB.retry) }] },
            ],
            onError: { target: 'idle', actions: 'writeThrew' },
          },
        },
      },
    },
  },
});

function failedMessage(fallback: string) {
  return ({ event }: { event: EventObject }) => ({
    message: output<{ failure: { message: string } | null }>(event).failure?.message ?? fallback,
  });
}
