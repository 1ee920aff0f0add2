import { fromPromise } from 'xstate';

/** One call of a promise actor that the test settles by hand. */
export interface PendingCall<I, O> {
  input: I;
  resolve(value: O): void;
  reject(error: unknown): void;
  /** True once the machine stopped the actor (a newer request replaced it). */
  cancelled: boolean;
}

/**
 * A promise actor whose calls wait for the test: `calls` lists them in order, `last()` is the
 * newest. The abort signal marks a call cancelled, the way a superseded request is.
 */
export function controlledActor<O, I = unknown>(onCall?: (input: I) => void) {
  const calls: PendingCall<I, O>[] = [];
  const logic = fromPromise<O, I>(
    ({ input, signal }) =>
      new Promise<O>((resolve, reject) => {
        const call: PendingCall<I, O> = { input, resolve, reject, cancelled: false };
        signal.addEventListener('abort', () => {
          call.cancelled = true;
        });
        calls.push(call);
        onCall?.(input);
      }),
  );
  return {
    logic,
    calls,
    last(): PendingCall<I, O> {
      const call = calls.at(-1);
      if (!call) throw new Error('no call was made');
      return call;
    },
  };
}

/** Lets settled promises reach the machine (xstate delivers done events on a microtask). */
export async function flush(): Promise<void> {
  for (let i = 0; i < 5; i++) await Promise.resolve();
  await new Promise((r) => setTimeout(r, 0));
}

/** Records the injected actions of a machine under test. */
export function effectLog() {
  const log: Array<{ type: string; params?: unknown }> = [];
  const record =
    (type: string) =>
    (_: unknown, params?: unknown): void => {
      log.push(params === undefined ? { type } : { type, params });
    };
  return { log, record, ofType: (type: string) => log.filter((e) => e.type === type) };
}
