import { assign, type EventObject, fromPromise, setup } from 'xstate';
import type { Page } from '../../../contract/envelope';
import type { Task } from '../../../contract/tasks';
import { isApiError, isUnauthorized, taskFailureMessage } from '../../api/errors';
import type { SubmitInput, TaskListQuery } from '../../api/tasks';
import { SOLVE } from '../../text/solve';

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
  /** Background re-fetch of one task (its live status moved): no loading flag, no toast on failure. */
  | { type: 'tasks.revalidate'; id: string }
  | { type: 'tasks.delete'; id: string }
  | { type: 'tasks.stop'; id: string }
  | { type: 'tasks.retry'; id: string }
  | { type: 'tasks.reset' };

export const emptyTaskClient = (): TaskClientContext => ({
  tasks: [],
  currentTask: null,
  isLoading: false,
  isSubmitting: false,
  error: null,
});

const TEXT = SOLVE.taskClient;

const notProvided = (name: string) => () => Promise.reject(new Error(`actor not provided: ${name}`));

/** The spec §8 message of a failed call, with the operation's envelope fallback. */
const failureMessage =
  (fallback: string) =>
  ({ event }: { event: EventObject }) => ({
    message: taskFailureMessage('error' in event ? event.error : undefined, fallback),
  });

type SetError = 'setLoadError' | 'setCreateError' | 'setWriteError';

/**
 * onError of a call the user asked for (spec §8): a 401 that survived the refresh ends the session;
 * an API failure is stored and toasted; a crash of the actor itself is only stored.
 */
const onFailure = (setError: SetError, fallback: string) => {
  const message = failureMessage(fallback);
  return [
    { guard: 'isSessionExpired' as const, target: 'idle', actions: [{ type: setError, params: message }, 'expireSession' as const] },
    {
      guard: 'isApiFailure' as const,
      target: 'idle',
      actions: [
        { type: setError, params: message },
        { type: 'notifyError' as const, params: message },
      ],
    },
    { target: 'idle', actions: { type: setError, params: message } },
  ];
};

/** Replaces a task in the list (same task_id) and keeps the order. */
const upsert = (tasks: Task[], task: Task) =>
  tasks.some((t) => t.task_id === task.task_id) ? tasks.map((t) => (t.task_id === task.task_id ? task : t)) : tasks;

const idOf = (event: TaskClientEvent) => ('id' in event ? event.id : '');

