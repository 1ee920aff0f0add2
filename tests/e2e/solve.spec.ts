import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { registerViaApi, signInWithStorage } from './support/accounts';

/*
 * Ask and solve, end to end against the real server: the visitor draft round trip, one image by
 * paste or drop, a submission that is solved live, and the history. Axe, tap targets and sideways
 * scrolling of these screens, at desktop and phone sizes: every-route.spec.ts.
 */

const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** Pastes or drops a PNG file onto an element, the way the browser hands one over. */
async function deliverImage(page: Page, selector: string, how: 'paste' | 'drop', name: string) {
  await page.locator(selector).evaluate(
    (el, { how, name, b64 }) => {
      const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
      const dt = new DataTransfer();
      dt.items.add(new File([bytes], name, { type: 'image/png' }));
      if (how === 'paste') {
        el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: dt, bubbles: true, cancelable: true }));
      } else {
        el.dispatchEvent(new DragEvent('dragover', { dataTransfer: dt, bubbles: true, cancelable: true }));
        el.dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }));
      }
    },
    { how, name, b64: PNG_BASE64 },
  );
}

test.describe('ask and solve', () => {
  test('a visitor’s draft survives the trip through the login page', async ({ page, server }) => {
    const account = await registerViaApi(page.request, await server.makeInvite(), 'solver');
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: '欢迎来到知简' })).toBeVisible();
    const box = page.getByLabel('题目描述');
    await box.fill('求方程 2x+1=5 的解');
    await page.getByRole('checkbox', { name: '生成视频' }).uncheck();
    await expect(page.getByRole('checkbox', { name: '极速模式' })).toHaveCount(0);
    await page.getByRole('button', { name: '开始解题' }).click();

    await expect(page).toHaveURL(/\/auth\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('zhijian_draft_problem'))).toBe('求方程 2x+1=5 的解');
    await page.getByLabel('用户名或邮箱').fill(account.username);
    await page.getByLabel('密码', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: '登录', exact: true }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByLabel('题目描述')).toHaveValue('求方程 2x+1=5 的解');
    await expect(page.getByRole('checkbox', { name: '生成视频' })).not.toBeChecked();
    const left = await page.evaluate(() => [localStorage.getItem('zhijian_draft_problem'), localStorage.getItem('zhijian_draft_video')]);
    expect(left).toEqual([null, null]);
  });

  test('one image by paste or by drop shows a preview that can be removed', async ({ page }) => {
    await page.goto('/');
    await deliverImage(page, 'textarea', 'paste', 'pasted.png');
    // A picked image opens the crop view first; used as it is, it becomes the preview.
    await page.getByRole('dialog', { name: '裁剪图片' }).getByRole('button', { name: '使用图片' }).click();
    await expect(page.getByRole('img', { name: '题目图片预览' })).toBeVisible();
    await expect(page.getByRole('button', { name: '开始解题' })).toBeEnabled();
    await page.getByRole('button', { name: '移除图片' }).click();
    await expect(page.getByTestId('image-preview')).toHaveCount(0);
    await expect(page.getByRole('button', { name: '开始解题' })).toBeDisabled();

    await deliverImage(page, '[data-testid="question-dropzone"]', 'drop', 'dropped.png');
    await page.getByRole('dialog', { name: '裁剪图片' }).getByRole('button', { name: '使用图片' }).click();
    await expect(page.getByRole('img', { name: '题目图片预览' })).toBeVisible();
    // The cropped copy keeps the picked file's name.
    await expect(page.getByTestId('image-preview')).toContainText('dropped.jpg');
  });

  test('x^2-5x+6=0 求解 is solved live: the roots 2 and 3, then the history lists it', async ({ page, server }) => {
    const account = await registerViaApi(page.request, await server.makeInvite(), 'solver');
    await signInWithStorage(page, account);
    await expect(page.getByRole('heading', { level: 1, name: `你好，${account.username}` })).toBeVisible();
    await expect(page.getByTestId('home-credits')).toHaveText(`${account.user.credits} 积分`);
    await expect(page.getByTestId('submission-cost')).toHaveText('本次消耗 7 积分');
    // Beside the send button: the balance once this question is charged (decision 0020).
    await expect(page.getByTestId('submission-balance-after')).toHaveText(new RegExp(`剩余 ${account.user.credits - 7}$`));

    await page.getByLabel('题目描述').fill('x^2-5x+6=0 求解');
    await page.getByRole('button', { name: '开始解题' }).click();

    await expect(page).toHaveURL(/\/problem\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId('live-status')).toBeVisible();
    await expect(page.getByRole('progressbar')).toBeVisible();
    const answer = page.getByTestId('final-answer');
    await expect(answer).toBeVisible({ timeout: 60_000 });
    // The server's HTML: the formula is an svg named with its spoken reading.
    const label = (await answer.locator('svg[role="img"]').first().getAttribute('aria-label', { timeout: 30_000 })) ?? '';
    expect(label).toMatch(/x\s*1\s*等于\s*2/);
    expect(label).toMatch(/x\s*2\s*等于\s*3/);
    await expect(page.getByTestId('verification')).toHaveAttribute('data-status', 'verified');
    await expect(page.getByTestId('attempts').getByText('已完成')).toBeVisible();
    // The credits went down by the cost.
    await page.goto('/');
    await expect(page.getByTestId('home-credits')).toHaveText(`${account.user.credits - 7} 积分`);

    await page.getByRole('link', { name: '我的' }).click();
    await expect(page).toHaveURL(/\/history$/);
    const item = page.getByTestId('history-item').filter({ hasText: 'x^2-5x+6=0 求解' });
    await expect(item).toHaveCount(1);
    await expect(item.getByTestId('status-completed')).toHaveText('已完成');
    await page.getByLabel('状态筛选').selectOption('failed');
    await expect(page).toHaveURL(/status=failed/);
    await expect(page.getByText('还没有记录，去首页提一个问题吧。')).toBeVisible();
  });
});
