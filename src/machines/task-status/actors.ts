import { type EventObject, fromCallback, fromPromise } from 'xstate';
import { browserEventSource, type EventSourceLike, type OpenEventSource, taskEventsUrl } from '../../api/task-events';
import { getDetailStatus } from '../../api/tasks';
import { type StatusUpdate, toStatusUpdate } from './updates';

/** The SSE stream of one task: every message that carries a status becomes a status.updated. */
export function createTaskEvents(open: OpenEventSource | null = browserEventSource) {
  return fromCallback<EventObject, { taskId: string }>(({ input, sendBack }) => {
    if (!open) {
      sendBack({ type: 'status.streamFailed' });
      return;
    }
    let source: EventSourceLike;
    try {
      source = open(taskEventsUrl(input.taskId));
    } catch {
      sendBack({ type: 'status.streamFailed' });
      return;
    }
    const onMessage = (event: MessageEvent) => {
      const update = toStatusUpdate(event.data);
      if (update) sendBack({ type: 'status.updated', update });
    };
    // The server ends the stream with `event: end` (after the terminal status, or when the task is
    // gone). If no terminal status was seen, polling finds out what happened.
    const onEnd = () => {
      source.close();
      sendBack({ type: 'status.streamFailed' });
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
    // EventSource would reconnect by itself (with the same, maybe stale, token in its URL); polling
    // is the agreed fallback, and its requests go through the API client's refresh and replay.
    source.onerror = () => {
      source.close();
      sendBack({ type: 'status.streamFailed' });
    };
    return () => source.close();
  });
}

/** GET /tasks/{id}/detail-status; rejects with the API's ApiError. */
export async function fetchStatus(taskId: string): Promise<StatusUpdate> {
  // getDetailStatus accepts only a body with a known status, so there always is an update.
  return toStatusUpdate(await getDetailStatus(taskId))!;
}

/** The real actors, for machine.provide({ actors }). */
export const taskStatusActors = {
  watchStatus: createTaskEvents(),
  fetchStatus: fromPromise<StatusUpdate, { taskId: string }>(({ input }) => fetchStatus(input.taskId)),
};
