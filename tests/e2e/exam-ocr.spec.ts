import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { renderTextImage } from '../ocr/render-text-image';
import { expect, test } from './fixtures';

/*
 * Exam OCR through the whole product: a rendered exam page is read on the server's queue, a question
 * is edited, sent to the home box with 去解题 and submitted.
 */

async function register(request: APIRequestContext, invite: string) {
  const username = `exam${Date.now() % 1_000_000}`;
  const res = await request.post('/api/v1/auth/register', {
    multipart: { username, email: `${username}@example.com`, password: 'exam-pass-123', invite_code: invite },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: { access_token: string; refresh_token: string; user: unknown } }).data;
}

async function signIn(page: Page, data: { access_token: string; refresh_token: string; user: unknown }) {
  await page.goto('/');
  await page.evaluate((d) => {
    localStorage.setItem('zhijian_access_token', d.access_token);
    localStorage.setItem('zhijian_refresh_token', d.refresh_token);
    localStorage.setItem('zhijian_user', JSON.stringify(d.user));
  }, data);
  await page.reload();
}

test('an exam page becomes questions; one is edited, sent to the home box and submitted', async ({ page, request, server }) => {
  await signIn(page, await register(request, await server.makeInvite()));
  const rendered = renderTextImage(['1. 解方程 2x+3=7', '2. 计算 12×(3+4) 的值'], 48);
  const photo = await sharp(rendered).extend({ bottom: 400, background: '#ffffff' }).png().toBuffer();

  await page.goto('/exam-ocr');
  await expect(page.getByRole('heading', { level: 1, name: '试卷识别' })).toBeVisible();
  await expect(page.getByText('每页消耗 1 积分，识别失败或没有识别到文字时退回。')).toBeVisible();
  await expect(page.getByText('还没有识别过试卷')).toBeVisible();
  await page.getByTestId('exam-ocr-file').setInputFiles({ name: 'exam.png', mimeType: 'image/png', buffer: photo });
  await expect(page.getByTestId('exam-question')).toHaveCount(2, { timeout: 90_000 });
  // The conversion joins the past ones, so a reload does not lose it.
  await expect(page.getByTestId('exam-ocr-history').getByRole('listitem')).toHaveCount(1);
  await expect(page.getByTestId('exam-ocr-history')).toContainText('2 道题');

  // On phones of 390 and 320 px the questions and their buttons fit the width: nothing scrolls sideways.
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 800 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${width} px`).toBeLessThanOrEqual(0);
    const box = await page.getByTestId('exam-question').first().getByRole('button', { name: '去解题' }).boundingBox();
    expect(box && box.x + box.width, `${width} px`).toBeLessThanOrEqual(width);
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  const first = page.getByLabel('第 1 题');
  await expect(first).toHaveValue(/2x\+3=7/);
  await first.fill('解方程 2x+3=9');
  await page.getByTestId('exam-question').first().getByRole('button', { name: '去解题' }).click();

  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByLabel('题目描述')).toHaveValue('解方程 2x+3=9');
  await page.getByRole('checkbox', { name: '生成视频' }).uncheck();
  await page.getByRole('button', { name: '开始解题' }).click();
  await page.waitForURL(/\/problem\/[0-9a-f-]{36}$/);
});
