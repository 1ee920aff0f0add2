import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/*
 * Accounts end to end against the real server (issue 2): register with a CLI-made invite code,
 * log out, log in, stay logged in across a reload (token expiry: accounts-expiry.spec.ts), the
 * password reset through the outbox, profile changes, the 404 page, a failed lazy chunk, and axe
 * (wcag2a, wcag2aa, wcag22aa) on every accounts screen at 320 px and on desktop.
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

/** No horizontal scrolling at the current viewport width. */
async function expectNoHorizontalScroll(page: Page) {
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: document.documentElement.clientWidth,
  }));
  expect(scroll, 'page scrolls horizontally').toBeLessThanOrEqual(width);
}

async function axeCheck(page: Page, label: string) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag22aa']).analyze();
  const summary = result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

async function registerViaApi(page: Page, account: AccountInput, invite: string) {
  const res = await page.request.post('/api/v1/auth/register', {
    multipart: { username: account.username, email: account.email, password: account.password, invite_code: invite },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: { access_token: string; refresh_token: string; user: unknown } }).data;
}

/** Puts a logged-in user's tokens and record into browser storage, like a returning visitor. */
async function signInWithStorage(page: Page, data: { access_token: string; refresh_token: string; user: unknown }) {
  await page.goto('/credits');
  await page.evaluate((d) => {
    localStorage.setItem('zhijian_access_token', d.access_token);
    localStorage.setItem('zhijian_refresh_token', d.refresh_token);
    localStorage.setItem('zhijian_user', JSON.stringify(d.user));
  }, data);
  await page.reload();
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
    await page.getByRole('main').getByRole('link', { name: '登录' }).click();
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
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
      'base64',
    );
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

// ---- accessibility and small screens ---------------------------------------------------------

const VISITOR_SCREENS = [
  '/credits',
  '/auth/login',
  '/auth/login?social_error=not_configured',
  '/auth/register',
  '/auth/reset-password',
  '/auth/reset-password?token=abc',
  '/explore',
  '/videos',
  '/favorites',
  '/likes',
  '/exam-ocr',
  '/debug/job-1',
  '/no/such/page',
  '/auth/profile',
];
const USER_SCREENS = ['/credits', '/auth/profile', '/auth/profile/edit', '/auth/change-password'];

for (const viewport of [
  { name: '320 px', width: 320, height: 640, theme: 'light' },
  { name: 'desktop', width: 1280, height: 800, theme: 'light' },
  { name: 'desktop, dark', width: 1280, height: 800, theme: 'dark' },
] as const) {
  test.describe(`axe and layout at ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height }, colorScheme: viewport.theme });

    test.beforeEach(({ page }) => {
      page.on('pageerror', (e) => console.log(`[pageerror] ${page.url()} ${e.message}`));
      page.on('console', (m) => m.type() === 'error' && console.log(`[console] ${page.url()} ${m.text()}`));
    });

    test('visitor screens', async ({ page }) => {
      for (const path of VISITOR_SCREENS) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).or(page.getByRole('alert')).first(), path).toBeVisible();
        await expectNoHorizontalScroll(page);
        await axeCheck(page, `${path} (${viewport.name})`);
      }
    });

    test('logged-in screens, the user menu and a toast', async ({ page, server }) => {
      const account = newAccount();
      const data = await registerViaApi(page, account, await server.makeInvite());
      await signInWithStorage(page, data);
      for (const path of USER_SCREENS) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
        await expectNoHorizontalScroll(page);
        await axeCheck(page, `${path} logged in (${viewport.name})`);
      }
      await page.goto('/credits');
      await expect(page.getByTestId('ledger')).toBeVisible();
      await axeCheck(page, `/credits with ledger (${viewport.name})`);
      await userMenu(page, account.username).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await expectNoHorizontalScroll(page);
      await axeCheck(page, `user menu open (${viewport.name})`);
      await page.keyboard.press('Escape');
      // A toast on screen.
      await page.goto('/auth/change-password');
      await page.getByLabel('当前密码').fill('wrong-old-password');
      await page.getByLabel('新密码', { exact: true }).fill('another-password-5');
      await page.getByLabel('确认新密码').fill('another-password-5');
      await page.getByRole('button', { name: '修改密码' }).click();
      await expect(page.getByRole('region', { name: /通知/ }).getByRole('listitem').first()).toBeVisible();
      await axeCheck(page, `toast shown (${viewport.name})`);
    });

    test('touch targets are at least 24 px', async ({ page }) => {
      for (const path of ['/auth/login', '/auth/register', '/credits']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const small = await page.evaluate(() =>
          [...document.querySelectorAll<HTMLElement>('a[href], button, input:not([type=hidden]), label[for]')]
            .filter((el) => {
              const r = el.getBoundingClientRect();
              if (r.width <= 1 || r.height <= 1) return false; // visually hidden (sr-only skip link or file input)
              // A label is a target only when it stands in for a hidden control (the file picker button).
              if (el.tagName === 'LABEL') {
                const control = document.getElementById(el.getAttribute('for') ?? '');
                if (control && control.getBoundingClientRect().width > 1) return false;
              }
              if (el.closest('p, li') && el.tagName === 'A' && getComputedStyle(el).display === 'inline') return false; // inline text links
              return r.width < 24 || r.height < 24;
            })
            .map((el) => `${el.tagName} ${el.textContent?.trim() || el.getAttribute('aria-label') || ''}`),
        );
        expect(small, `small targets on ${path}`).toEqual([]);
      }
    });
  });
}
