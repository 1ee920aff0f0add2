import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, CDPSession, Locator, Page } from '@playwright/test';
import { renderPhoto, WORKSHEET } from '../ocr/render-photo';
import { renderTextImage } from '../ocr/render-text-image';
import { expect, test } from './fixtures';

/*
 * Promises of "Ask and solve" that need the whole product: a photographed problem is read by OCR,
 * checked by the student and solved (on a desktop, and by touch on phones of 390 and 320 px), and a
 * task survives the server being killed mid-task.
 */

interface Session {
  username: string;
  headers: Record<string, string>;
  data: { access_token: string; refresh_token: string; user: { id: string; credits: number } };
}

async function register(request: APIRequestContext, invite: string, name: string): Promise<Session> {
  const username = `${name}${Date.now() % 1_000_000}`;
  const res = await request.post('/api/v1/auth/register', {
    multipart: { username, email: `${username}@example.com`, password: 'photo-pass-123', invite_code: invite },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const { data } = (await res.json()) as { data: Session['data'] };
  return { username, data, headers: { authorization: `Bearer ${data.access_token}` } };
}

async function signIn(page: Page, session: Session) {
  await page.goto('/');
  await page.evaluate((d) => {
    localStorage.setItem('zhijian_access_token', d.access_token);
    localStorage.setItem('zhijian_refresh_token', d.refresh_token);
    localStorage.setItem('zhijian_user', JSON.stringify(d.user));
  }, session.data);
  await page.reload();
}

async function statusOf(request: APIRequestContext, session: Session, taskId: string): Promise<string> {
  const res = await request.get(`/api/v1/tasks/${taskId}/detail-status`, { headers: session.headers });
  if (!res.ok()) return `http ${res.status()}`;
  return ((await res.json()) as { data: { status: string } }).data.status;
}

test('a photo of a printed problem is read and solved', async ({ page, request, server }) => {
  const session = await register(request, await server.makeInvite(), 'photo');
  await signIn(page, session);

  const photo = renderTextImage(['解方程 2x+3=7'], 56);
  await page.getByTestId('image-upload').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: photo });
  // Used as it is: the frame starts on the whole photo.
  await page.getByRole('dialog', { name: '裁剪图片' }).getByRole('button', { name: '使用图片' }).click();
  await expect(page.getByRole('img', { name: '题目图片预览' })).toBeVisible();
  await expect(page.getByLabel('识别出的题目文字')).toHaveValue(/2x\+3=7/, { timeout: 60_000 });
  await page.getByRole('checkbox', { name: '生成视频' }).uncheck();
  await page.getByRole('button', { name: '开始解题' }).click();

  await page.waitForURL(/\/problem\/[0-9a-f-]{36}$/);
  const problemId = page.url().split('/').pop()!;
  await expect(page.getByTestId('final-answer')).toBeVisible({ timeout: 60_000 });

  const detail = await request.get(`/api/v1/problems/${problemId}/detail`, { headers: session.headers });
  const problem = ((await detail.json()) as { data: { ocr_text: string; tasks: { status: string; final_answer: string }[] } }).data;
  expect(problem.ocr_text).toContain('2x+3=7');
  expect(problem.tasks[0].status).toBe('completed');
  expect(problem.tasks[0].final_answer.replace(/\s/g, '')).toMatch(/x=2(?![0-9])/);
});

