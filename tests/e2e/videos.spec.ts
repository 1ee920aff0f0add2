import type { APIRequestContext, Page } from '@playwright/test';
import type { VideoChapter } from '../../contract/videos';
import { expect } from './fixtures';
import { type Account, registerViaApi, settledStatus, signInWithStorage, submitTask } from './support/accounts';
import { press, screenAuditor, test } from './support/checks';

/*
 * Explanation videos against the real server and renderer: the player on the problem page (poster,
 * duration, speed, subtitles on and switchable, chapters); a step of the written solution seeks the
 * video into its chapter, and while the video plays the highlighted step follows it; /videos lists
 * the video and opens the problem at the player; /debug/{jobId} shows the job's files by tag and its
 * stages to the owner, and says 404 to another student. Each screen audited (layout, axe).
 */

type Video = { url: string; poster_url: string | null; subtitles_url: string | null; chapters: VideoChapter[] };

async function videoOf(request: APIRequestContext, account: Account, taskId: string): Promise<Video> {
  const res = await request.get(`/api/v1/tasks/${taskId}`, { headers: { authorization: `Bearer ${account.access_token}` } });
  expect(res.ok(), await res.text()).toBe(true);
  const video = ((await res.json()) as { data: { video: Video | null } }).data.video;
  expect(video, 'the task view carries the video with its chapters').not.toBeNull();
  return video as Video;
}

const player = (page: Page) => page.getByTestId('solution-video');
const currentTime = (page: Page) => player(page).evaluate((v: HTMLVideoElement) => v.currentTime);
const highlighted = (page: Page) => page.locator('[data-step][aria-current="step"]');

/** A time inside the chapter (its end belongs to the next). */
const inside = (c: VideoChapter) => (t: number) => t >= c.start_seconds && t < c.end_seconds;

// The debug listener answers one page origin (CORS, DEBUG_ALLOWED_ORIGIN): this file's server gets a
// known port next to the run's DEBUG_PORT (playwright.config.ts), so the origin is known before it starts.
const APP_PORT = String(Number(process.env.DEBUG_PORT) + 1);
test.use({ serverEnv: { PORT: APP_PORT, DEBUG_ALLOWED_ORIGIN: `http://127.0.0.1:${APP_PORT}` } });

let alice: Account;
let solved: { problem_id: string; task_id: string };
let video: Video;

