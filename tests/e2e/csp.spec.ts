import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { registerViaApi, settledStatus, signInWithStorage, submitTask } from './support/accounts';

/*
 * The app runs under its Content-Security-Policy (decision 0023) without a single violation: no inline
 * script, styles from the stylesheet, style attributes for the server's SVG math, blob: previews.
 * Violations are caught twice: the page's securitypolicyviolation events and Chromium's console errors.
 */

const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

interface Violations {
  events: string[];
  console: string[];
}

async function watchViolations(page: Page): Promise<Violations> {
  const found: Violations = { events: [], console: [] };
  page.on('console', (msg) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect|frame)/i.test(msg.text())) found.console.push(msg.text());
  });
  // Reported to the test as they happen, so that a violation on a page navigated away from still counts.
  await page.exposeFunction('reportCspViolation', (text: string) => found.events.push(text));
  // Injected by the browser tooling, before any page script: not itself subject to the policy.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      report(`${location.pathname}: ${e.violatedDirective} blocked ${e.blockedURI || '(inline)'} ${e.sample ?? ''}`.trim());
    });
  });
  return found;
}

function expectNoViolations(violations: Violations) {
  expect(violations.events).toEqual([]);
  expect(violations.console).toEqual([]);
}

test.describe('Content-Security-Policy', () => {
  test('home and login pages: the policy is sent and nothing is refused', async ({ page }) => {
    const violations = await watchViolations(page);
    const response = await page.goto('/');
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    await expect(page.getByRole('heading', { level: 1, name: '欢迎来到知简' })).toBeVisible();

    // The theme is set before first paint by a script file, not an inline script.
    await page.evaluate(() => localStorage.setItem('zhijian_theme', 'dark'));
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');

    // A photo preview is a blob: image.
    await page.locator('textarea').evaluate((el, b64) => {
      const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
      const dt = new DataTransfer();
      dt.items.add(new File([bytes], 'photo.png', { type: 'image/png' }));
      el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: dt, bubbles: true, cancelable: true }));
    }, PNG_BASE64);
    await expect(page.getByRole('img', { name: '题目图片预览' })).toBeVisible();

    await page.goto('/auth/login');
    await expect(page.getByLabel('用户名或邮箱')).toBeVisible();
    expectNoViolations(violations);
  });

  test('a solved problem with server-rendered math, the user menu and the history', async ({ page, server }) => {
    const account = await registerViaApi(page.request, await server.makeInvite(), 'csp');
    const task = await submitTask(page.request, account, { text: 'x^2-5x+6=0 求解' });
    expect(await settledStatus(page.request, account, task.task_id)).toBe('completed');

    const violations = await watchViolations(page);
    await signInWithStorage(page, account);
    await page.goto(`/problem/${task.problem_id}`);
    const answer = page.getByTestId('final-answer');
    await expect(answer).toBeVisible({ timeout: 60_000 });
    await expect(answer.locator('svg[role="img"]').first()).toBeVisible();
    // The math is positioned by style attributes: allowed, so the SVG keeps its size.
    const box = await answer.locator('svg[role="img"]').first().boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(10);

    await page.getByRole('button', { name: `用户菜单：${account.username}` }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('link', { name: '我的' }).click();
    await expect(page.getByTestId('history-item').first()).toBeVisible();
    expectNoViolations(violations);
  });

  test('the API documentation works under its own policy', async ({ page }) => {
    const violations = await watchViolations(page);
    const response = await page.goto('/api/docs');
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await expect(page.locator('.swagger-ui .information-container')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('/api/v1/auth/login').first()).toBeVisible();
    expectNoViolations(violations);
  });
});