test('a task survives the server being killed mid-task and completes after the restart', async ({ request, server, page }) => {
  const session = await register(request, await server.makeInvite(), 'crash');
  const before = session.data.user.credits;
  const submit = await request.post('/api/v1/tasks/submit', {
    headers: session.headers,
    multipart: { problem_text: '解方程 x^2-7x+12=0', generate_video: 'true', turbo_mode: 'false' },
  });
  expect(submit.ok(), await submit.text()).toBe(true);
  const { task_id: taskId, problem_id: problemId } = ((await submit.json()) as { data: { task_id: string; problem_id: string } }).data;

  // Kill while the video is being made: the task is under way, not finished.
  await expect.poll(() => statusOf(request, session, taskId), { timeout: 30_000, intervals: [50] }).toBe('processing');
  await server.restart({ kill: 'SIGKILL' });

  await expect.poll(() => statusOf(request, session, taskId), { timeout: 90_000 }).toBe('completed');

  const ledger = await request.get('/api/v1/credits/ledger', { headers: session.headers });
  const entries = ((await ledger.json()) as { data: { items: { reason: string; task_id: string | null }[] } }).data.items;
  const forTask = entries.filter((e) => e.task_id === taskId).map((e) => e.reason);
  expect(forTask).toEqual(['task_hold']);
  const me = await request.get('/api/v1/auth/me', { headers: session.headers });
  const task = await request.get(`/api/v1/tasks/${taskId}`, { headers: session.headers });
  const cost = ((await task.json()) as { data: { cost: number } }).data.cost;
  expect(((await me.json()) as { data: { credits: number } }).data.credits).toBe(before - cost);

  await signIn(page, session);
  await page.goto(`/problem/${problemId}`);
  // The server draws the answer as an svg named with its reading ('x 1 等于 3，x 2 等于 4').
  await expect(page.getByTestId('final-answer').locator('svg[role="img"]').first()).toHaveAttribute('aria-label', /3|4/);
});

const SHOTS = path.join(import.meta.dirname, '..', '..', 'test-results', 'photo');

/** Finger gestures through the browser's own touch input (what a phone sends), not synthetic DOM events. */
function fingers(cdp: CDPSession) {
  const send = (type: 'touchStart' | 'touchMove' | 'touchEnd', points: Array<{ x: number; y: number }>) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points.map((p, id) => ({ x: p.x, y: p.y, id })) });
  const path = async (from: Array<{ x: number; y: number }>, to: Array<{ x: number; y: number }>, steps = 12) => {
    await send('touchStart', from);
    for (let i = 1; i <= steps; i++) {
      await send(
        'touchMove',
        from.map((f, k) => ({ x: f.x + ((to[k].x - f.x) * i) / steps, y: f.y + ((to[k].y - f.y) * i) / steps })),
      );
    }
    await send('touchEnd', []);
  };
  return {
    drag: (from: { x: number; y: number }, to: { x: number; y: number }) => path([from], [to]),
    /** Two fingers spreading from `spread` to `to` px apart, level, around `at`. */
    pinch: (at: { x: number; y: number }, spread: number, to: number) =>
      path(
        [
          { x: at.x - spread / 2, y: at.y },
          { x: at.x + spread / 2, y: at.y },
        ],
        [
          { x: at.x - to / 2, y: at.y },
          { x: at.x + to / 2, y: at.y },
        ],
      ),
  };
}

