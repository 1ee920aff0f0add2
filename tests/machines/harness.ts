/**
 * Helpers for driving real machines in tests: controllable promise actors and a microtask flush.
 *
 *   const ctl = controllable<User, void>('fetchMe');
 *   const actor = createActor(machine.provide({ actors: { fetchMe: ctl.logic } }), { clock, inspect }).start();
 *   await ctl.resolveLatest(user);   // or ctl.rejectLatest(error)
 */
import { fromPromise } from 'xstate';

/** Lets settled promises reach the actors (setImmediate: no 1 ms timer clamp). */
export const flush = () =>
  new Promise<void>((r) => (typeof setImmediate === 'function' ? setImmediate(r) : setTimeout(r, 0)));

interface Pending<TOutput, TInput> {
  input: TInput;
  resolve: (v: TOutput) => void;
  reject: (e: unknown) => void;
  signal: AbortSignal;
}

export interface Controllable<TOutput, TInput> {
  logic: ReturnType<typeof fromPromise<TOutput, TInput>>;
  /** Every invocation so far, oldest first. */
  calls: Array<Pending<TOutput, TInput>>;
  /** Invocations not settled and not cancelled (the machine left the invoking state). */
  open(): Array<Pending<TOutput, TInput>>;
  resolveLatest(value: TOutput): Promise<void>;
  rejectLatest(error: unknown): Promise<void>;
}

export function controllable<TOutput, TInput = void>(
  name: string,
  onCall?: (input: TInput) => void,
): Controllable<TOutput, TInput> {
  const calls: Array<Pending<TOutput, TInput>> = [];
  const settled = new WeakSet<object>();
  const logic = fromPromise<TOutput, TInput>(
    ({ input, signal }) =>
      new Promise<TOutput>((resolve, reject) => {
        calls.push({ input, resolve, reject, signal });
        onCall?.(input);
      }),
  );
  const latest = () => {
    const open = calls.filter((c) => !settled.has(c) && !c.signal.aborted);
    const call = open[open.length - 1];
    if (!call) throw new Error(`${name}: no invocation in flight`);
    settled.add(call);
    return call;
  };
  return {
    logic,
    calls,
    open: () => calls.filter((c) => !settled.has(c) && !c.signal.aborted),
    async resolveLatest(value) {
      latest().resolve(value);
      await flush();
    },
    async rejectLatest(error) {
      latest().reject(error);
      await flush();
    },
  };
}
