import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { tasks } from '../../db/schema';
import type { TaskEventsBus } from '../../jobs/task-events-bus';
import { detailStatusJson, isTerminal } from './serialize';

export interface StreamOptions {
  db: Db;
  bus: TaskEventsBus;
  /** Re-read interval for changes made by a worker in another process (no shared bus there). */
  pollMs?: number;
  heartbeatMs?: number;
  /** Open streams register their closer here, so that the server can end them when it shuts down. */
  open: Set<() => void>;
}

/**
 * Server-Sent Events for one task: the detail-status JSON now and on every change (bus
 * notification or poll), then `event: end` after a terminal status and the response ends.
 * EventSource reconnects on its own after an end: the client closes it on `end`.
 */
export async function streamTaskStatus(request: FastifyRequest, reply: FastifyReply, taskId: string, opts: StreamOptions) {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  res.write('retry: 3000\n\n');

  let closed = false;
  let last = '';
  let running = false;
  let again = false;

  const finish = () => {
    if (closed) return;
    closed = true;
    clearInterval(poll);
    clearInterval(heartbeat);
    unsubscribe();
    opts.open.delete(finish);
    res.end();
  };
  const write = (chunk: string) => {
    if (!closed) res.write(chunk);
  };

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
          .select({ id: tasks.id, status: tasks.status, stage: tasks.stage, progress: tasks.progress, updatedAt: tasks.updatedAt, error: tasks.error })
          .from(tasks)
          .where(eq(tasks.id, taskId));
        if (!row) {
          write('event: end\ndata: {"reason":"deleted"}\n\n');
          return finish();
        }
        const json = JSON.stringify(detailStatusJson(row));
        if (json !== last) {
          last = json;
          write(`data: ${json}\n\n`);
        }
        if (isTerminal(row.status)) {
          write('event: end\ndata: {}\n\n');
          return finish();
        }
      } while (again && !closed);
    } catch (err) {
      request.log.error({ err, taskId }, 'task status stream failed');
      finish();
    } finally {
      running = false;
    }
  };

  const unsubscribe = opts.bus.subscribe(taskId, () => void check());
  const poll = setInterval(() => void check(), opts.pollMs ?? 2000);
  const heartbeat = setInterval(() => write(': ping\n\n'), opts.heartbeatMs ?? 15_000);
  opts.open.add(finish);
  // The response's close fires when the client goes away (the request's may fire as soon as it is read).
  res.on('close', finish);
  await check();
}
