import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problems, tasks } from '../../server/db/schema';
import { createTestApp, type TestApp } from '../support/test-app';
import { createUser, type TestUser } from '../support/task-fixtures';
import { FAKE_CHAPTERS } from '../support/video-fixtures';

describe('GET /api/v1/videos', () => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;
  const ids: Record<string, { problem: string; task: string }> = {};
  let minute = 0;
  const at = () => new Date(Date.UTC(2026, 0, 1, 8, minute++));

  /** A problem (listed in explore or not) whose tasks are written straight to the database, oldest first. */
  async function problemWith(name: string, user: TestUser, listed: boolean, taskVideos: boolean[]) {
    const [p] = await t.database.db
      .insert(problems)
      .values({
        userId: user.id,
        problemText: `题目 ${name}：解方程 $x^2=1$`,
        problemHtml: `<p>题目 ${name}</p>`,
        subject: 'math',
        problemType: 'solution',
        publishedAt: listed ? new Date() : null,
        visibility: listed ? 'public' : 'private',
      })
      .returning({ id: problems.id });
    let last = '';
    for (const hasVideo of taskVideos) {
      const when = at();
      const [task] = await t.database.db
        .insert(tasks)
        .values({
          problemId: p.id,
          userId: user.id,
          status: 'completed',
          stage: 'done',
          generateVideo: hasVideo,
          turboMode: false,
          cost: 0,
          chargeState: 'charged',
          createdAt: when,
          finishedAt: when,
          videoFile: null,
          video: null,
        })
        .returning({ id: tasks.id });
      if (hasVideo) {
        await t.database.db
          .update(tasks)
          .set({
            videoFile: `${task.id}/solution.mp4`,
            video: { posterFile: 'poster.png', subtitlesFile: 'subtitles.vtt', durationSeconds: 42.5, chapters: FAKE_CHAPTERS },
          })
          .where(eq(tasks.id, task.id));
      }
      last = task.id;
    }
    ids[name] = { problem: p.id, task: last };
  }

  beforeAll(async () => {
    t = await createTestApp();
    alice = await createUser(t.config, t.database);
    bob = await createUser(t.config, t.database);
    await problemWith('a-private', alice, false, [true]);
    await problemWith('a-listed', alice, true, [true]);
    await problemWith('a-no-video', alice, true, [false]);
    // The newest completed task has no video: others see that one, so the list shows it only to its owner.
    await problemWith('a-older-video', alice, true, [true, false]);
    await problemWith('b-listed', bob, true, [true]);
    await problemWith('b-private', bob, false, [true]);
    // Two videos of one problem: one card, the newer task's.
    await problemWith('b-two', bob, true, [true, true]);
  });
  afterAll(() => t.close());

  const get = (query: string, user: TestUser | null) =>
    t.app.inject({ method: 'GET', url: `/api/v1/videos${query}`, headers: user?.headers ?? {} });
  const names = (items: { problem_id: string }[]) => items.map((i) => Object.keys(ids).find((name) => ids[name].problem === i.problem_id));

  it('mine (the default when signed in): my problems with a video, newest first, one card each', async () => {
    const res = await get('', alice);
    expect(res.statusCode).toBe(200);
    const page = res.json().data;
    expect(names(page.items)).toEqual(['a-older-video', 'a-listed', 'a-private']);
    expect(page).toMatchObject({ page: 1, page_size: 12, has_more: false });
    const card = page.items[1];
    expect(card).toEqual({
      problem_id: ids['a-listed'].problem,
      task_id: ids['a-listed'].task,
      subject: 'math',
      excerpt: '题目 a-listed：解方程 $x^2=1$',
      problem_html: '<p>题目 a-listed</p>',
      poster_url: `/media/${ids['a-listed'].task}/poster.png`,
      duration_seconds: 42.5,
      created_at: expect.stringMatching(/^2026-01-01T08:/),
      is_mine: true,
    });
    expect(names((await get('?scope=mine', bob)).json().data.items)).toEqual(['b-two', 'b-private', 'b-listed']);
    expect((await get('?scope=mine', bob)).json().data.items[0].task_id).toBe(ids['b-two'].task);
  });

  it('public: videos of problems listed in explore, the one their page plays; for visitors and students alike', async () => {
    const visitor = (await get('', null)).json().data;
    expect(names(visitor.items)).toEqual(['b-two', 'b-listed', 'a-listed']);
    expect(visitor.items.every((i: { is_mine: boolean }) => !i.is_mine)).toBe(true);
    const asAlice = (await get('?scope=public', alice)).json().data.items;
    expect(names(asAlice)).toEqual(['b-two', 'b-listed', 'a-listed']);
    expect(asAlice.map((i: { is_mine: boolean }) => i.is_mine)).toEqual([false, false, true]);
  });

  it('pages with has_more', async () => {
    const first = (await get('?scope=public&page_size=2', null)).json().data;
    expect(names(first.items)).toEqual(['b-two', 'b-listed']);
    expect(first.has_more).toBe(true);
    const second = (await get('?scope=public&page_size=2&page=2', null)).json().data;
    expect(names(second.items)).toEqual(['a-listed']);
    expect(second).toMatchObject({ page: 2, page_size: 2, has_more: false });
    expect((await get('?scope=public&page=9', null)).json().data.items).toEqual([]);
  });

  it('bad pages are 422 with the Chinese message; a visitor’s mine is 401, and so is a bad token', async () => {
    const cases: [string, string][] = [
      ['?page_size=0', '每页条数须在 1 到 50 之间'],
      ['?page_size=51', '每页条数须在 1 到 50 之间'],
      ['?page_size=abc', '每页条数须为整数'],
      ['?page_size=2.5', '每页条数须为整数'],
      ['?page=0', '页码须在 1 到 1000 之间'],
    ];
    for (const [query, message] of cases) {
      const res = await get(query, null);
      expect(res.statusCode, query).toBe(422);
      expect(res.json()).toMatchObject({ success: false, message });
    }
    expect((await get('?scope=everyone', alice)).statusCode).toBe(422);
    expect((await get('?scope=mine', null)).statusCode).toBe(401);
    const forged = await t.app.inject({ method: 'GET', url: '/api/v1/videos?scope=public', headers: { authorization: 'Bearer nope' } });
    expect(forged.statusCode).toBe(401);
  });

  it('is in the OpenAPI document', async () => {
    const docs = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(docs.paths['/api/v1/videos/']?.get ?? docs.paths['/api/v1/videos']?.get).toBeDefined();
  });
});
