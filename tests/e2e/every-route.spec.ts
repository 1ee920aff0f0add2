import type { Page } from '@playwright/test';
import { renderTextImage } from '../ocr/render-text-image';
import { expect } from './fixtures';
import { registerViaApi, settledStatus, signInWithStorage, submitTask } from './support/accounts';
import { press, screenAuditor, test } from './support/checks';

/*
 * Every route of src/ui/routes.tsx, signed out and signed in, at the project's size (desktop,
 * 390×844 and 320×640 phones): the page never scrolls sideways, every tap target is at least
 * 24×24 px, and axe finds nothing in the light or the dark theme. Also the states a route can be
 * in that change its layout: form errors, an open menu, a toast, a picked photo, a finished and a
 * missing task, a long formula.
 *
 * Tailwind's first breakpoint is 640 px, so both phones get the same CSS and differ only in
 * geometry; the dark theme changes colours only (every dark: class is a colour). So the 320 px
 * project runs axe in one theme (playwright.config.ts sets axeThemes) and the layout checks.
 */

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).first();

async function visit(page: Page, path: string) {
  await page.goto(path);
  await expect(heading(page), path).toBeVisible();
}

/** The suggestions change the layout: wait for them and their formulas (drawn from the build's HTML). */
async function homeReady(page: Page) {
  await expect(page.getByTestId('suggestion')).toHaveCount(5);
  await expect(page.locator('[data-testid="suggestion"] .math-inline svg').first()).toBeVisible();
}

const ACCOUNT_ROUTES = [
  '/credits',
  '/auth/login',
  '/auth/login?social_error=not_configured',
  '/auth/register',
  '/auth/reset-password',
  '/auth/reset-password?token=abc',
];

const SIGNED_OUT_ROUTES = [
  '/auth/profile',
  '/auth/profile/edit',
  '/auth/change-password',
  '/history',
  `/problem/${MISSING_ID}`,
  `/task/${MISSING_ID}`,
  '/explore',
  '/videos',
  '/favorites',
  '/likes',
  '/exam-ocr',
  '/debug/job-1',
  '/no/such/page',
];

