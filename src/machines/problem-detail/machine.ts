import { assign, type EventObject, fromPromise, setup } from 'xstate';
import type { ProblemDetail } from '../../../contract/tasks';
import { SOLVE } from '../../text/solve';
import { type Failure, failureOf } from '../task-client/outcomes';

/** The problem page: the problem, its solution attempts, and the task actions (retry, stop, new attempt). */
export interface ProblemDetailContext {
  problemId: string;
  problem: ProblemDetail | null;
  error: string | null;
}

export type TaskAction = 'retry' | 'stop' | 'newAttempt';

export type ProblemDetailEvent =
  | { type: 'problem.reload' }
  | { type: 'problem.retry'; taskId: string }
  | { type: 'problem.stop'; taskId: string }
  | { type: 'problem.newAttempt'; taskId: string };

const ACTION_OF: Record<Exclude<ProblemDetailEvent['type'], 'problem.reload'>, TaskAction> = {
  'problem.retry': 'retry',
  'problem.stop': 'stop',
  'problem.newAttempt': 'newAttempt',
};

const DONE_MESSAGE: Record<TaskAction, string> = {
  retry: SOLVE.problem.retried,
  stop: SOLVE.problem.stopped,
  newAttempt: SOLVE.problem.newAttemptStarted,
};

const failure = (event: EventObject): Failure => failureOf((event as unknown as { error: unknown }).error);
const output = <T>(event: EventObject) => (event as unknown as { output: T }).output;
/** Spec §8: every failed response (but a 401) shows an error toast. */
const toastFailure = {
  type: 'notifyError',
  params: ({ event }: { event: EventObject }) => ({ message: failure(event).message }),
} as const;

export const machine = setup({
  types: {} as { context: ProblemDetailContext; events: ProblemDetailEvent; input: { problemId: string } },
  actors: {
    /** GET /problems/{id}/detail; rejects with the failure. */
    loadDetail: fromPromise<ProblemDetail, { problemId: string }>(() =>
      Promise.reject(new Error('actor not provided: loadDetail')),
    ),
    /** POST /tasks/retry, GET /tasks/{id}/stop or POST /tasks/retry-task; resolves with the action. */
    runAction: fromPromise<TaskAction, { action: TaskAction; taskId: string }>(() =>
      Promise.reject(new Error('actor not provided: runAction')),
    ),
  },
  guards: {
    expired: ({ event }) => failure(event).status === 401,
  },
  actions: {
    /** Injected: clear the session, toast '登录已过期，请重新登录', go to /auth/login. */
    sessionExpired: () => {},
    notifyError: (_, _params: { message: string }) => {},
    notifySuccess: (_, _params: { message: string }) => {},
    setProblem: assign(({ event }) => ({ problem: output<ProblemDetail>(event), error: null })),
    setError: assign(({ event }) => ({ error: failure(event).message })),
  },
}).createMachine({
  id: 'problemDetail',
  context: ({ input }) => ({ problemId: input.problemId, problem: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadDetail',
        input: ({ context }) => ({ problemId: context.problemId }),
        onDone: { target: 'ready', actions: 'setProblem' },
        onError: [
          { guard: 'expired', target: 'failed', actions: ['setError', 'sessionExpired'] },
          { target: 'failed', actions: ['setError', toastFailure] },
        ],
      },
    },
    failed: {
      on: { 'problem.reload': 'loading' },
    },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'problem.reload': 'refreshing',
            'problem.retry': 'working',
            'problem.stop': 'working',
            'problem.newAttempt': 'working',
          },
        },
        /** Reloads in the background; the page keeps showing what it has. */
        refreshing: {
          invoke: {
            src: 'loadDetail',
            input: ({ context }) => ({ problemId: context.problemId }),
            onDone: { target: 'idle', actions: 'setProblem' },
            onError: [{ guard: 'expired', target: 'idle', actions: 'sessionExpired' }, { target: 'idle', actions: toastFailure }],
          },
        },
        working: {
          invoke: {
            src: 'runAction',
            input: ({ event }) => {
              const e = event as Extract<ProblemDetailEvent, { taskId: string }>;
              return { action: ACTION_OF[e.type], taskId: e.taskId };
            },
            onDone: {
              target: 'refreshing',
              actions: {
                type: 'notifySuccess',
                params: ({ event }) => ({ message: DONE_MESSAGE[output<TaskAction>(event)] }),
              },
            },
            onError: [
              { guard: 'expired', target: 'idle', actions: 'sessionExpired' },
              { target: 'idle', actions: toastFailure },
            ],
          },
        },
      },
    },
  },
});
