import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batchStatusSchema, cardPageSchema, engagementStatusSchema, sharingSchema } from '../../contract/community';
import { problemDetailSchema } from '../../contract/tasks';
import { engagements, problems } from '../../server/db/schema';
import { inlineRenderer, htmlReader } from '../../server/render';
import { exploreFeed } from '../../server/services/community/feed';
import { type PairShares, pairShares } from '../../server/services/community/search-estimate';
import { sharedProblem } from '../support/community-fixtures';
import { PNG_1X1 } from '../support/fixtures';
import { createTestApp, type TestApp } from '../support/test-app';
import { createUser, runPipeline, submittedTask, type TestUser } from '../support/task-fixtures';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('community: explore, likes, favorites, sharing', () => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;
  let solved: string;
  let unsolved: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    alice = await createUser(t.config, t.database, { username: 'alice_cm' });
    bob = await createUser(t.config, t.database, { username: 'bob_cm' });
    const first = await submittedTask(t, alice, { problem_text: '解一元二次方程 $x^2-5x+6=0$', generate_video: 'false' }, [
      { data: PNG_1X1 },
    ]);
    await runPipeline(t, first.task_id);
    solved = first.problem_id;
    unsolved = (await submittedTask(t, alice, { problem_text: '还没解答的题目', generate_video: 'false' })).problem_id;
    const day = (n: number) => new Date(Date.UTC(2026, 0, n));
    ids.circuit = await sharedProblem(t.database, bob.id, {
      text: '串联电路中电阻 R=10Ω，求电流',
      subject: 'physics',
      type: 'solution',
      createdAt: day(3),
    });
    ids.choice = await sharedProblem(t.database, bob.id, {
      text: '下列函数中是偶函数的是',
      subject: 'math',
      type: 'choice',
      createdAt: day(2),
    });
    ids.code = await sharedProblem(t.database, bob.id, {
      text: '用 Python 求 100% 的和',
      subject: 'programming',
      type: 'other',
      createdAt: day(1),
    });
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'DELETE' | 'PATCH', url: string, user?: TestUser, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: user?.headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const explore = async (query = '', user?: TestUser) => {
    const res = await call('GET', `/problems/explore${query}`, user);
    expect(res.statusCode, res.body).toBe(200);
    return cardPageSchema.parse(res.json().data);
  };
  const exploreIds = async (query = '') => (await explore(query)).items.map((c) => c.id);

  it('a solved problem stays out of explore until its owner was told; then it is listed, an unsolved one is not', async () => {
    expect(await exploreIds()).not.toContain(solved);
    expect((await call('GET', '/problems/sharing-notice', alice)).json().data).toEqual({ notice_acknowledged: false });
    expect((await call('POST', `/engagements/like/${solved}`, bob)).statusCode).toBe(404);

    const ack = await call('POST', '/problems/sharing-notice', alice);
    expect(ack.statusCode).toBe(200);
    expect((await call('GET', '/problems/sharing-notice', alice)).json().data).toEqual({ notice_acknowledged: true });
    const listed = await exploreIds();
    expect(listed).toContain(solved);
    expect(listed).not.toContain(unsolved);
    const sharing = sharingSchema.parse((await call('GET', `/problems/${solved}/sharing`, alice)).json().data);
    expect(sharing).toEqual({ visibility: 'public', show_asker: false, share_photos: false, listed: true, notice_acknowledged: true });
  });

  it('explore is open to visitors: newest first, anonymous, no photos, math rendered on the server', async () => {
    const page = await explore();
    expect(page.items.map((c) => c.id)).toEqual([solved, ids.circuit, ids.choice, ids.code]);
    expect(page).toMatchObject({ page: 1, page_size: 20, has_more: false });
    const card = page.items[0];
    expect(card.asker).toBeNull();
    expect(card.image_urls).toEqual([]);
    expect(card.problem_html).toContain('<svg');
    expect(card.problem_html).not.toContain('<script');
    expect(card.excerpt).toContain('一元二次方程');
    expect(card).toMatchObject({ like_count: 0, favorite_count: 0, has_video: false, subject: 'math' });
  });

  it('search finds Chinese words without spaces, and literal symbols', async () => {
    expect(await exploreIds(`?q=${encodeURIComponent('方程')}`)).toEqual([solved]);
    expect(await exploreIds(`?q=${encodeURIComponent('电路 电流')}`)).toEqual([ids.circuit]);
    expect(await exploreIds(`?q=${encodeURIComponent('偶')}`)).toEqual([ids.choice]);
    expect(await exploreIds(`?q=${encodeURIComponent('PYTHON')}`)).toEqual([ids.code]);
    expect(await exploreIds(`?q=${encodeURIComponent('100%')}`)).toEqual([ids.code]);
    expect(await exploreIds(`?q=${encodeURIComponent('0%')}`)).toEqual([ids.code]);
    expect(await exploreIds(`?q=${encodeURIComponent('方程组')}`)).toEqual([]);
    expect(await exploreIds(`?q=${encodeURIComponent('_')}`)).toEqual([]);
  });

  it('a search finds the same page whether the first rows in feed order hold it or the character-pair index is asked', async () => {
    const extra = await Promise.all(
      Array.from({ length: 7 }, (_, i) =>
        sharedProblem(t.database, bob.id, {
          text: `第 ${i} 道：求电路中的电流`,
          subject: i % 2 ? 'physics' : 'other',
          createdAt: new Date(Date.UTC(2025, 0, i + 1)),
        }),
      ),
    );
    const read = htmlReader(inlineRenderer);
    const ids = async (query: Record<string, unknown>, windowSize: number, stats?: () => Promise<PairShares | undefined>) =>
      (await exploreFeed(t.database.db, read, { sort: 'newest', page: 1, page_size: 3, ...query }, windowSize, stats)).items.map(
        (c) => c.id,
      );
    // Statistics that call every pair rare: the window is skipped whenever a word has a pair.
    const allRare = async () => ({ shares: new Map<string, number>(), floor: 0 });
    for (const query of [
      { q: '电流' },
      { q: '电流', page: 2 },
      { q: '电流', page: 3 },
      { q: '电流', sort: 'likes' },
      { q: '电路 电流', subject: 'physics' },
      { q: '偶' },
      { q: '没有这个词' },
    ]) {
      const viaWindow = await ids(query, 2000);
      expect(await ids(query, 1), JSON.stringify(query)).toEqual(viaWindow);
      expect(await ids(query, 4), JSON.stringify(query)).toEqual(viaWindow);
      expect(await ids(query, 2000, allRare), JSON.stringify(query)).toEqual(viaWindow);
    }
    expect(await ids({ q: '电流', page: 3 }, 2000)).toEqual([extra[1], extra[0]]);
    // The shares the service reads once ANALYZE has run: every problem here but three holds 电流.
    await t.database.executeSql('analyze problems');
    const stats = await pairShares(t.database.db, Date.now() + 3_600_000);
    expect(stats?.shares.get('电流')).toBeGreaterThan(0.5);
    expect(await ids({ q: '电流' }, 2000, async () => stats)).toEqual(await ids({ q: '电流' }, 2000));
    await t.database.db.delete(problems).where(inArray(problems.id, extra));
  });

  it('filters by subject and type, pages, and refuses page sizes and pages out of range (422)', async () => {
    expect(await exploreIds('?subject=physics')).toEqual([ids.circuit]);
    expect(await exploreIds('?subject=programming')).toEqual([ids.code]);
    expect(await exploreIds('?type=choice')).toEqual([ids.choice]);
    expect(await exploreIds('?subject=math&type=choice')).toEqual([ids.choice]);
    const first = await explore('?page_size=3');
    expect(first.has_more).toBe(true);
    const second = await explore('?page_size=3&page=2');
    expect(second).toMatchObject({ has_more: false, page: 2 });
    expect(second.items.map((c) => c.id)).toEqual([ids.code]);
    for (const bad of [
      'page_size=0',
      'page_size=10000',
      'page_size=abc',
      'page=0',
      'page=1001',
      'subject=biology',
      'type=essay',
      'sort=random',
    ]) {
      const res = await call('GET', `/problems/explore?${bad}`);
      expect(res.statusCode, bad).toBe(422);
      expect(res.json().success).toBe(false);
      expect(res.json().message).toMatch(/[\u4e00-\u9fff]/);
    }
    expect((await call('GET', `/problems/explore?q=${'题'.repeat(101)}`)).statusCode).toBe(422);
    expect((await call('GET', '/engagements/likes?page_size=0', bob)).json().message).toBe('每页条数须在 1 到 50 之间');
  });

  it('liking twice is one like, unliking twice is none, and the count always equals the rows', async () => {
    const like = () => call('POST', `/engagements/like/${ids.circuit}`, alice);
    const first = engagementStatusSchema.parse((await like()).json().data);
    expect(first).toEqual({ liked: true, favorited: false, like_count: 1, favorite_count: 0 });
    expect((await like()).json().data).toEqual(first);
    await Promise.all(Array.from({ length: 8 }, like));
    await Promise.all(Array.from({ length: 4 }, () => call('POST', `/engagements/like/${ids.circuit}`, bob)));
    const [{ n }] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(engagements)
      .where(eq(engagements.problemId, ids.circuit));
    const [row] = await t.database.db.select({ c: problems.likeCount }).from(problems).where(eq(problems.id, ids.circuit));
    expect([n, row.c]).toEqual([2, 2]);

    const unlike = () => call('DELETE', `/engagements/like/${ids.circuit}`, bob);
    expect((await unlike()).json().data).toMatchObject({ liked: false, like_count: 1 });
    expect((await unlike()).json().data).toMatchObject({ liked: false, like_count: 1 });
  });

  it('favorites, my lists newest first, and most-liked sort', async () => {
    expect((await call('POST', `/engagements/favorite/${ids.choice}`, alice)).json().data).toMatchObject({
      favorited: true,
      favorite_count: 1,
    });
    await call('POST', `/engagements/favorite/${solved}`, alice);
    await call('POST', `/engagements/like/${solved}`, alice);
    await call('POST', `/engagements/like/${solved}`, bob);

    const favorites = cardPageSchema.parse((await call('GET', '/engagements/favorites', alice)).json().data);
    expect(favorites.items.map((c) => c.id)).toEqual([solved, ids.choice]);
    expect(favorites).toMatchObject({ total: 2, has_more: false });
    expect(favorites.items[0].engaged_at).toBeDefined();
    const likes = cardPageSchema.parse((await call('GET', '/engagements/likes?page_size=1', alice)).json().data);
    expect(likes).toMatchObject({ total: 2, has_more: true, page_size: 1 });
    expect(likes.items.map((c) => c.id)).toEqual([solved]);

    expect((await exploreIds('?sort=likes')).slice(0, 2)).toEqual([solved, ids.circuit]);
  });

  it('batch-status: my state and the counts of many problems in one call; unknown and private ids absent', async () => {
    const res = await call('POST', '/engagements/batch-status', alice, { problem_ids: [solved, ids.circuit, ids.code, UNKNOWN] });
    expect(res.statusCode).toBe(200);
    const { statuses } = batchStatusSchema.parse(res.json().data);
    expect(Object.keys(statuses).sort()).toEqual([solved, ids.circuit, ids.code].sort());
    expect(statuses[solved]).toEqual({ liked: true, favorited: true, like_count: 2, favorite_count: 1 });
    expect(statuses[ids.code]).toEqual({ liked: false, favorited: false, like_count: 0, favorite_count: 0 });
    expect((await call('POST', '/engagements/batch-status', alice, { problem_ids: [] })).json().data).toEqual({ statuses: {} });
    const unsolvedOfAlice = await call('POST', '/engagements/batch-status', bob, { problem_ids: [unsolved] });
    expect(unsolvedOfAlice.json().data).toEqual({ statuses: {} });
  });

  it('batch-status refuses 10 000 ids, 101 ids and non-ids with a clear 422', async () => {
    const many = (n: number) => Array.from({ length: n }, () => UNKNOWN);
    const cases: [unknown, string][] = [
      [{ problem_ids: many(10_000) }, '一次最多查询 100 道题目'],
      [{ problem_ids: many(101) }, '一次最多查询 100 道题目'],
      [{ problem_ids: ['abc'] }, '题目编号格式不正确'],
      [{ problem_ids: [42] }, '题目编号须为字符串'],
      [{ problem_ids: 'abc' }, '请提供题目编号列表 problem_ids'],
      [{}, '请提供题目编号列表 problem_ids'],
    ];
    for (const [payload, message] of cases) {
      const res = await call('POST', '/engagements/batch-status', alice, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(422);
      expect(res.json().message).toBe(message);
    }
    expect((await call('POST', '/engagements/batch-status', alice, { problem_ids: many(100) })).statusCode).toBe(200);
  });

  it('a like of a missing, malformed or private problem is 404; taking one back is not (nothing to tell the two apart)', async () => {
    for (const id of [UNKNOWN, 'abc', unsolved]) {
      expect((await call('POST', `/engagements/like/${id}`, bob)).statusCode, id).toBe(404);
      expect((await call('POST', `/engagements/favorite/${id}`, bob)).statusCode, id).toBe(404);
    }
    expect((await call('DELETE', '/engagements/like/abc', bob)).statusCode).toBe(404);
    for (const id of [UNKNOWN, unsolved]) {
      const res = await call('DELETE', `/engagements/like/${id}`, bob);
      expect(res.statusCode, id).toBe(200);
      expect(res.json().data, id).toEqual({ liked: false, favorited: false, like_count: 0, favorite_count: 0 });
    }
  });

  it('visitors get 401 on every engagement call and on sharing', async () => {
    for (const [method, url] of [
      ['POST', `/engagements/like/${solved}`],
      ['DELETE', `/engagements/like/${solved}`],
      ['POST', `/engagements/favorite/${solved}`],
      ['DELETE', `/engagements/favorite/${solved}`],
      ['GET', '/engagements/likes'],
      ['GET', '/engagements/favorites'],
      ['POST', '/engagements/batch-status'],
      ['GET', '/problems/sharing-notice'],
      ['POST', '/problems/sharing-notice'],
      ['GET', `/problems/${solved}/sharing`],
      ['PATCH', `/problems/${solved}/sharing`],
    ] as const) {
      const res = await call(method, url, undefined, method === 'POST' || method === 'PATCH' ? {} : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('another student sees a shared problem’s latest solution only, and the asker and photos only as the owner chose', async () => {
    const detail = problemDetailSchema.parse((await call('GET', `/problems/${solved}/detail`, bob)).json().data);
    expect(detail).toMatchObject({ is_owner: false, asker: null, image_urls: [], ocr_text: null });
    expect(detail.tasks).toHaveLength(1);
    expect(detail.tasks[0].status).toBe('completed');
    expect((await call('GET', `/problems/${unsolved}/detail`, bob)).statusCode).toBe(404);
    expect((await call('GET', `/problems/${solved}/sharing`, bob)).statusCode).toBe(404);
    expect((await call('PATCH', `/problems/${solved}/sharing`, bob, { visibility: 'private' })).statusCode).toBe(404);

    const shown = await call('PATCH', `/problems/${solved}/sharing`, alice, { show_asker: true, share_photos: true });
    expect(sharingSchema.parse(shown.json().data)).toMatchObject({ show_asker: true, share_photos: true, listed: true });
    const card = (await explore()).items.find((c) => c.id === solved);
    expect(card?.asker).toEqual({ username: 'alice_cm', avatar_path: null });
    expect(card?.image_urls).toHaveLength(1);
    const named = problemDetailSchema.parse((await call('GET', `/problems/${solved}/detail`, bob)).json().data);
    expect(named.asker?.username).toBe('alice_cm');
    expect(named.image_urls).toHaveLength(1);
    for (const bad of [{ visibility: 'secret' }, { show_asker: 'yes' }, { other: 1 }]) {
      expect((await call('PATCH', `/problems/${solved}/sharing`, alice, bad)).statusCode, JSON.stringify(bad)).toBe(422);
    }
  });

  it('a visitor opens a shared problem’s page: what the owner shares, counts and nothing liked; unlisted ones are 404 alike', async () => {
    await call('PATCH', `/problems/${solved}/sharing`, alice, { show_asker: false, share_photos: false });
    const res = await call('GET', `/problems/${solved}/detail`);
    expect(res.statusCode, res.body).toBe(200);
    const detail = problemDetailSchema.parse(res.json().data);
    expect(detail).toMatchObject({ is_owner: false, asker: null, image_urls: [], ocr_text: null });
    expect(detail.tasks).toHaveLength(1);
    expect(detail.tasks[0].status).toBe('completed');
    expect(detail.engagement).toEqual({ liked: false, favorited: false, like_count: 2, favorite_count: 1 });
    // Not the owner's: how the pipeline went (its events, the engine), the sharing settings, who the owner is.
    expect(detail.tasks[0]).toMatchObject({ events: [], engine: null });
    for (const field of ['user_id', 'email', 'visibility', 'share_photos', 'show_asker']) expect(res.body).not.toContain(`"${field}"`);

    const unknown = await call('GET', `/problems/${UNKNOWN}/detail`);
    expect(unknown.statusCode).toBe(404);
    for (const id of [unsolved, 'abc']) {
      const hidden = await call('GET', `/problems/${id}/detail`);
      expect(hidden.statusCode, id).toBe(404);
      expect(hidden.json().message, id).toBe(unknown.json().message);
    }
    expect((await call('GET', `/problems/${unsolved}/detail`)).body).not.toContain('还没解答');
    await call('PATCH', `/problems/${solved}/sharing`, alice, { show_asker: true, share_photos: true });
    const shared = problemDetailSchema.parse((await call('GET', `/problems/${solved}/detail`)).json().data);
    expect(shared.asker?.username).toBe('alice_cm');
    expect(shared.image_urls).toHaveLength(1);
    await call('PATCH', `/problems/${solved}/sharing`, alice, { visibility: 'private' });
    const gone = await call('GET', `/problems/${solved}/detail`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(unknown.json().message);
    await call('PATCH', `/problems/${solved}/sharing`, alice, { visibility: 'public', show_asker: false, share_photos: false });
  });

  it('a problem made private leaves explore and the likes and favorites of others; public again, it comes back', async () => {
    await call('POST', `/engagements/favorite/${solved}`, bob);
    const priv = await call('PATCH', `/problems/${solved}/sharing`, alice, { visibility: 'private' });
    expect(sharingSchema.parse(priv.json().data)).toMatchObject({ visibility: 'private', listed: false });
    expect(await exploreIds()).not.toContain(solved);
    expect((await call('GET', '/engagements/likes', bob)).json().data.items.map((c: { id: string }) => c.id)).not.toContain(solved);
    expect((await call('GET', '/engagements/favorites', bob)).json().data.total).toBe(0);
    expect((await call('POST', `/engagements/like/${solved}`, bob)).statusCode).toBe(404);
    expect((await call('GET', `/problems/${solved}/detail`, bob)).statusCode).toBe(404);
    expect((await call('POST', '/engagements/batch-status', bob, { problem_ids: [solved] })).json().data).toEqual({ statuses: {} });
    // The owner still has it, with its counts.
    expect((await call('POST', '/engagements/batch-status', alice, { problem_ids: [solved] })).json().data.statuses[solved]).toMatchObject({
      like_count: 2,
    });
    expect((await call('GET', '/engagements/likes', alice)).json().data.items.map((c: { id: string }) => c.id)).toContain(solved);

    await call('PATCH', `/problems/${solved}/sharing`, alice, { visibility: 'public' });
    expect(await exploreIds()).toContain(solved);
  });

  it('a like of a problem made private since can be taken back, twice; the counts still equal the rows', async () => {
    const rowsAndCounts = async () => {
      const [{ likes, favorites }] = await t.database.db
        .select({
          likes: sql<number>`count(*) filter (where ${engagements.kind} = 'like')::int`,
          favorites: sql<number>`count(*) filter (where ${engagements.kind} = 'favorite')::int`,
        })
        .from(engagements)
        .where(eq(engagements.problemId, ids.choice));
      const [row] = await t.database.db
        .select({ likes: problems.likeCount, favorites: problems.favoriteCount })
        .from(problems)
        .where(eq(problems.id, ids.choice));
      expect(row).toEqual({ likes, favorites });
      return row;
    };
    await call('POST', `/engagements/like/${ids.choice}`, alice);
    await call('POST', `/engagements/favorite/${ids.choice}`, alice);
    const before = await rowsAndCounts();
    await call('PATCH', `/problems/${ids.choice}/sharing`, bob, { visibility: 'private' });
    expect((await call('GET', '/engagements/likes', alice)).json().data.items.map((c: { id: string }) => c.id)).not.toContain(ids.choice);

    const unlike = () => call('DELETE', `/engagements/like/${ids.choice}`, alice);
    const first = await unlike();
    expect(first.statusCode).toBe(200);
    // Only alice's own state: the counts of a problem she may no longer see are not hers to read.
    expect(first.json().data).toEqual({ liked: false, favorited: true, like_count: 0, favorite_count: 0 });
    expect(await rowsAndCounts()).toEqual({ likes: before.likes - 1, favorites: before.favorites });
    expect((await unlike()).statusCode).toBe(200);
    expect(await rowsAndCounts()).toEqual({ likes: before.likes - 1, favorites: before.favorites });
    const unfavorite = await call('DELETE', `/engagements/favorite/${ids.choice}`, alice);
    expect(unfavorite.json().data).toEqual({ liked: false, favorited: false, like_count: 0, favorite_count: 0 });
    expect(await rowsAndCounts()).toEqual({ likes: before.likes - 1, favorites: before.favorites - 1 });

    expect((await call('POST', `/engagements/like/${ids.choice}`, alice)).statusCode).toBe(404);
    expect((await call('POST', `/engagements/favorite/${ids.choice}`, alice)).statusCode).toBe(404);
    expect(await rowsAndCounts()).toEqual({ likes: before.likes - 1, favorites: before.favorites - 1 });
    // Public again: it is back with the counts its rows give.
    await call('PATCH', `/problems/${ids.choice}/sharing`, bob, { visibility: 'public' });
    expect(
      (await call('POST', '/engagements/batch-status', alice, { problem_ids: [ids.choice] })).json().data.statuses[ids.choice],
    ).toEqual({
      liked: false,
      favorited: false,
      like_count: before.likes - 1,
      favorite_count: before.favorites - 1,
    });
  });

  it('a problem solved after the notice is listed as soon as it is solved', async () => {
    const next = await submittedTask(t, alice, { problem_text: '求 $2+3$ 的值', generate_video: 'false' });
    expect(await exploreIds()).not.toContain(next.problem_id);
    await runPipeline(t, next.task_id);
    expect(await exploreIds()).toContain(next.problem_id);
  });
});