export const machine = setup({
  types: {} as { context: TaskClientContext; events: TaskClientEvent },
  actors: {
    /** POST /tasks/submit, then the new task (null when it could not be loaded). */
    createTask: fromPromise<Task | null, SubmitInput>(notProvided('createTask')),
    listTasks: fromPromise<Page<Task>, TaskListQuery>(notProvided('listTasks')),
    fetchTask: fromPromise<Task, { id: string }>(notProvided('fetchTask')),
    /** Resolves with the id of the deleted task. */
    deleteTask: fromPromise<string, { id: string }>(notProvided('deleteTask')),
    /** Stop or retry, then the fresh task. */
    stopTask: fromPromise<Task, { id: string }>(notProvided('stopTask')),
    retryTask: fromPromise<Task, { id: string }>(notProvided('retryTask')),
  },
  guards: {
    /** A 401 that the API client's one refresh and replay could not cure. */
    isSessionExpired: ({ event }) => 'error' in event && isUnauthorized(event.error),
    /** A failure the API reported (as opposed to a crash of the actor itself). */
    isApiFailure: ({ event }) => 'error' in event && isApiError(event.error),
  },
  actions: {
    /** Injected: clear token, refresh token and user; toast '登录已过期，请重新登录'; go to /auth/login. */
    expireSession: () => {},
    /** Injected: an error toast. */
    notifyError: (_, _params: { message: string }) => {},
    /** Injected: a success toast. */
    notifySuccess: (_, _params: { message: string }) => {},
    clearClient: assign(() => emptyTaskClient()),
    setLoading: assign({ isLoading: true, error: null }),
    setSubmitting: assign({ isSubmitting: true, error: null }),
    setList: assign((_, page: Page<Task>) => ({ tasks: page.items, isLoading: false })),
    setCurrentTask: assign(({ context }, task: Task) => ({
      currentTask: task,
      tasks: upsert(context.tasks, task),
      isLoading: false,
    })),
    setLoadError: assign((_, { message }: { message: string }) => ({ isLoading: false, error: message })),
    addCreatedTask: assign(({ context }, task: Task | null) => {
      if (!task) return { isSubmitting: false };
      return { isSubmitting: false, currentTask: task, tasks: [task, ...context.tasks.filter((t) => t.task_id !== task.task_id)] };
    }),
    setCreateError: assign((_, { message }: { message: string }) => ({ isSubmitting: false, error: message })),
    removeTask: assign(({ context }, id: string) => ({
      tasks: context.tasks.filter((t) => t.task_id !== id),
      currentTask: context.currentTask?.task_id === id ? null : context.currentTask,
    })),
    setWriteError: assign((_, { message }: { message: string }) => ({ error: message })),
    applyTaskUpdate: assign(({ context }, task: Task) => ({
      tasks: upsert(context.tasks, task),
      currentTask: context.currentTask?.task_id === task.task_id ? task : context.currentTask,
    })),
  },
}).createMachine({
  id: 'taskClient',
  type: 'parallel',
  context: emptyTaskClient,
  on: {
    'tasks.reset': { target: ['.read.idle', '.write.idle'], actions: 'clearClient' },
  },
  states: {
    read: {
      initial: 'idle',
      on: {
        'tasks.list': { target: '.listing', reenter: true },
        'tasks.fetch': { target: '.fetching', reenter: true },
        'tasks.revalidate': { target: '.revalidating', reenter: true },
      },
      states: {
        idle: {},
        listing: {
          entry: 'setLoading',
          invoke: {
            src: 'listTasks',
            input: ({ event }) => (event.type === 'tasks.list' ? (event.query ?? {}) : {}),
            onDone: { target: 'idle', actions: { type: 'setList', params: ({ event }) => event.output } },
            onError: [
              {
                guard: 'isSessionExpired',
                target: 'idle',
                actions: [{ type: 'setLoadError', params: failureMessage(TEXT.failed.list) }, 'expireSession'],
              },
              {
                target: 'idle',
                actions: [
                  { type: 'setLoadError', params: failureMessage(TEXT.failed.list) },
                  { type: 'notifyError', params: failureMessage(TEXT.failed.list) },
                ],
              },
            ],
          },
        },
        fetching: {
          entry: 'setLoading',
          invoke: {
            src: 'fetchTask',
            input: ({ event }) => ({ id: idOf(event) }),
            onDone: { target: 'idle', actions: { type: 'setCurrentTask', params: ({ event }) => event.output } },
            onError: onFailure('setLoadError', TEXT.failed.fetch),
          },
        },
        /** Background: the page keeps what it shows; a failure only lands in `error`. */
        revalidating: {
          invoke: {
            src: 'fetchTask',
            input: ({ event }) => ({ id: idOf(event) }),
            onDone: { target: 'idle', actions: { type: 'setCurrentTask', params: ({ event }) => event.output } },
            onError: [
              {
                guard: 'isSessionExpired',
                target: 'idle',
                actions: [{ type: 'setLoadError', params: failureMessage(TEXT.failed.fetch) }, 'expireSession'],
              },
              { target: 'idle', actions: { type: 'setLoadError', params: failureMessage(TEXT.failed.fetch) } },
            ],
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
          entry: 'setSubmitting',
          invoke: {
            src: 'createTask',
            input: ({ event }) => (event.type === 'tasks.create' ? event.input : {}),
            onDone: {
              target: 'idle',
              actions: [
                { type: 'addCreatedTask', params: ({ event }) => event.output },
                { type: 'notifySuccess', params: { message: TEXT.done.create } },
              ],
            },
            onError: [
              // Spec §8: create's error on a 401 is '登录已过期'.
              {
                guard: 'isSessionExpired',
                target: 'idle',
                actions: [{ type: 'setCreateError', params: { message: TEXT.expired } }, 'expireSession'],
              },
              {
                guard: 'isApiFailure',
                target: 'idle',
                actions: [
                  { type: 'setCreateError', params: failureMessage(TEXT.failed.create) },
                  { type: 'notifyError', params: failureMessage(TEXT.failed.create) },
                ],
              },
              { target: 'idle', actions: { type: 'setCreateError', params: failureMessage(TEXT.failed.create) } },
            ],
          },
        },
        deleting: {
          invoke: {
            src: 'deleteTask',
            input: ({ event }) => ({ id: idOf(event) }),
            onDone: {
              target: 'idle',
              actions: [
                { type: 'removeTask', params: ({ event }) => event.output },
                { type: 'notifySuccess', params: { message: TEXT.done.delete } },
              ],
            },
            onError: onFailure('setWriteError', TEXT.failed.delete),
          },
        },
        stopping: {
          invoke: {
            src: 'stopTask',
            input: ({ event }) => ({ id: idOf(event) }),
            onDone: {
              target: 'idle',
              actions: [
                { type: 'applyTaskUpdate', params: ({ event }) => event.output },
                { type: 'notifySuccess', params: { message: TEXT.done.stop } },
              ],
            },
            onError: onFailure('setWriteError', TEXT.failed.stop),
          },
        },
        retrying: {
          invoke: {
            src: 'retryTask',
            input: ({ event }) => ({ id: idOf(event) }),
            onDone: {
              target: 'idle',
              actions: [
                { type: 'applyTaskUpdate', params: ({ event }) => event.output },
                { type: 'notifySuccess', params: { message: TEXT.done.retry } },
              ],
            },
            onError: onFailure('setWriteError', TEXT.failed.retry),
          },
        },
      },
    },
  },
});
