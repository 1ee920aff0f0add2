import { randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { Log } from '../log';
import type { TaskEventsBus } from './task-events-bus';

export const TASK_EVENTS_CHANNEL = 'zj_task_events';
const RECONNECT_MS = 1000;

/**
 * The bus of a PostgreSQL deployment: every API and worker process LISTENs on one channel, and a
 * publish is a NOTIFY that reaches them all (its own process at once, the others through the
 * database). A notification carries the publisher's tag and the task id, so a process does not hear
 * its own twice. While the listening connection is down (it reconnects every second), streams still
 * see changes through their poll.
 */
export async function createPostgresTaskEventsBus(
  databaseUrl: string,
  notify: (channel: string, payload: string) => Promise<unknown>,
  log: Pick<Log, 'warn'>,
): Promise<TaskEventsBus> {
  const tag = randomBytes(6).toString('hex');
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on('notification', (message) => {
      const payload = message.payload ?? '';
      const at = payload.indexOf(':');
      if (at < 0 || payload.slice(0, at) === tag) return;
      emitter.emit(payload.slice(at + 1));
    });
    const lost = (err?: Error) => {
      if (client !== next) return;
      client = null;
      next.end().catch(() => {});
      if (closed) return;
      log.warn({ err }, 'task events: LISTEN connection lost; reconnecting');
      retry = setTimeout(() => void connect().catch(lostAgain), RECONNECT_MS);
    };
    next.on('error', lost);
    next.on('end', () => lost());
    client = next;
    await next.connect();
    await next.query(`LISTEN ${TASK_EVENTS_CHANNEL}`);
  };
  const lostAgain = (err: Error) => {
    log.warn({ err }, 'task events: could not LISTEN; retrying');
    if (!closed) retry = setTimeout(() => void connect().catch(lostAgain), RECONNECT_MS);
  };
  await connect();

  return {
    publish(taskId) {
      emitter.emit(taskId);
      notify(TASK_EVENTS_CHANNEL, `${tag}:${taskId}`).catch((err) => log.warn({ err, taskId }, 'task events: NOTIFY failed'));
    },
    subscribe(taskId, listener) {
      emitter.on(taskId, listener);
      return () => emitter.off(taskId, listener);
    },
    listenerCount: (taskId) => emitter.listenerCount(taskId),
    async close() {
      closed = true;
      clearTimeout(retry);
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}
