import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problems, tasks } from '../../server/db/schema';
import { storedNameOf } from '../../server/pipeline/store-video';
import { createTestApp, type TestApp } from '../support/test-app';
import { createUser, runPipeline, submittedTask, type TestUser } from '../support/task-fixtures';
import { FAKE_CHAPTERS, FAKE_VTT, fakeVideoRender } from '../support/video-fixtures';

describe('a rendered video: poster, subtitles, chapters and debug files', () => {
  let t: TestApp;
  let owner: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await createUser(t.config, t.database, { credits: 500 });
  });
  afterAll(() => t.close());

  const taskRow = async (id: string) => (await t.database.db.select().from(tasks).where(eq(tasks.id, id)))[0];
  const get = (url: string, user: TestUser | null = owner) => t.app.inject({ method: 'GET', url, headers: user?.headers ?? {} });
  const debugDir = (taskId: string) => path.join(t.config.debugDir, taskId);
  const videoDir = (taskId: string) => path.join(t.config.videosDir, taskId);

  async function videoTask(renderVideo = fakeVideoRender()) {
    const ids = await submittedTask(t, owner, { problem_text: '解方程 2x=2', generate_video: 'true' });
    expect(await runPipeline(t, ids.task_id, { renderVideo })).toBe('completed');
    return ids;
  }

  it('stores the MP4, poster and subtitles for /media and the other files in the debug area; refuses names outside the render folder', async () => {
    const { task_id } = await videoTask(
      fakeVideoRender({
        extra: [
          { path: 'step 1/slide.svg', tag: 'slides', body: '<svg/>' },
          { path: '../escape.txt', tag: 'log', body: 'never written' },
          { path: '/etc/hostname', tag: 'log', body: 'never written' },
        ],
      }),
    );
    const row = await taskRow(task_id);
    expect(row.videoFile).toBe(`${task_id}/solution.mp4`);
    expect(row.video).toEqual({ posterFile: 'poster.png', subtitlesFile: 'subtitles.vtt', durationSeconds: 7.25, chapters: FAKE_CHAPTERS });
    expect(readdirSync(videoDir(task_id)).sort()).toEqual(['poster.png', 'solution.mp4', 'subtitles.vtt']);
    // The served files are not stored twice; the others only in the debug area.
    expect(readdirSync(debugDir(task_id)).sort()).toEqual([
      'narration.wav',
      'render.log',
      'script.txt',
      'slide-00.svg',
      'step-1-slide.svg',
    ]);
    const files = row.debugFiles?.files ?? [];
    expect(files.map((f) => `${f.tag}:${f.area}:${f.name}`).sort()).toEqual([
      'audio:debug:narration.wav',
      'log:debug:render.log',
      'script:debug:script.txt',
      'slides:debug:slide-00.svg',
      'slides:debug:step-1-slide.svg',
      'slides:videos:poster.png',
      'subtitles:videos:subtitles.vtt',
      'video:videos:solution.mp4',
    ]);
    expect(files.find((f) => f.name === 'subtitles.vtt')).toMatchObject({
      contentType: 'text/vtt; charset=utf-8',
      bytes: Buffer.byteLength(FAKE_VTT),
    });
    expect(row.debugFiles?.stages).toEqual([
      { name: 'slides', ms: 120 },
      { name: 'narration', ms: 300 },
      { name: 'encode', ms: 900 },
      { name: 'store', ms: expect.any(Number) },
    ]);
    expect(row.debugFiles?.totalMs).toBeGreaterThanOrEqual(0);
  });

  it('task views carry the video object (single views only) and keep video_url; /media serves the poster and subtitles, never debug files', async () => {
    const { task_id, problem_id } = await videoTask();
    const video = {
      url: `/media/${task_id}/solution.mp4`,
      poster_url: `/media/${task_id}/poster.png`,
      subtitles_url: `/media/${task_id}/subtitles.vtt`,
      duration_seconds: 7.25,
      chapters: FAKE_CHAPTERS,
    };
    const task = (await get(`/api/v1/tasks/${task_id}`)).json().data;
    expect(task.video).toEqual(video);
    expect(task.video_url).toBe(video.url);
    expect((await get(`/api/v1/problems/${problem_id}`)).json().data.latest_task.video).toEqual(video);
    expect((await get(`/api/v1/problems/${problem_id}/detail`)).json().data.tasks[0].video).toEqual(video);
    const list = (await get('/api/v1/tasks?page_size=50')).json().data.items;
    expect(list.find((x: { id: string }) => x.id === task_id)).not.toHaveProperty('video');

    // Another student sees the video of a problem listed in explore.
    await t.database.db.update(problems).set({ publishedAt: new Date() }).where(eq(problems.id, problem_id));
    const other = await createUser(t.config, t.database);
    expect((await get(`/api/v1/problems/${problem_id}/detail`, other)).json().data.tasks[0].video).toEqual(video);

    const poster = await get(video.poster_url, null);
    expect(poster.statusCode).toBe(200);
    expect(poster.headers['content-type']).toBe('image/png');
    const vtt = await get(video.subtitles_url, null);
    expect(vtt.statusCode).toBe(200);
    expect(vtt.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(vtt.body).toBe(FAKE_VTT);
    for (const name of ['script.txt', 'slide-00.svg', 'narration.wav'])
      expect((await get(`/media/${task_id}/${name}`, null)).statusCode).toBe(404);
    expect((await get(`/media/../debug/${task_id}/script.txt`, null)).statusCode).toBe(404);
  });

  it('a task without a video has video null; a video made before the details has no poster, subtitles or chapters', async () => {
    const plain = await submittedTask(t, owner, { problem_text: '解方程 3x=3', generate_video: 'false' });
    expect(await runPipeline(t, plain.task_id)).toBe('completed');
    expect((await get(`/api/v1/tasks/${plain.task_id}`)).json().data.video).toBeNull();

    const { task_id } = await videoTask();
    await t.database.db.update(tasks).set({ video: null }).where(eq(tasks.id, task_id));
    expect((await get(`/api/v1/tasks/${task_id}`)).json().data.video).toEqual({
      url: `/media/${task_id}/solution.mp4`,
      poster_url: null,
      subtitles_url: null,
      duration_seconds: null,
      chapters: [],
    });
  });

  it('a re-run replaces the debug files; deleting the task deletes them with the video', async () => {
    const { task_id } = await videoTask();
    expect(existsSync(path.join(debugDir(task_id), 'script.txt'))).toBe(true);
    await t.database.db.update(tasks).set({ status: 'failed' }).where(eq(tasks.id, task_id));
    const retried = await t.app.inject({ method: 'POST', url: '/api/v1/tasks/retry', headers: owner.headers, payload: { task_id } });
    expect(retried.statusCode).toBe(200);
    expect(existsSync(debugDir(task_id))).toBe(false);
    expect((await taskRow(task_id)).debugFiles).toBeNull();

    const rerun = fakeVideoRender({ debugFiles: [{ path: 'script-v2.txt', tag: 'script', body: 'v2' }] });
    expect(await runPipeline(t, task_id, { renderVideo: rerun })).toBe('completed');
    expect(readdirSync(debugDir(task_id))).toEqual(['script-v2.txt']);
    expect((await taskRow(task_id)).debugFiles?.files.map((f) => f.name)).toContain('script-v2.txt');

    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/v1/tasks/${task_id}`, headers: owner.headers });
    expect(deleted.statusCode).toBe(200);
    expect(existsSync(debugDir(task_id))).toBe(false);
    expect(existsSync(videoDir(task_id))).toBe(false);
  });

  it('a render of a task stopped meanwhile is discarded with its debug files', async () => {
    const { task_id } = await submittedTask(t, owner, { problem_text: '解方程 5x=5', generate_video: 'true' });
    const render = fakeVideoRender();
    const outcome = await runPipeline(t, task_id, {
      renderVideo: async (input) => {
        const result = await render(input);
        await t.database.db.update(tasks).set({ status: 'stopped' }).where(eq(tasks.id, task_id));
        return result;
      },
    });
    expect(outcome).toBe('stopped');
    expect(existsSync(debugDir(task_id))).toBe(false);
    expect(existsSync(videoDir(task_id))).toBe(false);
    expect((await taskRow(task_id)).debugFiles).toBeNull();
  });

  it('a render path becomes one storable name', () => {
    expect(storedNameOf('slide-01.svg')).toBe('slide-01.svg');
    expect(storedNameOf('step 1/slide.svg')).toBe('step-1-slide.svg');
    expect(storedNameOf('a.b.c.txt')).toBe('a-b-c.txt');
    expect(storedNameOf('.hidden')).toBe('hidden');
    expect(storedNameOf('名字.wav')).toBeNull();
    expect(storedNameOf('x.toolongextension')).toBe('x-toolongextension');
  });
});
