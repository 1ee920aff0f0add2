import { afterAll, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { VideoCard, VideoListScope, VideoPage } from '../../contract/videos';
import { ApiError } from '../../src/api/errors';
import { machine, type VideoListPage, type VideoListPageInput } from '../../src/machines/video-list/machine';
import { trackCoverage } from './coverage';
import { controlledActor, effectLog, flush } from './task-client-support';

/*
 * /videos: the first page on opening, 「加载更多」 while there is more, the scope switch starting
 * again from page 1 (replacing a call in flight), a failed first page in place with a toast, a
 * failed next page under the cards with a toast, a 401 ending the session without a toast.
 */
const coverage = trackCoverage();

const card = (n: number): VideoCard => ({
  problem_id: `p${n}`,
  task_id: `t${n}`,
  subject: 'math',
  excerpt: `题 ${n}`,
  problem_html: `<p>题 ${n}</p>`,
  poster_url: null,
  duration_seconds: 30,
  created_at: '2026-01-01T00:00:00.000Z',
  is_mine: true,
});
const page = (n: number, items: VideoCard[], hasMore: boolean): VideoListPage => ({
  page: { items, page: n, page_size: 2, has_more: hasMore } satisfies VideoPage,
  extras: {},
});

function start(scope: VideoListScope = 'mine') {
  const fetch = controlledActor<VideoListPage, VideoListPageInput>();
  const fx = effectLog();
  const actor = createActor(
    machine.provide({
      actors: { fetchPage: fetch.logic },
      actions: { notifyError: fx.record('notifyError'), expireSession: fx.record('expireSession') },
    }),
    { input: { pageSize: 2, query: { scope } }, inspect: coverage.inspect },
  ).start();
  return { actor, fetch, fx };
}

describe('video list', () => {
  it('loads page 1, then more while there is more; a video seen twice is shown once', async () => {
    const { actor, fetch } = start();
    expect(fetch.last().input).toEqual({ query: { scope: 'mine' }, page: 1, pageSize: 2 });
    fetch.last().resolve(page(1, [card(1), card(2)], true));
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    actor.send({ type: 'list.loadMore' });
    expect(fetch.last().input.page).toBe(2);
    fetch.last().resolve(page(2, [card(2), card(3)], false));
    await flush();
    expect(actor.getSnapshot().context.items.map((c) => c.task_id)).toEqual(['t1', 't2', 't3']);
    actor.send({ type: 'list.loadMore' });
    expect(fetch.calls).toHaveLength(2);
  });

  it('the scope switch starts again from page 1 and replaces the call in flight', async () => {
    const { actor, fetch } = start();
    actor.send({ type: 'list.query', query: { scope: 'public' } });
    expect(fetch.calls[0].cancelled).toBe(true);
    expect(fetch.last().input).toEqual({ query: { scope: 'public' }, page: 1, pageSize: 2 });
    fetch.last().resolve(page(1, [card(5)], false));
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ query: { scope: 'public' }, hasMore: false });
  });

  it('a failed first page: in place with a toast; reload tries again', async () => {
    const { actor, fetch, fx } = start();
    fetch.last().reject(new ApiError({ status: 500 }));
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('服务器错误，请稍后重试');
    expect(fx.ofType('notifyError')).toEqual([{ type: 'notifyError', params: { message: '视频列表加载失败：服务器错误，请稍后重试' } }]);
    actor.send({ type: 'list.reload' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('a failed next page keeps the cards; a 401 ends the session without a toast', async () => {
    const { actor, fetch, fx } = start();
    fetch.last().resolve(page(1, [card(1)], true));
    await flush();
    actor.send({ type: 'list.loadMore' });
    fetch.last().reject(new ApiError({ status: 502 }));
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.items).toHaveLength(1);
    expect(actor.getSnapshot().context.error).not.toBeNull();
    actor.send({ type: 'list.loadMore' });
    fetch.last().reject(new ApiError({ status: 401 }));
    await flush();
    actor.send({ type: 'list.reload' });
    fetch.last().reject(new ApiError({ status: 401 }));
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(fx.ofType('expireSession')).toHaveLength(2);
    expect(fx.ofType('notifyError')).toHaveLength(1);
  });

  afterAll(() => coverage.assertComplete(machine));
});
