import { assign, type EventObject, fromCallback, fromPromise, setup } from 'xstate';
import type { TaskStage, TaskStatus } from '../../../contract/tasks';
import { isTerminal } from './display';
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
  /** From the stream actor: one status message. */
  | { type: 'status.update'; update: StatusUpdate }
  /** From the stream actor: the stream broke or could not open. */
  | { type: 'status.streamError' }
  /** From the view: watch this task (again), e.g. after a retry put it back in the queue. */
  | ({ type: 'status.watch' } & TaskStatusInput);

/** A polling failure that will not go away by asking again. */
export interface PollFailure {
  status: number | null;
}

export const POLL_INTERVAL_MS = 2000;

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

const output = <T>(event: EventObject) => (event as unknown as { output: T }).output;
const streamUpdate = (event: EventObject) => (event as Extract<TaskStatusEvent, { type: 'status.update' }>).update;
const belongs = (ctx: TaskStatusContext, u: StatusUpdate) => !u.task_id || u.task_id === ctx.taskId;

export const machine = setup({
  types: {} as { context: TaskStatusContext; events: TaskStatusEvent; input: TaskStatusInput },
  actors: {
    /** The SSE stream: sends status.update per message and status.streamError when it breaks. */
    taskEvents: fromCallback<EventObject, { taskId: string }>(({ sendBack }) => {
      sendBack({ type: 'status.streamError' });
    }),
    /** GET /tasks/{id}/detail-status; rejects with a PollFailure. */
    fetchStatus: fromPromise<StatusUpdate, { taskId: string }>(() => Promise.reject({ status: null })),
  },
  delays: {
    pollInterval: POLL_INTERVAL_MS,
  },
  guards: {
    startsSettled: ({ context }) => isTerminal(context.status),
    foreignUpdate: ({ context, event }) => !belongs(context, streamUpdate(event)),
    streamTerminal: ({ event }) => isTerminal(streamUpdate(event).status),
    polledTerminal: ({ event }) => isTerminal(output<StatusUpdate>(event).status),
    pollRefused: ({ event }) => {
      const status = (event as unknown as { error: PollFailure | undefined }).error?.status;
      return status === 401 || status === 403 || status === 404;
    },
  },
  actions: {
    watch: assign(({ event }) => initialContext(event as Extract<TaskStatusEvent, { type: 'status.watch' }>)),
    applyStream: assign(({ context, event }) => merge(context, streamUpdate(event), 'stream')),
    applyPoll: assign(({ context, event }) => merge(context, output<StatusUpdate>(event), 'poll')),
  },
}).createMachine({
  id: 'taskStatus',
  context: ({ input }) => initialContext(input),
  initial: 'checking',
  on: {
    'status.watch': { target: '.checking', reenter: true, actions: 'watch' },
  },
  states: {
    checking: {
      always: [{ guard: 'startsSettled', target: 'settled' }, { target: 'streaming' }],
    },
    streaming: {
      invoke: {
        src: 'taskEvents',
        input: ({ context }) => ({ taskId: context.taskId }),
        onError: 'polling',
      },
      on: {
        'status.update': [
          { guard: 'foreignUpdate' },
          { guard: 'streamTerminal', target: 'settled', actions: 'applyStream' },
          { actions: 'applyStream' },
        ],
        'status.streamError': 'polling',
      },
    },
    polling: {
      initial: 'fetching',
      states: {
        fetching: {
          invoke: {
            src: 'fetchStatus',
            input: ({ context }) => ({ taskId: context.taskId }),
            onDone: [
              { guard: 'polledTerminal', target: '#taskStatus.settled', actions: 'applyPoll' },
              { target: 'waiting', actions: 'applyPoll' },
            ],
            onError: [{ guard: 'pollRefused', target: '#taskStatus.unavailable' }, { target: 'waiting' }],
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