const centreOf = async (locator: Locator) => {
  const box = (await locator.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
};

/** Nothing sticks out sideways, and the remove button lies inside the preview's picture. */
async function expectFitsWidth(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  const preview = (await page.getByTestId('image-preview').boundingBox())!;
  const remove = (await page.getByRole('button', { name: '移除图片' }).boundingBox())!;
  expect(remove.x).toBeGreaterThanOrEqual(preview.x);
  expect(remove.x + remove.width).toBeLessThanOrEqual(Math.min(preview.x + preview.width, width));
  expect(remove.y).toBeGreaterThanOrEqual(preview.y);
  expect(remove.y + remove.height).toBeLessThanOrEqual(preview.y + preview.height);
}

/** The size of a JPEG or PNG from its header. */
function imageSize(data: Buffer): { width: number; height: number } {
  if (data[0] === 0x89) return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
  for (let at = 2; at < data.length; ) {
    const marker = data[at + 1];
    const length = data.readUInt16BE(at + 2);
    if (marker >= 0xc0 && marker <= 0xc3) return { height: data.readUInt16BE(at + 5), width: data.readUInt16BE(at + 7) };
    at += 2 + length;
  }
  throw new Error('not a JPEG or PNG');
}

test.describe('on a phone, by touch', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('390 px: a sideways photo of a worksheet is turned, cropped to one question, its misread text corrected, and solved', async ({
    page,
    request,
    server,
  }) => {
    mkdirSync(SHOTS, { recursive: true });
    const session = await register(request, await server.makeInvite(), 'phone');
    await signIn(page, session);
    const sideways = renderPhoto(WORKSHEET, { turned: -90 });
    const original = imageSize(sideways);

    // The camera button: a file input that asks the phone for its back camera.
    const camera = page.getByTestId('image-camera');
    expect(await camera.getAttribute('capture')).toBe('environment');
    await camera.setInputFiles({ name: 'IMG_0042.png', mimeType: 'image/png', buffer: sideways });
    const dialog = page.getByRole('dialog', { name: '裁剪图片' });
    const media = dialog.getByRole('img', { name: '要裁剪的题目图片' });
    await expect(media).toBeVisible();
    const frame = dialog.getByRole('group', { name: '裁剪框：可用方向键移动图片' });
    await expect(frame).toBeVisible();
    await page.screenshot({ path: path.join(SHOTS, '390-crop-sideways.png') });

    await dialog.getByRole('button', { name: '向右旋转' }).tap();
    // Shown upright: the whole page across the screen.
    await expect
      .poll(async () => {
        const b = await media.boundingBox();
        return b ? b.width / b.height : 0;
      })
      .toBeGreaterThan(1.5);
    await dialog.getByRole('button', { name: '横条' }).tap();
    const touch = fingers(await page.context().newCDPSession(page));
    const zoom = dialog.getByRole('slider', { name: '缩放' });
    await touch.pinch(await centreOf(frame), 60, 110);
    await expect.poll(async () => Number(await zoom.inputValue())).toBeGreaterThan(1.5);

    // Question 3 of the upright page (1000 × 620): about x 40–580, y 320–385. Its middle goes under the frame's.
    const shown = (await media.boundingBox())!;
    const target = { x: shown.x + (310 / 1000) * shown.width, y: shown.y + (430 / 620) * shown.height };
    const middle = await centreOf(frame);
    // The finger moves the page by the distance from the question to the frame's middle, on the photo.
    const move = { x: middle.x - target.x, y: middle.y - target.y };
    await touch.drag({ x: middle.x - move.x / 2, y: middle.y - move.y / 2 }, { x: middle.x + move.x / 2, y: middle.y + move.y / 2 });
    await page.screenshot({ path: path.join(SHOTS, '390-crop-turned-zoomed.png') });
    await dialog.getByRole('button', { name: '使用图片' }).tap();

    const box = page.getByLabel('识别出的题目文字');
    await expect(box).toBeVisible({ timeout: 60_000 });
    await expect(box).not.toHaveValue('', { timeout: 60_000 });
    const read = await box.inputValue();
    // Only the cropped question was read, the right way up; on its own line OCR garbles it (the Chinese
    // words and the square), which the student now puts right.
    expect(read).toMatch(/a\s*[=:]\s*2/);
    for (const other of ['3x-5', '解方程', '3+4', '计算']) expect(read).not.toContain(other);
    expect(read).not.toContain('a^2+1');
    await expectFitsWidth(page, 390);
    await page.screenshot({ path: path.join(SHOTS, '390-read-text.png'), fullPage: true });

    await box.fill('已知 a=2，求 a^2+1');
    await page.getByRole('checkbox', { name: '生成视频' }).uncheck();
    await page.getByRole('button', { name: '开始解题' }).tap();
    await page.waitForURL(/\/problem\/[0-9a-f-]{36}$/);
    const problemId = page.url().split('/').pop()!;
    // The server draws the answer as an svg named with its reading.
    await expect(page.getByTestId('final-answer').locator('svg[role="img"]').first()).toHaveAttribute('aria-label', '5', {
      timeout: 60_000,
    });
    await page.screenshot({ path: path.join(SHOTS, '390-solved.png'), fullPage: true });

    const detail = await request.get(`/api/v1/problems/${problemId}/detail`, { headers: session.headers });
    const problem = (
      (await detail.json()) as { data: { problem_text: string; ocr_text: string; image_urls: string[]; tasks: { final_answer: string }[] } }
    ).data;
    expect(problem).toMatchObject({ problem_text: '', ocr_text: '已知 a=2，求 a^2+1' });
    expect(problem.tasks[0].final_answer).toBe('$5$');
    // The photo kept with the task is the one made in the browser: turned upright and cut to a wide strip.
    expect(problem.image_urls).toHaveLength(1);
    const stored = imageSize(Buffer.from(await (await request.get(problem.image_urls[0])).body()));
    expect(original.height).toBeGreaterThan(original.width);
    expect(stored.width).toBeGreaterThan(stored.height * 1.9);
    expect(stored.width).toBeLessThan(original.height * 0.75);
  });

  test.describe('320 px', () => {
    test.use({ viewport: { width: 320, height: 640 } });

    test('the crop view, the text box and the preview fit; the remove button sits inside the picture', async ({
      page,
      request,
      server,
    }) => {
      mkdirSync(SHOTS, { recursive: true });
      const session = await register(request, await server.makeInvite(), 'narrow');
      await signIn(page, session);
      await page.getByTestId('image-upload').setInputFiles({ name: 'page.png', mimeType: 'image/png', buffer: renderPhoto(WORKSHEET) });
      const dialog = page.getByRole('dialog', { name: '裁剪图片' });
      await expect(dialog.getByRole('img', { name: '要裁剪的题目图片' })).toBeVisible();
      // The photo stays in its area, under the frame, and leaves the controls free (the cropper's
      // stylesheet applies under the CSP): a tap on one reaches it.
      const area = (await dialog.getByTestId('crop-area').boundingBox())!;
      const shown = (await dialog.getByRole('img', { name: '要裁剪的题目图片' }).boundingBox())!;
      expect(shown.y).toBeGreaterThanOrEqual(area.y - 1);
      expect(shown.y + shown.height).toBeLessThanOrEqual(area.y + area.height + 1);
      expect(shown.width).toBeLessThanOrEqual(320);
      // Photo and frame are centred in the area, one over the other.
      const frame = (await dialog.getByRole('group', { name: '裁剪框：可用方向键移动图片' }).boundingBox())!;
      const middleY = (box: { y: number; height: number }) => box.y + box.height / 2;
      expect(Math.abs(middleY(shown) - middleY(area))).toBeLessThan(2);
      expect(Math.abs(middleY(frame) - middleY(area))).toBeLessThan(2);
      await dialog.getByRole('button', { name: '方形' }).tap();
      await expect(dialog.getByRole('button', { name: '方形' })).toHaveAttribute('aria-pressed', 'true');
      await dialog.getByRole('button', { name: '原图' }).tap();
      for (const name of ['向左旋转', '向右旋转', '原图', '横条', '方形', '竖条', '取消', '使用图片']) {
        const button = (await dialog.getByRole('button', { name, exact: true }).boundingBox())!;
        expect(button.x, name).toBeGreaterThanOrEqual(0);
        expect(button.x + button.width, name).toBeLessThanOrEqual(320);
        expect(button.y + button.height, name).toBeLessThanOrEqual(640);
        expect(button.height, name).toBeGreaterThanOrEqual(44);
      }
      await page.screenshot({ path: path.join(SHOTS, '320-crop.png') });
      await dialog.getByRole('button', { name: '使用图片' }).tap();
      await expect(page.getByLabel('识别出的题目文字')).not.toHaveValue('', { timeout: 60_000 });
      await expectFitsWidth(page, 320);
      await page.screenshot({ path: path.join(SHOTS, '320-read-text.png'), fullPage: true });
      await page.getByRole('button', { name: '移除图片' }).tap();
      await expect(page.getByTestId('photo-check')).toHaveCount(0);
    });
  });
});
