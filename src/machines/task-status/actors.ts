import { type EventObject, fromCallback, fromPromise } from 'xstate';
import { getDetailStatus, taskEventsUrl } from '../../api/tasks';
import { getAccessToken } from '../../lib/storage';
import type { PollFailure } from './machine';
import { type StatusUpdate, toStatusUpdate } from './updates';

/** What the stream actor needs of an EventSource (tests pass a fake). */
export interface EventSourceLike {
  addEventListener(type: string, listener: (event: MessageEvent) => void): void;
  onerror: ((event: Event) => void) | null;
  close(): void;
}
export type OpenEventSource = (url: string) => EventSourceLike;

const openBrowserEventSource: OpenEventSource = (url) => new EventSource(url);

/** The SSE stream of one task: every message that carries a status becomes a status.update. */
export function createTaskEvents(open: OpenEventSource | null = typeof EventSource === 'undefined' ? null : openBrowserEventSource) {
  return fromCallback<EventObject, { taskId: string }>(({ input, sendBack }) => {
    if (!open) {
      sendBack({ type: 'status.streamError' });
      return;
    }
    let source: EventSourceLike;
    try {
      source = open(taskEventsUrl(input.taskId, getAccessToken()));
    } catch {
      sendBack({ type: 'status.streamError' });
      return;
    }
    const onMessage = (event: MessageEvent) => {
      const update = toStatusUpdate(event.data);
      if (update) sendBack({ type: 'status.update', update });
    };
    // The server ends the stream with `event: end` (after the terminal status, or when the task is
    // gone). If no terminal status was seen, polling finds out what happened.
    const onEnd = () => {
      source.close();
      sendBack({ type: 'status.streamError' });
    };
    try {
      source.addEventListener('message', onMessage);
      source.addEventListener('status', onMessage);
      source.addEventListener('end', onEnd);
    } catch (err) {
      // The machine's onError takes over (polling); the half-set-up stream must not linger.
      source.close();
      throw err;
    }
    // EventSource would reconnect by itself; polling is the agreed fallback, so close it instead.
    source.onerror = () => {
      source.close();
      sendBack({ type: 'status.streamError' });
    };
    return () => source.close();
  });
}

export async function fetchStatus(taskId: string): Promise<StatusUpdate> {
  let body: unknown;
  try {
    body = await getDetailStatus(taskId);
  } catch (err) {
    const status = (err as { status?: unknown })?.status;
    throw { status: typeof status === 'number' ? status : null } satisfies PollFailure;
  }
  const update = toStatusUpdate(body);
  if (!update) throw { status: null } satisfies PollFailure;
  return update;
}

/** The real actors, for machine.provide({ actors }). */
export const taskStatusActors = {
  taskEvents: createTaskEvents(),
  fetchStatus: fromPromise<StatusUpdate, { taskId: string }>(({ input }) => fetchStatus(input.taskId)),
};
