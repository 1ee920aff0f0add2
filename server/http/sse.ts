import type { FastifyInstance, FastifyReply } from 'fastify';
import type { EventSink } from '../services/tasks/status-stream';

export interface EventStreamOptions {
  /** A comment line this often keeps proxies from closing an idle stream. */
  heartbeatMs?: number;
  /** How long EventSource waits before it reconnects. */
  retryMs?: number;
}

/** Takes over the response and answers with Server-Sent Events; the sink writes to it. */
export function openEventStream(reply: FastifyReply, opts: EventStreamOptions = {}): EventSink {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  res.write(`retry: ${opts.retryMs ?? 3000}\n\n`);

  let closed = false;
  const listeners: (() => void)[] = [];
  const heartbeat = setInterval(() => {
    if (!closed) res.write(': ping\n\n');
  }, opts.heartbeatMs ?? 15_000);
  const close = () => {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    res.end();
    for (const listener of listeners.splice(0)) listener();
  };
  // The response's close fires when the client goes away (the request's may fire as soon as it is read).
  res.on('close', close);

  return {
    send(event, data) {
      if (closed) return;
      res.write(`${event === 'message' ? '' : `event: ${event}\n`}data: ${JSON.stringify(data)}\n\n`);
    },
    close,
    onClose(listener) {
      if (closed) listener();
      else listeners.push(listener);
    },
  };
}

/** Event streams of one plugin; open ones would hold the server open, so they end before it closes. */
export function eventStreams(app: FastifyInstance) {
  const open = new Set<EventSink>();
  app.addHook('preClose', async () => {
    for (const sink of [...open]) sink.close();
  });
  return {
    open(reply: FastifyReply, opts?: EventStreamOptions): EventSink {
      const sink = openEventStream(reply, opts);
      open.add(sink);
      sink.onClose(() => open.delete(sink));
      return sink;
    },
  };
}
