import { afterAll, describe, expect, it } from 'vitest';
import { type AnyEventObject, assign, createActor, setup } from 'xstate';
import { createTestModel } from 'xstate/graph';
import type { ProblemCard } from '../../contract/community';
import { ApiError } from '../../src/api/errors';
import { EMPTY_QUERY, type FeedPage, type FeedQuery, machine } from '../../src/machines/card-feed/machine';
import { trackCoverage } from './coverage';
import { runModelPaths } from './harness';
import { edgeEventPaths } from './solve-coverage';
import { controlledActor, flush } from './task-client-support';

/*
 * A list of cards (explore, my likes, my favorites): it loads page 1; 「加载更多」 appends the next
 * page while there is one; a new search, filter or sort starts again from page 1 (a newer request
 * replaces the one in flight), as does a reload; a failure shows '加载失败：' and the §8 message as a
 * toast and keeps the cards already shown; a 401 ends the session instead.
 */
interface ModelContext {
  /** Pages shown, in order. */
  pages: number[];
  q: string;
  hasMore: boolean;
  error: string | null;
  effects: string[];
}

const act = (a: Parameters<typeof assign<ModelContext, AnyEventObject, undefined, AnyEventObject, never>>[0]) =>
  assign<ModelContext, AnyEventObject, undefined, AnyEventObject, never>(a);
const log = (e: string) => act(({ context }) => ({ effects: [...context.effects, e] }));
// A new request starts over: the old error no longer describes the list.
const restart = act({ pages: [], hasMore: false, error: null });

/** The server has three pages. */
const LAST_PAGE = 3;
const loaded = act(({ context }) => {
  const page = (context.pages.at(-1) ?? 0) + 1;
  return { pages: [...context.pages, page], hasMore: page < LAST_PAGE, error: null };
});
const failures = (target: string) => ({
  LOAD_FAIL: { target, actions: [act({ error: '服务器错误，请稍后重试' }), log('error:加载失败：服务器错误，请稍后重试')] },
  LOAD_EXPIRED: { target, actions: [act({ error: '未授权，请重新登录' }), log('expired')] },
});

const model = setup({ types: {} as { context: ModelContext; events: AnyEventObject } }).createMachine({
  id: 'feedModel',
  context: { pages: [], q: '', hasMore: false, error: null, effects: [] },
  initial: 'loading',
  on: {
    SEARCH: { target: '.loading', reenter: true, actions: [act({ q: '方程' }), restart] },
    RELOAD: { target: '.loading', reenter: true, actions: restart },
  },
  states: {
    loading: { on: { LOAD_OK: { target: 'ready', actions: loaded }, ...failures('failed'), MORE: {} } },
    loadingMore: { on: { LOAD_OK: { target: 'ready', actions: loaded }, ...failures('ready'), MORE: {} } },
    ready: { on: { MORE: { guard: ({ context }) => context.hasMore, target: 'loadingMore' } } },
    failed: { on: { MORE: {} } },
  },
});

const card = (id: string): ProblemCard => ({
  id,
  excerpt: id,
  problem_html: `<p>${id}</p>`,
  subject: 'math',
  problem_type: 'solution',
  created_at: '2026-01-01T00:00:00.000Z',
  like_count: 0,
  favorite_count: 0,
  has_video: false,
  asker: null,
  image_urls: [],
});
const feedPage = (page: number): FeedPage => ({
  page: { items: [card(`c${page}a`), card(`c${page}b`)], page, page_size: 2, has_more: page < LAST_PAGE },
  extras: { [`c${page}a`]: { liked: true, favorited: false, like_count: 1, favorite_count: 0 } },
});

const coverage = trackCoverage();
type Input = { query: FeedQuery; page: number; pageSize: number };

function startSut() {
  const effects: string[] = [];
  const fetch = controlledActor<FeedPage, Input>();
  const actor = createActor(
    machine.provide({
      actors: { fetchPage: fetch.logic },
      actions: { notifyError: (_, p) => effects.push(`error:${p.message}`), expireSession: () => effects.push('expired') },
    }),
    { input: { pageSize: 2 }, inspect: coverage.inspect },
  ).start();
  return { actor, fetch, effects };
}
type Sut = ReturnType<typeof startSut>;

const DRIVERS: Record<string, (s: Sut) => void> = {
  LOAD_OK: (s) => s.fetch.last().resolve(feedPage(s.fetch.last().input.page)),
  LOAD_FAIL: (s) => s.fetch.last().reject(new ApiError({ status: 500 })),
  LOAD_EXPIRED: (s) => s.fetch.last().reject(new ApiError({ status: 401 })),
  MORE: (s) => s.actor.send({ type: 'list.loadMore' }),
  SEARCH: (s) => s.actor.send({ type: 'list.query', query: { q: '方程' } }),
  RELOAD: (s) => s.actor.send({ type: 'list.reload' }),
};

const key = (s: { value: unknown; context: ModelContext }) => JSON.stringify([s.value, s.context.pages, s.context.q]);
const paths = edgeEventPaths(createTestModel(model, { serializeState: key, serializeTransition: () => '' }), key);

describe('card feed: model-based', () => {
  it('has a path for every edge of the model', () => {
    expect(paths.length).toBeGreaterThan(20);
  });

  runModelPaths(model, paths, {
    start: startSut,
    drivers: DRIVERS,
    compare: (sut, m) => {
      const snap = sut.actor.getSnapshot();
      expect({
        pages: [...new Set(snap.context.items.map((c) => Number(c.id.slice(1, -1))))],
        q: snap.context.query.q,
        hasMore: snap.context.hasMore,
        error: snap.context.error,
        effects: sut.effects,
      }).toEqual(m.context);
      // Every request asks for the page after the last one shown, with the current words.
      expect(sut.fetch.last().input).toMatchObject({ page: expect.any(Number), pageSize: 2, query: { ...EMPTY_QUERY, q: m.context.q } });
      if (m.value === 'loading' || m.value === 'loadingMore') expect(sut.fetch.last().input.page).toBe((m.context.pages.at(-1) ?? 0) + 1);
    },
  });

  it('keeps each page’s like and favorite state, and never shows a card twice', async () => {
    const sut = startSut();
    DRIVERS.LOAD_OK(sut);
    await flush();
    DRIVERS.MORE(sut);
    const again = feedPage(2);
    again.page.items.unshift(card('c1a'));
    sut.fetch.last().resolve(again);
    await flush();
    const { items, extras } = sut.actor.getSnapshot().context;
    expect(items.map((c) => c.id)).toEqual(['c1a', 'c1b', 'c2a', 'c2b']);
    expect(Object.keys(extras)).toEqual(['c1a', 'c2a']);
  });

  afterAll(() => coverage.assertComplete(machine));
});
