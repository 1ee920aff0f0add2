import { afterAll, describe, expect, it } from 'vitest';
import { assign, type SnapshotFrom, setup } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { MAX_TOASTS, TOAST_DURATION_MS } from '../../src/lib/constants';
import { machine, type ToastKind } from '../../src/machines/toast-queue/machine';
import { trackCoverage } from './coverage';
import { startOnClock } from './harness';
import { edgePaths, runPath } from './model-paths';

const coverage = trackCoverage();

function start() {
  const { actor, clock } = startOnClock(machine, { coverage });
  let n = 0;
  const add = (kind: ToastKind, message = `m${n}`) => {
    n += 1;
    const id = `t${n}`;
    actor.send({ type: 'toast.add', toast: { id, kind, message } });
    return id;
  };
  const kinds = () => actor.getSnapshot().context.toasts.map((t) => t.kind);
  return { clock, actor, add, kinds };
}

describe('toast queue (unit)', () => {
  it('expires each kind after its spec duration; loading never expires', () => {
    const { clock, add, kinds, actor } = start();
    add('success');
    add('plain');
    add('error');
    add('custom');
    add('info');
    add('loading');
    clock.increment(TOAST_DURATION_MS.success - 1);
    expect(kinds()).toEqual(['success', 'plain', 'error', 'custom', 'info', 'loading']);
    clock.increment(1);
    expect(kinds()).toEqual(['plain', 'error', 'custom', 'info', 'loading']);
    clock.increment(4000 - TOAST_DURATION_MS.success - 1);
    expect(kinds()).toHaveLength(5);
    clock.increment(1);
    expect(kinds()).toEqual(['loading']);
    clock.increment(10 * 60_000);
    expect(kinds()).toEqual(['loading']);
    expect(actor.getSnapshot().value).toBe('showing');
  });

  it('holds at most 20, dropping the oldest, whose timer is cancelled', () => {
    const { clock, add, actor } = start();
    const first = add('loading', 'first');
    for (let i = 0; i < MAX_TOASTS; i += 1) add('plain', `p${i}`);
    const toasts = actor.getSnapshot().context.toasts;
    expect(toasts).toHaveLength(MAX_TOASTS);
    expect(toasts.some((t) => t.id === first)).toBe(false);
    expect(toasts[0].message).toBe('p0');
    clock.increment(4000);
    expect(actor.getSnapshot().value).toBe('empty');
  });

  it('dismiss removes a toast early and cancels its timer; unknown ids change nothing', () => {
    const { clock, add, actor } = start();
    const a = add('plain');
    const b = add('loading');
    actor.send({ type: 'toast.dismiss', id: 'nope' });
    expect(actor.getSnapshot().context.toasts.map((t) => t.id)).toEqual([a, b]);
    actor.send({ type: 'toast.dismiss', id: a });
    expect(actor.getSnapshot().context.toasts.map((t) => t.id)).toEqual([b]);
    clock.increment(4000);
    expect(actor.getSnapshot().context.toasts.map((t) => t.id)).toEqual([b]);
    actor.send({ type: 'toast.dismiss', id: b });
    expect(actor.getSnapshot().value).toBe('empty');
  });

  it('a toast re-added after dismissal gets a fresh timer', () => {
    const { clock, actor } = start();
    actor.send({ type: 'toast.add', toast: { id: 'x', kind: 'plain', message: 'a' } });
    clock.increment(3000);
    actor.send({ type: 'toast.dismiss', id: 'x' });
    actor.send({ type: 'toast.add', toast: { id: 'x', kind: 'plain', message: 'b' } });
    clock.increment(1500);
    expect(actor.getSnapshot().context.toasts.map((t) => t.message)).toEqual(['b']);
    clock.increment(2500);
    expect(actor.getSnapshot().value).toBe('empty');
  });

  it('an expiry that comes after its toast left changes nothing', () => {
    const { add, actor } = start();
    const a = add('loading');
    add('loading');
    actor.send({ type: 'toast.dismiss', id: a });
    actor.send({ type: 'toast.expired', id: a });
    expect(actor.getSnapshot().context.toasts.map((t) => t.kind)).toEqual(['loading']);
    expect(actor.getSnapshot().value).toBe('showing');
  });
});

