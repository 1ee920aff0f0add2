import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/*
 * Accounts end to end against the real server (issue 2): register with a CLI-made invite code,
 * log out, log in, stay logged in across a reload (token expiry: accounts-expiry.spec.ts), the
 * password reset through the outbox, profile changes, the 404 page and a failed lazy chunk. Axe, tap
 * targets and sideways scrolling of every screen, at desktop and phone sizes: every-route.spec.ts.
 */

// ---- helpers ---------------------------------------------------------------------------------

let counter = 0;

function newAccount() {
  counter += 1;
  const username = `acc${Date.now() % 1_000_000}${counter}`;
  return { username, email: `${username}@example.com`, password: 'first-password-1' };
}

type AccountInput = ReturnType<typeof newAccount>;

/** A toast (Radix renders the text twice: the toast and an aria-live copy). */
async function expectToast(page: Page, text: string) {
  await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
}

async function registerViaUi(page: Page, account: AccountInput, invite: string) {
  await page.goto('/auth/register');
  await page.getByLabel('用户名', { exact: true }).fill(account.username);
  await page.getByLabel('邮箱').fill(account.email);
  await page.getByLabel('密码').fill(account.password);
  await page.getByLabel('邀请码').fill(invite);
  await page.getByRole('button', { name: '注册' }).click();
  await expectToast(page, '注册成功');
  await expect(userMenu(page, account.username)).toBeVisible();
}