test.describe('every route', () => {
  // Dozens of screens a test, on two cores shared with the server.
  test.describe.configure({ timeout: 180_000 });

  test('signed out: home and the screens that ask to log in or are not built yet', async ({ page, axeThemes }) => {
    const auditScreen = screenAuditor(page, axeThemes);
    await page.goto('/');
    await homeReady(page);
    await auditScreen('/ signed out');
    for (const path of SIGNED_OUT_ROUTES) {
      await visit(page, path);
      await auditScreen(`${path} signed out`);
    }
  });

  test('signed out: credits and the account forms, empty and with errors', async ({ page, axeThemes }) => {
    const auditScreen = screenAuditor(page, axeThemes);
    for (const path of ACCOUNT_ROUTES) {
      await visit(page, path);
      await auditScreen(`${path} signed out`);
    }

    await visit(page, '/auth/login');
    await press(page.getByRole('button', { name: '登录', exact: true }));
    await expect(page.locator('[aria-invalid="true"]')).toHaveCount(2);
    await auditScreen('/auth/login with missing fields');
    await visit(page, '/auth/register');
    await press(page.getByRole('button', { name: '注册' }));
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    await auditScreen('/auth/register with missing fields');
  });

  test('signed in: account screens, the user menu and a toast', async ({ page, server, axeThemes }) => {
    const auditScreen = screenAuditor(page, axeThemes);
    const account = await registerViaApi(page.request, await server.makeInvite(), 'route');
    await signInWithStorage(page, account);

    for (const path of ['/auth/profile', '/auth/profile/edit', '/auth/change-password', '/auth/login', '/explore', '/no/such/page']) {
      await visit(page, path);
      await auditScreen(`${path} signed in`);
    }
    await visit(page, '/credits');
    await expect(page.getByTestId('ledger')).toContainText('注册赠送');
    await auditScreen('/credits signed in, with the ledger');
    for (const path of [`/problem/${MISSING_ID}`, `/task/${MISSING_ID}`]) {
      await page.goto(path);
      await expect(page.getByRole('alert').first(), path).toBeVisible();
      await auditScreen(`${path} signed in (not found)`);
    }

    const menu = page.getByRole('menu');
    await auditScreen('user menu open', async () => {
      await press(page.getByRole('button', { name: `用户菜单：${account.username}` }));
      await expect(menu.getByRole('menuitem', { name: '退出登录' })).toBeVisible();
    });

    await visit(page, '/auth/change-password');
    const toasts = page.getByRole('region', { name: /通知/ }).getByRole('listitem');
    await auditScreen('a toast on /auth/change-password', async () => {
      await page.getByLabel('当前密码').fill('wrong-old-password');
      await page.getByLabel('新密码', { exact: true }).fill('another-password-5');
      await page.getByLabel('确认新密码').fill('another-password-5');
      await press(page.getByRole('button', { name: '修改密码' }));
      await expect(toasts.first()).toBeVisible();
    });
  });

  test('signed in: asking and solving', async ({ page, server, axeThemes }) => {
    const auditScreen = screenAuditor(page, axeThemes);
    const account = await registerViaApi(page.request, await server.makeInvite(), 'solve');
    // A wide photo (1344 px) and a formula far wider than a phone.
    const photo = { name: 'photo.png', mimeType: 'image/png', buffer: renderTextImage(['化简并求值：其中 x=2，写出每一步的理由。'], 56) };
    const longText =
      '化简并求值：$$\\left(\\frac{x^{2}+2x+1}{x^{2}-1}\\right)\\cdot\\left(\\frac{x^{2}-2x+1}{x+1}\\right)+\\frac{3x^{3}-2x^{2}+5x-7}{x^{4}+x^{3}+x^{2}+x+1}-\\frac{1}{x}+\\sqrt{x^{2}+4x+4}$$ 其中 $x=2$。编号 ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    // Solved on the server while the home page is checked.
    const solved = await submitTask(page.request, account, { text: 'x^2-5x+6=0 求解', video: true });
    const long = await submitTask(page.request, account, { text: longText, image: photo });

    // Home signed in: a picked photo opens the crop view (Escape drops the photo, so the audit picks it again
    // after each theme switch); used as it is, its preview and the text read from it.
    await signInWithStorage(page, account);
    await homeReady(page);
    const cropView = page.getByRole('dialog', { name: '裁剪图片' });
    const pickPhoto = async () => {
      await page.getByTestId('image-upload').setInputFiles(photo);
      await expect(cropView.getByRole('img', { name: '要裁剪的题目图片' })).toBeVisible();
      await expect(cropView.getByRole('button', { name: '使用图片' })).toBeEnabled();
    };
    await auditScreen('/ signed in, cropping a photo', pickPhoto);
    await pickPhoto();
    await press(cropView.getByRole('button', { name: '使用图片' }));
    const preview = page.getByRole('img', { name: '题目图片预览' });
    await expect(preview).toBeVisible();
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByLabel('识别出的题目文字')).not.toHaveValue('', { timeout: 60_000 });
    await auditScreen('/ signed in, with a photo picked and its text read');

    expect(await settledStatus(page.request, account, solved.task_id)).toBe('completed');
    const longStatus = await settledStatus(page.request, account, long.task_id);

    await page.goto(`/problem/${solved.problem_id}`);
    await expect(page.getByTestId('final-answer').locator('svg[role="img"]').first()).toBeVisible({ timeout: 30_000 });
    await auditScreen('/problem solved');

    await page.goto(`/task/${solved.task_id}`);
    await expect(page.getByTestId('timeline')).toBeVisible();
    await expect(page.getByTestId('task-facts')).toContainText('已扣除');
    await expect(page.getByTestId('final-answer').locator('svg[role="img"]').first()).toBeVisible({ timeout: 30_000 });
    await auditScreen('/task solved');

    await page.goto(`/problem/${long.problem_id}`);
    await expect(page.getByRole('img', { name: /题目图片/ })).toBeVisible();
    await expect(page.getByTestId('problem-detail').locator('svg[role="img"]').first()).toBeVisible({ timeout: 30_000 });
    await auditScreen(`/problem with a long formula and a photo (${longStatus})`);

    await page.goto(`/task/${long.task_id}`);
    await expect(page.getByTestId('task-facts')).toBeVisible();
    await auditScreen(`/task with a long formula (${longStatus})`);

    await page.goto('/history');
    await expect(page.getByTestId('history-item')).toHaveCount(2);
    await auditScreen('/history');
    await press(page.getByTestId('history-item').first().getByRole('button', { name: '删除' }));
    await expect(page.getByRole('group', { name: '确定删除这条记录吗？' })).toBeVisible();
    await auditScreen('/history asking to confirm a delete');
    await page.goto('/history?status=stopped');
    await expect(page.getByText('还没有记录，去首页提一个问题吧。')).toBeVisible();
    await auditScreen('/history filtered, empty');
  });
});
