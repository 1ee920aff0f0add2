import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tasks } from '../../db/schema';
import type { TaskEventsBus } from '../../events/task-events-bus';
import type { ErrorLog } from '../../log';
import { ownedTaskRow } from './load';
import { detailStatusJson, isTerminal } from './serialize';

/**
 * A one-way stream of named events to one client. The HTTP edge adapts it to Server-Sent Events;
 * the event 'message' is the unnamed default event.
 */
export interface EventSink {
  send(event: 'message' | 'end', data: unknown): void;
  /** Ends the stream; the close listeners run once. */
  close(): void;
  /** Runs `listener` once when the stream ends: closed by either side or by the server shutting down. */
  onClose(listener: () => void): void;
}

export interface WatchOptions {
  db: Db;
  bus: Pick<TaskEventsBus, 'subscribe'>;
  log: ErrorLog;
  /** Re-read interval for changes made by a worker in another process (the bus does not reach it). */
  pollMs?: number;
}

/**
 * The detail-status JSON of one task now and on every change (bus notification or poll), then
 * 'end' after a terminal status (or when the task is deleted) and the stream closes.
 */
export async function watchTaskStatus(sink: EventSink, taskId: string, opts: WatchOptions): Promise<void> {
  let closed = false;
  let last = '';
  let running = false;
  let again = false;

  const check = async (): Promise<void> => {
    if (closed) return;
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      do {
        again = false;
        const [row] = await opts.db
          .select({
            id: tasks.id,
            status: tasks.status,
            stage: tasks.stage,
            progress: tasks.progress,
            updatedAt: tasks.updatedAt,
            error: tasks.error,
          })
          .from(tasks)
          .where(eq(tasks.id, taskId));
        if (closed) return;
        if (!row) {
          sink.send('end', { reason: 'deleted' });
          return sink.close();
        }
        const status = detailStatusJson(row);
        const json = JSON.stringify(status);
        if (json !== last) {
          last = json;
          sink.send('message', status);
        }
        if (isTerminal(row.status)) {
          sink.send('end', {});
          return sink.close();
        }
      } while (again && !closed);
    } catch (err) {
      opts.log.error({ err, taskId }, 'task status stream failed');
      sink.close();
    } finally {
      running = false;
    }
  };

  const unsubscribe = opts.bus.subscribe(taskId, () => void check());
  const poll = setInterval(() => void check(), opts.pollMs ?? 2000);
  sink.onClose(() => {
    closed = true;
    clearInterval(poll);
    unsubscribe();
  });
  await check();
}

/** The status stream of the user's own task; not found (before the stream opens) when it is not theirs. */
export async function watchOwnedTaskStatus(opts: WatchOptions, userId: string, taskId: unknown, openSink: () => EventSink): Promise<void> {
  const row = await ownedTaskRow(opts.db, userId, taskId);
  await watchTaskStatus(openSink(), row.id, opts);
}