// ---- Model-based test: the spec's words (§4 Toasts, §9 durations) as a model. ----------------

const DURATION: Record<ToastKind, number> = {
  plain: 4000,
  info: 4000,
  error: 4000,
  custom: 4000,
  success: 2000,
  loading: Number.POSITIVE_INFINITY,
};
const KINDS: ToastKind[] = ['plain', 'info', 'error', 'success', 'loading', 'custom'];
/** The model holds at most this many, to keep it finite; the 20 cap has its own unit test. */
const MODEL_ROOM = 2;

interface ModelToast {
  kind: ToastKind;
  age: number;
}
type ModelEvent = { type: 'add'; kind: ToastKind } | { type: 'dismissOldest' } | { type: 'dismissUnknown' } | { type: 'wait'; ms: number };

// A loading toast's age is not tracked: it never expires, and the model must stay finite.
const age = (toasts: ModelToast[], ms: number) =>
  toasts.map((t) => (t.kind === 'loading' ? t : { ...t, age: t.age + ms })).filter((t) => t.age < DURATION[t.kind]);

const model = setup({
  types: { context: {} as { toasts: ModelToast[] }, events: {} as ModelEvent },
  guards: {
    hasRoom: ({ context }) => context.toasts.length < MODEL_ROOM,
    lastOne: ({ context }) => context.toasts.length === 1,
    allExpire: ({ context, event }) => event.type === 'wait' && age(context.toasts, event.ms).length === 0,
  },
  actions: {
    add: assign({
      toasts: ({ context, event }) => (event.type === 'add' ? [...context.toasts, { kind: event.kind, age: 0 }] : context.toasts),
    }),
    dropOldest: assign({ toasts: ({ context }) => context.toasts.slice(1) }),
    wait: assign({ toasts: ({ context, event }) => (event.type === 'wait' ? age(context.toasts, event.ms) : context.toasts) }),
  },
}).createMachine({
  id: 'toastModel',
  context: { toasts: [] },
  initial: 'empty',
  states: {
    empty: {
      on: { add: { target: 'showing', actions: 'add' }, wait: {} },
    },
    showing: {
      on: {
        add: { guard: 'hasRoom', actions: 'add' },
        dismissOldest: [{ guard: 'lastOne', target: 'empty', actions: 'dropOldest' }, { actions: 'dropOldest' }],
        dismissUnknown: {},
        wait: [{ guard: 'allExpire', target: 'empty', actions: 'wait' }, { actions: 'wait' }],
      },
    },
  },
});

const testModel = createTestModel(model, {
  events: [
    ...KINDS.map((kind) => ({ type: 'add' as const, kind })),
    { type: 'dismissOldest' as const },
    { type: 'dismissUnknown' as const },
    { type: 'wait' as const, ms: 2000 },
  ],
});

describe('toast queue (model-based)', () => {
  const paths = edgePaths(testModel);
  it('the model has paths', () => {
    expect(paths.length).toBeGreaterThan(50);
  });
  for (const path of paths) {
    it(path.description, async () => {
      const sut = start();
      await runPath<SnapshotFrom<typeof model>, ModelEvent>(model, path, {
        events: {
          add: (event) => {
            sut.add(event.kind);
          },
          dismissOldest: () => {
            sut.actor.send({ type: 'toast.dismiss', id: sut.actor.getSnapshot().context.toasts[0].id });
          },
          dismissUnknown: () => {
            sut.actor.send({ type: 'toast.dismiss', id: 'unknown' });
          },
          wait: (event) => {
            sut.clock.increment(event.ms);
          },
        },
        check: (state) => {
          const real = sut.actor.getSnapshot();
          expect(real.value).toBe(state.value);
          expect(real.context.toasts.map((t) => t.kind)).toEqual(state.context.toasts.map((t) => t.kind));
        },
      });
    });
  }
});

afterAll(() => {
  coverage.assertComplete(machine);
});
