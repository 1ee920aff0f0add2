/**
 * Helpers for driving real machines in tests: controllable promise actors, a log of the side effects
 * the machine asked for, an actor on a simulated clock, and a microtask flush.
 *
 *   const log = effectLog();
 *   const fetchMe = controllable<User, void>('fetchMe', log.called('fetchMe'));
 *   const logic = machine.provide({
 *     actors: { fetchMe: fetchMe.logic },
 *     actions: { notifyError: log.action<{ message: string }>('notifyError', (p) => `toast.error:${p.message}`) },
 *   });
 *   const { actor, clock } = startOnClock(logic, { input, coverage });
 *   await fetchMe.resolveLatest(user);   // or fetchMe.rejectLatest(error)
 *   expect(log.take()).toEqual(['call:fetchMe', …]);
 */
import { expect, it } from 'vitest';
import {
  type Actor,
  type AnyEventObject,
  type AnyStateMachine,
  createActor,
  fromPromise,
  type InputFrom,
  SimulatedClock,
  type SnapshotFrom,
  type StateValue,
} from 'xstate';
import type { Coverage } from './coverage';
import { flush as settle } from './task-client-support';

/** Lets settled promises reach the actors (setImmediate: no 1 ms timer clamp). */
export const flush = () => new Promise<void>((r) => (typeof setImmediate === 'function' ? setImmediate(r) : setTimeout(r, 0)));

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

export function controllable<TOutput, TInput = void>(name: string, onCall?: (input: TInput) => void): Controllable<TOutput, TInput> {
  const calls: Array<Pending<TOutput, TInput>> = [];
  const settled = new WeakSet<object>();
  const logic = fromPromise<TOutput, TInput>(
    ({ input, signal }) =>
      new Promise<TOutput>((resolve, reject) => {
        calls.push({ input, resolve, reject, signal });
        onCall?.(input);
      }),
  );
  const open = () => calls.filter((c) => !settled.has(c) && !c.signal.aborted);
  const latest = () => {
    const call = open().at(-1);
    if (!call) throw new Error(`${name}: no invocation in flight`);
    settled.add(call);
    return call;
  };
  return {
    logic,
    calls,
    open,
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

// A set mixes actors of every output and input type.
type AnyControllable = Controllable<any, any>;

/** The logic of each controllable, for machine.provide({ actors }). */
export function logicOf<T extends Record<string, AnyControllable>>(actors: T): { [K in keyof T]: T[K]['logic'] } {
  return Object.fromEntries(Object.entries(actors).map(([name, c]) => [name, c.logic])) as { [K in keyof T]: T[K]['logic'] };
}

/** The one call in flight among `actors` (a test error when there is none or several). */
export function oneInFlight<T extends Record<string, AnyControllable>>(actors: T): [keyof T & string, T[keyof T]] {
  const open = Object.entries(actors).filter(([, c]) => c.open().length > 0);
  if (open.length !== 1) throw new Error(`expected one call in flight, got ${open.map(([k]) => k).join(',') || 'none'}`);
  return open[0] as [keyof T & string, T[keyof T]];
}

/**
 * The side effects a machine asked for, in order: each recorded with its params, and described by
 * a short label that tests compare ('toast.error:…', 'nav:/', 'call:fetchMe').
 */
export function effectLog() {
  const entries: Array<{ type: string; params: unknown }> = [];
  const labels: string[] = [];
  return {
    /** Every label so far. */
    labels,
    /** The labels since the last take(); forgets them. */
    take: (): string[] => labels.splice(0, labels.length),
    /** The params of every call of one action, oldest first. */
    paramsOf: <T>(type: string): T[] => entries.filter((e) => e.type === type).map((e) => e.params as T),
    /** An onCall for controllable(): labels each invocation 'call:<name>'. */
    called: (name: string) => () => {
      labels.push(`call:${name}`);
    },
    /** An action implementation that records its params and the label `describe` gives (null: none). */
    action<TParams = undefined>(type: string, describe: (params: TParams) => string | null = () => type) {
      return (_: unknown, params: TParams) => {
        entries.push({ type, params });
        const label = describe(params);
        if (label !== null) labels.push(label);
      };
    },
  };
}

export type EffectLog = ReturnType<typeof effectLog>;

/** Starts `logic` on a simulated clock, recording coverage when a tracker is given. */
export function startOnClock<TLogic extends AnyStateMachine>(
  logic: TLogic,
  options: { input?: InputFrom<TLogic>; coverage?: Coverage } = {},
): { actor: Actor<TLogic>; clock: SimulatedClock } {
  const clock = new SimulatedClock();
  const actor = createActor(logic as AnyStateMachine, { input: options.input, clock, inspect: options.coverage?.inspect });
  return { actor: actor.start() as Actor<TLogic>, clock };
}

/** A state value as a dotted path ('authenticated.fresh'); name the region of a parallel state. */
export function statePath(value: StateValue): string {
  if (typeof value === 'string') return value;
  const entries = Object.entries(value);
  if (entries.length !== 1) throw new Error(`a parallel state value has no one path: ${JSON.stringify(value)}`);
  const [key, child] = entries[0];
  return child === undefined ? key : `${key}.${statePath(child as StateValue)}`;
}

/** A started system under test: the real machine's actor and whatever its drivers need. */
interface ModelSut {
  actor: { getSnapshot(): { value: unknown }; stop(): void };
}

/**
 * One test per model path (edgeEventPaths): a fresh system from `start`; for each event of the path,
 * the model takes it, `drivers[event.type]` drives the system, settled promises reach the machine
 * (task-client-support's flush), the state values must be equal and `compare` checks the rest.
 */
export function runModelPaths<TSut extends ModelSut, TModel extends AnyStateMachine>(
  model: TModel,
  paths: Array<{ description: string; events: AnyEventObject[] }>,
  options: {
    start: () => TSut;
    drivers: Record<string, (sut: TSut) => void>;
    compare: (sut: TSut, expected: SnapshotFrom<TModel>) => void;
  },
): void {
  for (const path of paths) {
    it(path.description, async () => {
      const sut = options.start();
      const expected = createActor(model as AnyStateMachine).start();
      for (const event of path.events) {
        expected.send(event);
        options.drivers[event.type](sut);
        await settle();
        const m = expected.getSnapshot() as SnapshotFrom<TModel>;
        expect(sut.actor.getSnapshot().value).toBe((m as { value: unknown }).value);
        options.compare(sut, m);
      }
      sut.actor.stop();
    });
  }
}
