import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/*
 * An access token that expires mid-session (server started with a 2 s ACCESS_TOKEN_TTL): the next
 * request gets a 401, the client refreshes once (both tokens rotate), replays, and the user never
 * notices.
 */
test.use({ serverEnv: { ACCESS_TOKEN_TTL: '2' } });

const userMenu = (page: Page, username: string) => page.getByRole('button', { name: `用户菜单：${username}` });

async function expectToast(page: Page, text: string) {
  await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
}

function newAccount() {
  const username = `exp${Date.now() % 1_000_000}`;
  return { username, email: `${username}@example.com`, password: 'first-password-1' };
}

async function registerViaUi(page: Page, account: ReturnType<typeof newAccount>, invite: string) {
  await page.goto('/auth/register');
  await page.getByLabel('用户名', { exact: true }).fill(account.username);
  await page.getByLabel('邮箱').fill(account.email);
  await page.getByLabel('密码').fill(account.password);
  await page.getByLabel('邀请码').fill(invite);
  await page.getByRole('button', { name: '注册' }).click();
  await expectToast(page, '注册成功');
  await expect(userMenu(page, account.username)).toBeVisible();
}

test('a request after expiry silently refreshes (both tokens rotate) and succeeds', async ({ page, server }) => {
  const account = newAccount();
  await registerViaUi(page, account, await server.makeInvite());
  const before = await page.evaluate(() => ({
    access: localStorage.getItem('zhijian_access_token'),
    refresh: localStorage.getItem('zhijian_refresh_token'),
  }));
  await page.waitForTimeout(3_000);

  const statuses: Array<[string, number]> = [];
  page.on('response', (r) => {
    const u = new URL(r.url());
    if (u.pathname.startsWith('/api/v1/')) statuses.push([`${r.request().method()} ${u.pathname}`, r.status()]);
  });
  await page.goto('/auth/profile/edit');
  await page.getByLabel('邮箱').fill(`new-${account.email}`);
  // A new email needs the current password and applies when the link mailed to it is followed.
  await page.getByLabel('当前密码（修改邮箱需要）').fill(account.password);
  await page.getByRole('button', { name: '保存' }).click();
  await expectToast(page, '确认邮件已发送到新邮箱，点击邮件中的链接后新邮箱生效');
  await expect(page.getByText('未授权，请重新登录')).toHaveCount(0);
  await expect(page.getByText('请重新登录', { exact: true })).toHaveCount(0);

  expect(statuses.filter(([k]) => k === 'POST /api/v1/auth/refresh').every(([, s]) => s === 200)).toBe(true);
  expect(statuses.some(([k]) => k === 'POST /api/v1/auth/refresh')).toBe(true);
  const after = await page.evaluate(() => ({
    access: localStorage.getItem('zhijian_access_token'),
    refresh: localStorage.getItem('zhijian_refresh_token'),
  }));
  expect(after.access).not.toBe(before.access);
  expect(after.refresh).not.toBe(before.refresh);

  // Still logged in after a reload, with expired tokens again.
  await page.waitForTimeout(3_000);
  await page.reload();
  await expect(userMenu(page, account.username)).toBeVisible();
  // The confirmation link mailed to the new address applies the change.
  await page.goto(await mailedConfirmationLink(server.dataDir, `new-${account.email}`));
  await expect(page.getByRole('heading', { name: '邮箱已修改' })).toBeVisible();
  await page.goto('/auth/profile');
  await expect(page.getByText(`new-${account.email}`)).toBeVisible();
});

/** Waits for the email-change mail to `to` in the outbox; its link as a path. */
async function mailedConfirmationLink(dataDir: string, to: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const link = confirmationLink(dataDir, to);
    if (link) return link;
    if (Date.now() > deadline) throw new Error(`no confirmation mail to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The email-change link in the outbox mail to `to` (quoted-printable or base64 body). */
function confirmationLink(dataDir: string, to: string): string | null {
  const outbox = path.join(dataDir, 'outbox');
  const files = existsSync(outbox) ? readdirSync(outbox).filter((f) => f.endsWith('.eml')) : [];
  for (const file of files) {
    const raw = readFileSync(path.join(outbox, file), 'utf8');
    if (!raw.toLowerCase().includes(`to: ${to.toLowerCase()}`)) continue;
    const base64 = [...raw.matchAll(/Content-Transfer-Encoding: base64\r?\n(?:[\w-]+: [^\r\n]*\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/g)].map(
      (m) => Buffer.from(m[1].replace(/\s+/g, ''), 'base64').toString('utf8'),
    );
    const text = [raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '='), ...base64].join('\n');
    const match = /https?:\/\/[^\s"'<>]+\/api\/v1\/auth\/confirm-email\?token=[A-Za-z0-9_%-]+/.exec(text);
    if (match) return new URL(match[0]).pathname + new URL(match[0]).search;
  }
  return null;
}
