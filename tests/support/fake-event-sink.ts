import type { EventSink } from '../../server/services/tasks/status-stream';

/** An event sink that keeps what it was sent, for the status stream without HTTP. */
export function fakeEventSink(): EventSink & { events: { event: string; data: unknown }[]; readonly closed: boolean } {
  const events: { event: string; data: unknown }[] = [];
  const listeners: (() => void)[] = [];
  let closed = false;
  return {
    events,
    get closed() {
      return closed;
    },
    send(event, data) {
      if (!closed) events.push({ event, data });
    },
    close() {
      if (closed) return;
      closed = true;
      for (const listener of listeners.splice(0)) listener();
    },
    onClose(listener) {
      if (closed) listener();
      else listeners.push(listener);
    },
  };
}
