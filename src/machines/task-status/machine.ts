import { assign, type EventObject, fromCallback, fromPromise, setup } from 'xstate';
import type { TaskStage, TaskStatus } from '../../../contract/tasks';
import { isApiError, isUnauthorized } from '../../api/errors';
import { isTerminal } from './statuses';
import type { StatusUpdate } from './updates';

/** Live status of one task (spec §3 statuses; SSE first, detail-status polling as the fallback). */
export interface TaskStatusContext {
  taskId: string;
  status: TaskStatus;
  stage: TaskStage;
  progress: number;
  error: string | null;
  updatedAt: string | null;
  /** Where the latest observation came from. */
  source: 'initial' | 'stream' | 'poll';
}

export interface TaskStatusInput {
  taskId: string;
  status?: TaskStatus;
  stage?: TaskStage;
  progress?: number;
  error?: string | null;
}

export type TaskStatusEvent =
  /** From the stream actor: one status message arrived. */
  | { type: 'status.updated'; update: StatusUpdate }
  /** From the stream actor: the stream broke, ended or could not open. */
  | { type: 'status.streamFailed' }
  /** From the view: watch this task (again), e.g. after a retry put it back in the queue. */
  | ({ type: 'status.watch' } & TaskStatusInput);

export const POLL_INTERVAL_MS = 2000;

/** Poll answers that will not change by asking again (a 401 is handled apart: the session ends). */
const REFUSED_STATUSES: ReadonlyArray<number | null> = [403, 404];

const initialContext = (input: TaskStatusInput): TaskStatusContext => ({
  taskId: input.taskId,
  status: input.status ?? 'pending',
  stage: input.stage ?? 'queued',
  progress: input.progress ?? 0,
  error: input.error ?? null,
  updatedAt: null,
  source: 'initial',
});

const merge = (ctx: TaskStatusContext, u: StatusUpdate, source: TaskStatusContext['source']): Partial<TaskStatusContext> => ({
  status: u.status,
  stage: u.stage ?? ctx.stage,
  progress: u.progress ?? (u.status === 'completed' ? 100 : ctx.progress),
  error: u.error === undefined ? ctx.error : u.error,
  updatedAt: u.updated_at ?? ctx.updatedAt,
  source,
});

const belongs = (ctx: TaskStatusContext, u: StatusUpdate) => !u.task_id || u.task_id === ctx.taskId;

export const machine = setup({
  types: {} as { context: TaskStatusContext; events: TaskStatusEvent; input: TaskStatusInput },
  actors: {
    /** The SSE stream: sends status.updated per message and status.streamFailed when it breaks. */
    watchStatus: fromCallback<EventObject, { taskId: string }>(({ sendBack }) => {
      sendBack({ type: 'status.streamFailed' });
    }),
    /** GET /tasks/{id}/detail-status; rejects with the ApiError. */
    fetchStatus: fromPromise<StatusUpdate, { taskId: string }>(() => Promise.reject(new Error('actor not provided: fetchStatus'))),
  },
  delays: {
    pollInterval: POLL_INTERVAL_MS,
  },
  guards: {
    isSettled: ({ context }) => isTerminal(context.status),
    isForeignUpdate: ({ context }, update: StatusUpdate) => !belongs(context, update),
    isTerminalUpdate: (_, update: StatusUpdate) => isTerminal(update.status),
    /** A 401 that the API client's one refresh and replay could not cure. */
    isSessionExpired: ({ event }) => 'error' in event && isUnauthorized(event.error),
    isPollRefused: ({ event }) => 'error' in event && isApiError(event.error) && REFUSED_STATUSES.includes(event.error.status),
  },
  actions: {
    /** Injected: clear the session, toast '登录已过期，请重新登录', go to /auth/login. */
    expireSession: () => {},
    applyWatch: assign((_, input: TaskStatusInput) => initialContext(input)),
    applyUpdate: assign(({ context }, { update, source }: { update: StatusUpdate; source: 'stream' | 'poll' }) =>
      merge(context, update, source),
    ),
  },
}).createMachine({
  id: 'taskStatus',
  context: ({ input }) => initialContext(input),
  initial: 'checking',
  on: {
    'status.watch': { target: '.checking', reenter: true, actions: { type: 'applyWatch', params: ({ event }) => event } },
  },
  states: {
    checking: {
      always: [{ guard: 'isSettled', target: 'settled' }, { target: 'streaming' }],
    },
    streaming: {
      invoke: {
        src: 'watchStatus',
        input: ({ context }) => ({ taskId: context.taskId }),
        onError: 'polling',
      },
      on: {
        'status.updated': [
          { guard: { type: 'isForeignUpdate', params: ({ event }) => event.update } },
          {
            guard: { type: 'isTerminalUpdate', params: ({ event }) => event.update },
            target: 'settled',
            actions: { type: 'applyUpdate', params: ({ event }) => ({ update: event.update, source: 'stream' as const }) },
          },
          { actions: { type: 'applyUpdate', params: ({ event }) => ({ update: event.update, source: 'stream' as const }) } },
        ],
        'status.streamFailed': 'polling',
      },
    },
    /** Background: failures are silent; the state tells (waiting to ask again, or unavailable). */
    polling: {
      initial: 'fetching',
      states: {
        fetching: {
          invoke: {
            src: 'fetchStatus',
            input: ({ context }) => ({ taskId: context.taskId }),
            onDone: [
              {
                guard: { type: 'isTerminalUpdate', params: ({ event }) => event.output },
                target: '#taskStatus.settled',
                actions: { type: 'applyUpdate', params: ({ event }) => ({ update: event.output, source: 'poll' as const }) },
              },
              {
                target: 'waiting',
                actions: { type: 'applyUpdate', params: ({ event }) => ({ update: event.output, source: 'poll' as const }) },
              },
            ],
            onError: [
              // Spec §4: a 401 from a task call ends the session (after the client's one refresh failed).
              { guard: 'isSessionExpired', target: '#taskStatus.unavailable', actions: 'expireSession' },
              { guard: 'isPollRefused', target: '#taskStatus.unavailable' },
              { target: 'waiting' },
            ],
          },
        },
        waiting: {
          after: { pollInterval: 'fetching' },
        },
      },
    },
    /** The task reached completed, failed or stopped: nothing more to watch. */
    settled: {},
    /** The server refuses to tell (401/403/404): stop asking. */
    unavailable: {},
  },
});
