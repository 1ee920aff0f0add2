import { afterAll, describe, expect, it } from 'vitest';
import { type AnyEventObject, assign, createActor, setup } from 'xstate';
import { createTestModel } from 'xstate/graph';
import type { LedgerEntry } from '../../contract/credits';
import type { Page } from '../../contract/envelope';
import { ApiError } from '../../src/api/errors';
import { machine } from '../../src/machines/credits-ledger/machine';
import { selectPageCount } from '../../src/machines/credits-ledger/selectors';
import { trackCoverage } from './coverage';
import { runModelPaths } from './harness';
import { edgeEventPaths } from './solve-coverage';
import { controlledActor, flush } from './task-client-support';

/*
 * The credits page's ledger: it loads page 1; the user pages or refreshes (a newer request replaces
 * the one in flight); a failure shows '积分记录加载失败：' and the §8 message, in place and as a
 * toast; a 401 (after the client's one refresh) ends the session instead.
 */
interface ModelContext {
  page: number;
  /** The newest page that loaded, or null. */
  loaded: number | null;
  error: string | null;
  effects: string[];
}

const act = (a: Parameters<typeof assign<ModelContext, AnyEventObject, undefined, AnyEventObject, never>>[0]) =>
  assign<ModelContext, AnyEventObject, undefined, AnyEventObject, never>(a);
const log = (e: string) => act(({ context }) => ({ effects: [...context.effects, e] }));

const requests = {
  GO_TO_2: { target: '.loading', reenter: true, actions: act({ page: 2 }) },
  RELOAD: { target: '.loading', reenter: true },
} as const;

const model = setup({ types: {} as { context: ModelContext; events: AnyEventObject } }).createMachine({
  id: 'ledgerModel',
  context: { page: 1, loaded: null, error: null, effects: [] },
  initial: 'loading',
  on: requests,
  states: {
    loading: {
      on: {
        LOAD_OK: { target: 'ready', actions: act(({ context }) => ({ loaded: context.page, error: null })) },
        LOAD_FAIL: {
          target: 'failed',
          actions: [act({ error: '服务器错误，请稍后重试' }), log('error:积分记录加载失败：服务器错误，请稍后重试')],
        },
        LOAD_EXPIRED: { target: 'failed', actions: [act({ error: '未授权，请重新登录' }), log('expired')] },
      },
    },
    ready: {},
    failed: {},
  },
});

const entry = (id: string): LedgerEntry => ({
  id,
  delta: 10,
  balance_after: 10,
  reason: 'admin_grant',
  task_id: null,
  note: null,
  created_at: '2025-06-07T08:00:00.000Z',
});
const ledgerPage = (page: number): Page<LedgerEntry> => ({ items: [entry(`e${page}`)], total: 45, page, page_size: 20 });

const coverage = trackCoverage();

function startSut() {
  const effects: string[] = [];
  const fetch = controlledActor<Page<LedgerEntry>, { page: number; pageSize: number }>();
  const actor = createActor(
    machine.provide({
      actors: { fetchLedgerPage: fetch.logic },
      actions: {
        notifyError: (_, p) => effects.push(`error:${p.message}`),
        expireSession: () => effects.push('expired'),
      },
    }),
    { input: { pageSize: 20 }, inspect: coverage.inspect },
  ).start();
  return { actor, fetch, effects };
}
type Sut = ReturnType<typeof startSut>;

const DRIVERS: Record<string, (s: Sut) => void> = {
  LOAD_OK: (s) => s.fetch.last().resolve(ledgerPage(s.fetch.last().input.page)),
  LOAD_FAIL: (s) => s.fetch.last().reject(new ApiError({ status: 500 })),
  LOAD_EXPIRED: (s) => s.fetch.last().reject(new ApiError({ status: 401 })),
  GO_TO_2: (s) => s.actor.send({ type: 'ledger.goTo', page: 2 }),
  RELOAD: (s) => s.actor.send({ type: 'ledger.reload' }),
};

const key = (s: { value: unknown; context: ModelContext }) => JSON.stringify([s.value, s.context.page, s.context.loaded]);
const paths = edgeEventPaths(createTestModel(model, { serializeState: key, serializeTransition: () => '' }), key);

describe('credits ledger: model-based', () => {
  it('has a path for every edge of the model', () => {
    expect(paths.length).toBeGreaterThan(10);
  });

  runModelPaths(model, paths, {
    start: startSut,
    drivers: DRIVERS,
    compare: (sut, m) => {
      const snap = sut.actor.getSnapshot();
      expect({
        page: snap.context.page,
        loaded: snap.context.ledger?.page ?? null,
        error: snap.context.error,
        effects: sut.effects,
      }).toEqual(m.context);
      // Every request asks for the page the machine is on, 20 entries at a time.
      expect(sut.fetch.last().input).toEqual({ page: m.context.page, pageSize: 20 });
    },
  });

  it('counts pages from the total (at least one)', async () => {
    const sut = startSut();
    expect(selectPageCount(sut.actor.getSnapshot())).toBe(1);
    sut.fetch.last().resolve(ledgerPage(1));
    await flush();
    expect(selectPageCount(sut.actor.getSnapshot())).toBe(3);
  });

  afterAll(() => coverage.assertComplete(machine));
});