test.describe('explanation videos', () => {
  test.describe.configure({ mode: 'serial', timeout: 180_000 });

  test.beforeAll(async ({ request, server }) => {
    alice = await registerViaApi(request, await server.makeInvite(), 'viewer');
    solved = await submitTask(request, alice, { text: '解方程 $x^2-5x+6=0$', video: true });
    expect(await settledStatus(request, alice, solved.task_id)).toBe('completed');
    video = await videoOf(request, alice, solved.task_id);
    expect(video.chapters.filter((c) => c.kind === 'step').length).toBeGreaterThanOrEqual(2);
  });

  test('the player: poster, duration, speed, subtitles; a step seeks, playback moves the highlight', async ({ page, axeThemes }) => {
    const auditScreen = screenAuditor(page, axeThemes);
    await signInWithStorage(page, alice, `/problem/${solved.problem_id}`);
    await expect(player(page)).toBeVisible({ timeout: 30_000 });
    await expect(player(page)).toHaveAttribute('poster', /.+/);
    await expect(page.getByTestId('video-duration')).toHaveText(/^时长 \d+:\d\d$/);
    await expect
      .poll(() => player(page).evaluate((v: HTMLVideoElement) => v.textTracks[0]?.mode), { message: 'subtitles on by default' })
      .toBe('showing');
    const chapterList = page.getByTestId('chapter-list');
    await expect(chapterList.getByRole('button')).toHaveCount(video.chapters.length);

    // Speed 0.75–2×.
    const speed = page.getByLabel('播放速度');
    await speed.selectOption('2');
    await expect.poll(() => player(page).evaluate((v: HTMLVideoElement) => v.playbackRate)).toBe(2);

    // Subtitles off and on again.
    await press(page.getByRole('button', { name: '字幕：开' }));
    await expect.poll(() => player(page).evaluate((v: HTMLVideoElement) => v.textTracks[0].mode)).toBe('hidden');
    await press(page.getByRole('button', { name: '字幕：关' }));
    await expect.poll(() => player(page).evaluate((v: HTMLVideoElement) => v.textTracks[0].mode)).toBe('showing');

    // A step of the written solution seeks the video into its chapter.
    const steps = video.chapters.filter((c) => c.kind === 'step');
    const second = steps[1];
    await press(page.getByRole('button', { name: `从第 ${(second.step ?? 0) + 1} 步播放讲解视频` }));
    await expect.poll(() => currentTime(page).then(inside(second))).toBe(true);
    await expect(highlighted(page)).toHaveAttribute('data-step', String(second.step));

    // A click anywhere in another step seeks too.
    const first = steps[0];
    await press(page.locator(`[data-step="${first.step}"]`));
    await expect.poll(() => currentTime(page).then(inside(first))).toBe(true);
    await expect(highlighted(page)).toHaveAttribute('data-step', String(first.step));

    // Playing: when the playback reaches the next chapter, the highlight moves to its step.
    await player(page).evaluate(async (v: HTMLVideoElement, t) => {
      v.muted = true;
      v.currentTime = t;
      await v.play();
    }, first.end_seconds - 0.4);
    await expect(highlighted(page)).toHaveAttribute('data-step', String(second.step), { timeout: 10_000 });
    await expect(chapterList.locator('[aria-current="true"]')).toContainText(second.title);
    await player(page).evaluate((v: HTMLVideoElement) => v.pause());

    // The chapter list by keyboard.
    const chapterButton = chapterList.getByRole('button').nth(video.chapters.indexOf(first));
    await chapterButton.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => currentTime(page).then(inside(first))).toBe(true);

    await auditScreen('/problem with its video, a step highlighted');

    // The task page links its owner to the debug view.
    await page.goto(`/task/${solved.task_id}`);
    await expect(page.getByTestId('debug-link')).toHaveAttribute('href', `/debug/${solved.task_id}`);
  });

  test('/videos lists the video and opens the problem at the player', async ({ page, axeThemes }) => {
    const auditScreen = screenAuditor(page, axeThemes);
    await signInWithStorage(page, alice, '/videos');
    await expect(page).toHaveTitle('视频讲解 · 知简');
    const card = page.locator(`[data-testid="video-card"][data-task-id="${solved.task_id}"]`);
    await expect(card).toBeVisible();
    await expect(card.getByTestId('video-card-duration')).toHaveText(/^\d+:\d\d$/);
    await expect.poll(() => card.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    await auditScreen('/videos, mine');

    await press(page.getByRole('button', { name: '公开视频' }));
    await expect(page.getByRole('button', { name: '公开视频' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('video-card').or(page.getByTestId('videos-empty')).first()).toBeVisible();
    await press(page.getByRole('button', { name: '我的视频' }));

    await press(card.getByRole('link'));
    await expect(page).toHaveURL(new RegExp(`/problem/${solved.problem_id}#video$`));
    await expect(player(page)).toBeInViewport();
  });

  test('/debug/{jobId}: the owner sees the files by tag and the stages; another student a 404 message', async ({
    page,
    server,
    axeThemes,
  }) => {
    const auditScreen = screenAuditor(page, axeThemes);
    await signInWithStorage(page, alice, `/debug/${solved.task_id}`);
    await expect(page).toHaveTitle('调试 · 知简');
    await expect(page.getByTestId('debug-stages')).toContainText('合计');
    for (const tag of ['script', 'slides', 'audio', 'subtitles', 'video', 'log'])
      await expect(page.getByTestId(`debug-tag-${tag}`)).toBeVisible();

    const slide = page.getByTestId('debug-tag-slides').getByTestId('debug-file').first();
    await press(slide.getByRole('button', { name: /^打开 / }));
    await expect
      .poll(() => slide.getByTestId('debug-image').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await expect(slide.getByTestId('debug-image')).toHaveAttribute('src', /^blob:/);
    await auditScreen('/debug with a slide open');

    const script = page.getByTestId('debug-tag-script').getByTestId('debug-file').first();
    await press(script.getByRole('button', { name: /^打开 / }));
    await expect(script.getByTestId('debug-text')).not.toBeEmpty();

    const audio = page.getByTestId('debug-tag-audio').getByTestId('debug-file').first();
    await press(audio.getByRole('button', { name: /^打开 / }));
    await expect
      .poll(() => audio.getByTestId('debug-audio').evaluate((a: HTMLAudioElement) => a.readyState), { timeout: 15_000 })
      .toBeGreaterThan(0);

    const bob = await registerViaApi(page.request, await server.makeInvite(), 'other');
    await signInWithStorage(page, bob, `/debug/${solved.task_id}`);
    await expect(page.getByTestId('debug-not-found')).toHaveText('没有找到这个任务的调试文件：任务不存在，或不是你的任务。');
    await auditScreen('/debug of another student’s job');
  });
});
