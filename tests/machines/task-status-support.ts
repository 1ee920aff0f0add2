import type { EventSourceLike } from '../../src/api/task-events';

/** A stand-in for the browser's EventSource: the test emits messages and errors by hand. */
export class FakeEventSource implements EventSourceLike {
  readonly listeners = new Map<string, Array<(event: MessageEvent) => void>>();
  onerror: ((event: Event) => void) | null = null;
  closed = false;

  constructor(readonly url: string) {}

  addEventListener(type: string, listener: (event: MessageEvent) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  /** A server-sent message; `type` 'message' is the unnamed default. */
  emit(data: unknown, type = 'message'): void {
    const event = { data: typeof data === 'string' ? data : JSON.stringify(data) } as MessageEvent;
    for (const l of this.listeners.get(type) ?? []) l(event);
  }

  fail(): void {
    this.onerror?.(new Event('error'));
  }

  close(): void {
    this.closed = true;
  }
}

/** Opens fake streams and remembers them; `refuse` makes the stream actor itself fail. */
export function fakeStreams() {
  const opened: FakeEventSource[] = [];
  const state = { refuse: false };
  const open = (url: string) => {
    const source = new FakeEventSource(url);
    if (state.refuse) {
      source.addEventListener = () => {
        throw new Error('stream refused');
      };
    }
    opened.push(source);
    return source;
  };
  return {
    open,
    opened,
    state,
    last: () => {
      const s = opened.at(-1);
      if (!s) throw new Error('no stream opened');
      return s;
    },
    openCount: () => opened.filter((s) => !s.closed).length,
  };
}
