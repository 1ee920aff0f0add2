import { assign, type EventObject, fromPromise, setup } from 'xstate';
import type { ProblemDetail } from '../../../contract/tasks';
import { isUnauthorized, taskFailureMessage } from '../../api/errors';
import { SOLVE } from '../../text/solve';

/** The problem page: the problem, its solution attempts, and the task actions (retry, stop, new attempt). */
export interface ProblemDetailContext {
  problemId: string;
  problem: ProblemDetail | null;
  error: string | null;
}

export type TaskAction = 'retry' | 'stop' | 'newAttempt';

export type ProblemDetailEvent =
  | { type: 'problem.reload' }
  /** Background reload (a live status settled): the page keeps what it shows, no toast on failure. */
  | { type: 'problem.revalidate' }
  | { type: 'problem.retry'; taskId: string }
  | { type: 'problem.stop'; taskId: string }
  | { type: 'problem.newAttempt'; taskId: string };

const ACTION_OF: Record<Extract<ProblemDetailEvent, { taskId: string }>['type'], TaskAction> = {
  'problem.retry': 'retry',
  'problem.stop': 'stop',
  'problem.newAttempt': 'newAttempt',
};

/** The spec §8 message of a failed call, with the operation's fallback. */
const failureMessage =
  (fallback: string) =>
  ({ event }: { event: EventObject }) => ({
    message: taskFailureMessage('error' in event ? event.error : undefined, fallback),
  });
const loadFailure = failureMessage(SOLVE.problem.loadFailed);
const actionFailure = failureMessage(SOLVE.problem.actionFailed);

export const machine = setup({
  types: {} as { context: ProblemDetailContext; events: ProblemDetailEvent; input: { problemId: string } },
  actors: {
    /** GET /problems/{id}/detail; rejects with the ApiError. */
    loadDetail: fromPromise<ProblemDetail, { problemId: string }>(() => Promise.reject(new Error('actor not provided: loadDetail'))),
    /** POST /tasks/retry, GET /tasks/{id}/stop or POST /tasks/retry-task; resolves with the action. */
    runAction: fromPromise<TaskAction, { action: TaskAction; taskId: string }>(() =>
      Promise.reject(new Error('actor not provided: runAction')),
    ),
  },
  guards: {
    /** A 401 that the API client's one refresh and replay could not cure. */
    isSessionExpired: ({ event }) => 'error' in event && isUnauthorized(event.error),
  },
  actions: {
    /** Injected: clear the session, toast '登录已过期，请重新登录', go to /auth/login. */
    expireSession: () => {},
    notifyError: (_, _params: { message: string }) => {},
    notifySuccess: (_, _params: { message: string }) => {},
    setProblem: assign((_, problem: ProblemDetail) => ({ problem, error: null })),
    setError: assign((_, { message }: { message: string }) => ({ error: message })),
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
        onDone: { target: 'ready', actions: { type: 'setProblem', params: ({ event }) => event.output } },
        onError: [
          { guard: 'isSessionExpired', target: 'failed', actions: [{ type: 'setError', params: loadFailure }, 'expireSession'] },
          // Spec §8: every failed response (but a 401) shows an error toast.
          {
            target: 'failed',
            actions: [
              { type: 'setError', params: loadFailure },
              { type: 'notifyError', params: loadFailure },
            ],
          },
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
            'problem.revalidate': 'revalidating',
            'problem.retry': 'working',
            'problem.stop': 'working',
            'problem.newAttempt': 'working',
          },
        },
        /** Reloads after a user's request; the page keeps showing what it has. */
        refreshing: {
          invoke: {
            src: 'loadDetail',
            input: ({ context }) => ({ problemId: context.problemId }),
            onDone: { target: 'idle', actions: { type: 'setProblem', params: ({ event }) => event.output } },
            onError: [
              { guard: 'isSessionExpired', target: 'idle', actions: 'expireSession' },
              { target: 'idle', actions: { type: 'notifyError', params: loadFailure } },
            ],
          },
        },
        /** Background: a failure only lands in `error`. */
        revalidating: {
          invoke: {
            src: 'loadDetail',
            input: ({ context }) => ({ problemId: context.problemId }),
            onDone: { target: 'idle', actions: { type: 'setProblem', params: ({ event }) => event.output } },
            onError: [
              { guard: 'isSessionExpired', target: 'idle', actions: 'expireSession' },
              { target: 'idle', actions: { type: 'setError', params: loadFailure } },
            ],
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
              actions: { type: 'notifySuccess', params: ({ event }) => ({ message: SOLVE.problem.actionDone[event.output] }) },
            },
            onError: [
              { guard: 'isSessionExpired', target: 'idle', actions: 'expireSession' },
              { target: 'idle', actions: { type: 'notifyError', params: actionFailure } },
            ],
          },
        },
      },
    },
  },
});