async function loginViaUi(page: Page, login: string, password: string) {
  await page.getByLabel('用户名或邮箱').fill(login);
  await page.getByLabel('密码').fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

const userMenu = (page: Page, username: string) => page.getByRole('button', { name: `用户菜单：${username}` });

async function logoutViaMenu(page: Page, username: string) {
  await userMenu(page, username).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await expectToast(page, '退出登录成功');
  await expect(page.getByRole('link', { name: '登录', exact: true })).toBeVisible();
}

/** The newest reset link written to DATA_DIR/outbox/*.eml for this address. */
function readResetLink(dataDir: string, email: string): string | null {
  const outbox = path.join(dataDir, 'outbox');
  let files: string[];
  try {
    files = readdirSync(outbox).filter((f) => f.endsWith('.eml'));
  } catch {
    return null;
  }
  const mails = files
    .map((f) => readFileSync(path.join(outbox, f), 'utf8'))
    // Quoted-printable: soft line breaks and '=3D'.
    .map((raw) => raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '='))
    .filter((text) => text.toLowerCase().includes(email.toLowerCase()));
  for (const text of mails.reverse()) {
    const m = text.match(/https?:\/\/[^\s"'<>]+\/auth\/reset-password\?token=[A-Za-z0-9_%\-.~]+/);
    if (m) return m[0];
  }
  return null;
}

async function registerViaApi(page: Page, account: AccountInput, invite: string) {
  const res = await page.request.post('/api/v1/auth/register', {
    multipart: { username: account.username, email: account.email, password: account.password, invite_code: invite },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: { access_token: string; refresh_token: string; user: unknown } }).data;
}

// ---- flows -----------------------------------------------------------------------------------

test.describe('accounts', () => {
  test('register with an invite code, log out, log in, reload and stay logged in', async ({ page, server }) => {
    const account = newAccount();
    await registerViaUi(page, account, await server.makeInvite());
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: '我的' })).toBeVisible();

    // The dropdown: avatar, username, credits and the account links.
    await userMenu(page, account.username).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByText(account.username, { exact: true })).toBeVisible();
    await expect(menu.getByTestId('menu-credits')).toHaveText(/\d+ 积分/);
    for (const name of ['个人资料', '我的收藏', '我的点赞', '购买积分', '修改密码', '退出登录']) {
      await expect(page.getByRole('menuitem', { name })).toBeVisible();
    }
    await page.keyboard.press('Escape');

    await logoutViaMenu(page, account.username);
    await expect(page.getByRole('link', { name: '我的' })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('zhijian_access_token'))).toBeNull();

    await page.goto('/auth/login');
    await loginViaUi(page, account.username, 'wrong-password-9');
    await expect(page.getByRole('alert').filter({ hasText: /密码/ })).toBeVisible();
    await loginViaUi(page, account.email, account.password);
    await expectToast(page, '登录成功');
    await expect(page).toHaveURL(/\/$/);
    await expect(userMenu(page, account.username)).toBeVisible();

    await page.reload();
    await expect(userMenu(page, account.username)).toBeVisible();
    await page.goto('/auth/profile');
    await expect(page.getByTestId('profile-username')).toHaveText(account.username);
  });

  test('after logging in from a page, the user returns to it', async ({ page, server }) => {
    const account = newAccount();
    await registerViaApi(page, account, await server.makeInvite());
    await page.goto('/credits');
    await page.getByRole('main').getByRole('link', { name: '登录', exact: true }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await loginViaUi(page, account.username, account.password);
    await expect(page).toHaveURL(/\/credits$/);
    await expect(page.getByTestId('credit-balance')).toBeVisible();
    await expect(page.getByRole('heading', { name: '积分记录' })).toBeVisible();
    await expect(page.getByTestId('ledger')).toContainText('注册赠送');
  });

  test('password reset through the outbox mail', async ({ page, server }) => {
    const account = newAccount();
    await registerViaApi(page, account, await server.makeInvite());
    await page.goto('/auth/login');
    await page.getByRole('link', { name: '忘记密码？' }).click();
    await page.getByLabel('邮箱').fill(account.email);
    await page.getByRole('button', { name: '发送重置邮件' }).click();
    await expectToast(page, '重置密码邮件已发送，请查收邮箱');

    let link: string | null = null;
    await expect.poll(() => (link = readResetLink(server.dataDir, account.email)), { timeout: 20_000 }).not.toBeNull();
    const url = new URL(link!);
    await page.goto(`${url.pathname}${url.search}`);
    await page.getByLabel('新密码', { exact: true }).fill('second-password-2');
    await page.getByLabel('确认新密码').fill('second-password-2');
    await page.getByRole('button', { name: '重置密码' }).click();
    await expectToast(page, '密码重置成功，请使用新密码登录');
    await expect(page).toHaveURL(/\/auth\/login$/);

    await loginViaUi(page, account.username, account.password);
    await expect(page.getByRole('alert').filter({ hasText: /密码/ })).toBeVisible();
    await loginViaUi(page, account.username, 'second-password-2');
    await expectToast(page, '登录成功');
    await expect(userMenu(page, account.username)).toBeVisible();

    // The link works once.
    await page.goto(`${url.pathname}${url.search}`);
    await page.getByLabel('新密码', { exact: true }).fill('third-password-3');
    await page.getByLabel('确认新密码').fill('third-password-3');
    await page.getByRole('button', { name: '重置密码' }).click();
    await expect(page.getByRole('alert').first()).toBeVisible();
  });

  test('edit profile, upload an avatar, change the password', async ({ page, server }) => {
    const account = newAccount();
    await registerViaUi(page, account, await server.makeInvite());
    await page.goto('/auth/profile/edit');
    const renamed = `${account.username}x`;
    await page.getByLabel('用户名').fill(renamed);
    await page.getByRole('button', { name: '保存' }).click();
    await expectToast(page, '个人资料已更新');
    await expect(page).toHaveURL(/\/auth\/profile$/);
    await expect(page.getByTestId('profile-username')).toHaveText(renamed);

    await page.goto('/auth/profile/edit');
    // A 1×1 PNG.
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');
    await page.getByLabel('选择图片').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByRole('img', { name: '头像预览' })).toBeVisible();
    await page.getByRole('button', { name: '上传头像' }).click();
    await expectToast(page, '头像已更新');
    await expect(page.locator(`img[alt="${renamed}"]`).first()).toBeVisible();

    // A file of the wrong type is refused before upload, with the spec's message.
    await page.getByLabel('选择图片').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
    await expect(page.getByText(/^文件类型不支持，支持的类型：/).first()).toBeVisible();

    await page.goto('/auth/change-password');
    await page.getByLabel('当前密码').fill(account.password);
    await page.getByLabel('新密码', { exact: true }).fill('changed-password-4');
    await page.getByLabel('确认新密码').fill('changed-password-4');
    await page.getByRole('button', { name: '修改密码' }).click();
    await expectToast(page, '密码修改成功');
    await logoutViaMenu(page, renamed);
    await page.goto('/auth/login');
    await loginViaUi(page, renamed, 'changed-password-4');
    await expectToast(page, '登录成功');
  });

  test('the 404 page has a way home', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
    await page.getByRole('link', { name: '返回首页' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('social login without a provider says so in Chinese', async ({ page }) => {
    await page.goto('/auth/login');
    await page.getByRole('link', { name: '使用 Google 账号登录' }).click();
    await expect(page).toHaveURL(/social_error=not_configured/);
    await expect(page.getByRole('alert').filter({ hasText: '第三方登录暂未开放' })).toBeVisible();
    await page.goto('/auth/login?social_error=failed');
    await expect(page.getByRole('alert').filter({ hasText: '第三方登录失败' })).toBeVisible();
  });

  test('social login tokens in #social= log the user in and leave the address bar', async ({ page, server }) => {
    const account = newAccount();
    const data = await registerViaApi(page, account, await server.makeInvite());
    const handOver = Buffer.from(JSON.stringify({ access_token: data.access_token, refresh_token: data.refresh_token })).toString(
      'base64url',
    );
    await page.goto(`/auth/login#social=${handOver}`);
    await expectToast(page, '登录成功');
    await expect(userMenu(page, account.username)).toBeVisible();
    expect(new URL(page.url()).hash).toBe('');
  });

  test('a lazy screen whose code fails to load offers a retry', async ({ page }) => {
    await page.goto('/');
    let block = true;
    await page.route(/\/assets\/LoginScreen-[^/]+\.js$/, (route) => (block ? route.abort() : route.continue()));
    await page.getByRole('banner').getByRole('link', { name: '登录', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: '页面加载失败' })).toBeVisible();
    block = false;
    await page.getByRole('button', { name: '重试' }).click();
    await expect(page.getByLabel('用户名或邮箱')).toBeVisible();
  });
});
