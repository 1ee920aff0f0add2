import { afterAll, describe, expect, it } from 'vitest';
import { assign, createActor, type SnapshotFrom, setup } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { machine, type TokenPair } from '../../src/machines/token-refresh/machine';
import { trackCoverage } from './coverage';
import { controllable, flush } from './harness';
import { edgePaths, runPath } from './model-paths';

const coverage = trackCoverage();

function start() {
  const refresh = controllable<TokenPair>('refreshTokens');
  const saved: TokenPair[] = [];
  const actor = createActor(
    machine.provide({
      actors: { refreshTokens: refresh.logic },
      actions: { storeTokens: (_, tokens) => saved.push(tokens) },
    }),
    { inspect: coverage.inspect },
  ).start();
  const outcomes: Array<'pending' | 'resolved' | { rejected: unknown }> = [];
  const request = () => {
    const i = outcomes.length;
    outcomes.push('pending');
    actor.send({
      type: 'refresh.request',
      waiter: { resolve: () => (outcomes[i] = 'resolved'), reject: (e) => (outcomes[i] = { rejected: e }) },
    });
  };
  return { actor, refresh, saved, outcomes, request };
}

describe('token refresh (unit)', () => {
  it('concurrent requests share one refresh; all waiters resolve together and tokens are saved', async () => {
    const sut = start();
    sut.request();
    sut.request();
    sut.request();
    expect(sut.refresh.calls).toHaveLength(1);
    expect(sut.actor.getSnapshot().value).toBe('refreshing');
    await sut.refresh.resolveLatest({ access_token: 'a2', refresh_token: 'r2' });
    expect(sut.outcomes).toEqual(['resolved', 'resolved', 'resolved']);
    expect(sut.saved).toEqual([{ access_token: 'a2', refresh_token: 'r2' }]);
    expect(sut.actor.getSnapshot().value).toBe('idle');
    expect(sut.actor.getSnapshot().context.waiters).toEqual([]);
  });

  it('a failed refresh rejects every waiter with the same error and saves nothing', async () => {
    const sut = start();
    sut.request();
    sut.request();
    const boom = new Error('expired');
    await sut.refresh.rejectLatest(boom);
    expect(sut.outcomes).toEqual([{ rejected: boom }, { rejected: boom }]);
    expect(sut.saved).toEqual([]);
    expect(sut.actor.getSnapshot().value).toBe('idle');
  });

  it('a request after a finished refresh starts a new one', async () => {
    const sut = start();
    sut.request();
    await sut.refresh.resolveLatest({ access_token: 'a', refresh_token: 'r' });
    sut.request();
    await flush();
    expect(sut.refresh.calls).toHaveLength(2);
    expect(sut.outcomes).toEqual(['resolved', 'pending']);
  });
});

// ---- Model-based test: "idle → refreshing → idle, single-flight; waiters settled together". ----

type ModelEvent = { type: 'request' } | { type: 'serverOk' } | { type: 'serverFail' };
interface ModelContext {
  waiting: number;
  resolved: number;
  rejected: number;
  refreshes: number;
  saves: number;
}
const MAX_WAITING = 3;
const MAX_REFRESHES = 2;

const model = setup({
  types: { context: {} as ModelContext, events: {} as ModelEvent },
  guards: {
    canStart: ({ context }) => context.refreshes < MAX_REFRESHES,
    canJoin: ({ context }) => context.waiting < MAX_WAITING,
  },
}).createMachine({
  id: 'tokenRefreshModel',
  context: { waiting: 0, resolved: 0, rejected: 0, refreshes: 0, saves: 0 },
  initial: 'idle',
  states: {
    idle: {
      on: {
        request: {
          guard: 'canStart',
          target: 'refreshing',
          actions: assign({ waiting: 1, refreshes: ({ context }) => context.refreshes + 1 }),
        },
      },
    },
    refreshing: {
      on: {
        request: { guard: 'canJoin', actions: assign({ waiting: ({ context }) => context.waiting + 1 }) },
        serverOk: {
          target: 'idle',
          actions: assign({
            resolved: ({ context }) => context.resolved + context.waiting,
            saves: ({ context }) => context.saves + 1,
            waiting: 0,
          }),
        },
        serverFail: {
          target: 'idle',
          actions: assign({ rejected: ({ context }) => context.rejected + context.waiting, waiting: 0 }),
        },
      },
    },
  },
});

const testModel = createTestModel(model, {
  events: [{ type: 'request' }, { type: 'serverOk' }, { type: 'serverFail' }],
});

describe('token refresh (model-based)', () => {
  for (const path of edgePaths(testModel)) {
    it(path.description, async () => {
      const sut = start();
      await runPath<SnapshotFrom<typeof model>, ModelEvent>(model, path, {
        events: {
          request: async () => {
            sut.request();
            await flush();
          },
          serverOk: () => sut.refresh.resolveLatest({ access_token: 'a', refresh_token: 'r' }),
          serverFail: () => sut.refresh.rejectLatest(new Error('refresh failed')),
        },
        check: (state) => {
          {
            const c = state.context;
            expect(sut.actor.getSnapshot().value).toBe(state.value);
            expect(sut.outcomes.filter((o) => o === 'pending')).toHaveLength(c.waiting);
            expect(sut.outcomes.filter((o) => o === 'resolved')).toHaveLength(c.resolved);
            expect(sut.outcomes.filter((o) => typeof o === 'object')).toHaveLength(c.rejected);
            // Single flight: exactly one server call per refresh period.
            expect(sut.refresh.calls).toHaveLength(c.refreshes);
            expect(sut.saved).toHaveLength(c.saves);
          }
        },
      });
    });
  }
});

afterAll(() => {
  coverage.assertComplete(machine);
});
