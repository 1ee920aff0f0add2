/** The coverage tracker itself: guard outcomes are counted only when xstate really evaluated them. */
import { describe, expect, it } from 'vitest';
import { assign, createActor, setup } from 'xstate';
import { trackCoverage } from './coverage';

const machine = setup({
  types: { context: {} as { n: number }, events: {} as { type: 'pick'; n: number } | { type: 'bump' } },
  guards: {
    isOne: ({ event }) => event.type === 'pick' && event.n === 1,
    isTwo: ({ event }) => event.type === 'pick' && event.n === 2,
    isBig: ({ context }) => context.n > 1,
    isParentAsked: () => true,
  },
}).createMachine({
  id: 'probe',
  context: { n: 0 },
  initial: 'a',
  on: { pick: { guard: 'isParentAsked', target: '.b' } },
  states: {
    a: {
      on: {
        pick: [
          { guard: 'isOne', target: 'b' },
          { guard: 'isTwo', target: 'c' },
        ],
        bump: { actions: assign({ n: ({ context }) => context.n + 1 }) },
      },
      always: { guard: 'isBig', target: 'c' },
    },
    b: {},
    c: {},
  },
});

const run = (...events: Array<{ type: 'pick'; n: number } | { type: 'bump' }>) => {
  const cov = trackCoverage();
  const actor = createActor(machine, { inspect: cov.inspect }).start();
  for (const e of events) actor.send(e);
  actor.stop();
  return cov;
};

const key = (source: string, event: string, target: string, guard: string, outcome: boolean) =>
  `probe${source} --${event}--> probe.${target} [${guard}]: ${outcome}`;

describe('coverage: guard outcomes', () => {
  it('a taken guarded transition is its guard true; the alternatives tried before it are false', () => {
    const cov = run({ type: 'pick', n: 2 });
    expect(cov.visitedGuards).toContain(key('.a', 'pick#1', 'c', 'isTwo', true));
    expect(cov.visitedGuards).toContain(key('.a', 'pick#0', 'b', 'isOne', false));
    expect(cov.visitedGuards).not.toContain(key('.a', 'pick#0', 'b', 'isOne', true));
  });

  it('a parent is asked only when its active child selected nothing', () => {
    expect(run({ type: 'pick', n: 1 }).visitedGuards).not.toContain(key('', 'pick', 'b', 'isParentAsked', true));
    const none = run({ type: 'pick', n: 3 });
    expect(none.visitedGuards).toContain(key('.a', 'pick#0', 'b', 'isOne', false));
    expect(none.visitedGuards).toContain(key('.a', 'pick#1', 'c', 'isTwo', false));
    expect(none.visitedGuards).toContain(key('', 'pick', 'b', 'isParentAsked', true));
  });

  it('an eventless guard at rest is false; once it holds, it is true', () => {
    const resting = run({ type: 'bump' });
    expect(resting.visitedGuards).toContain(key('.a', 'always', 'c', 'isBig', false));
    expect(resting.visitedGuards).not.toContain(key('.a', 'always', 'c', 'isBig', true));
    expect(run({ type: 'bump' }, { type: 'bump' }).visitedGuards).toContain(key('.a', 'always', 'c', 'isBig', true));
  });

  it('assertComplete names the guard outcomes never seen, unless told to leave guards out', () => {
    const cov = run({ type: 'pick', n: 1 });
    expect(() => cov.assertComplete(machine)).toThrow(/Guard outcomes never seen:[\s\S]*\[isOne\]: false/);
    const all = trackCoverage();
    for (const events of [
      [{ type: 'pick', n: 1 }],
      [{ type: 'pick', n: 2 }],
      [{ type: 'pick', n: 3 }],
      [{ type: 'bump' }, { type: 'bump' }],
    ] as const) {
      const actor = createActor(machine, { inspect: all.inspect }).start();
      for (const e of events) actor.send(e);
    }
    expect(all.missing(machine).guards).toEqual([key('', 'pick', 'b', 'isParentAsked', false)]);
    expect(() => all.assertComplete(machine)).toThrow(/isParentAsked/);
    expect(() => all.assertComplete(machine, { guards: false })).not.toThrow();
  });
});
