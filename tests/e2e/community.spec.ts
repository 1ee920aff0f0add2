import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { type Account, registerViaApi, settledStatus, signInWithStorage } from './support/accounts';
import { screenAuditor } from './support/checks';

/*
 * Explore, likes and favorites against the real server: a visitor browses, searches and filters;
 * a like as a visitor leads to login and back; likes and favorites turn at once, agree with the
 * counts and with my lists after a reload, and a refused like is put back with a toast; back from a
 * problem, explore is where it was. Then the three screens at 390 and 320 px, light and dark.
 */

const QUESTIONS = [
  { text: '解方程 $x^2-5x+6=0$', type: 'solution' },
  { text: '求方程 $2x+1=5$ 的解', type: 'fill_in_blank' },
  { text: '计算 $3 \\times 7$ 的值', type: 'other' },
];

/** Alice asks and gets answers, then reads the notice: her solved problems are in explore. */
async function sharedProblems(request: APIRequestContext, alice: Account): Promise<string[]> {
  const headers = { authorization: `Bearer ${alice.access_token}` };
  const ids: string[] = [];
  for (const q of QUESTIONS) {
    const res = await request.post('/api/v1/tasks/submit', {
      headers,
      multipart: { problem_text: q.text, problem_type: q.type, generate_video: 'false', turbo_mode: 'false' },
    });
    expect(res.ok(), await res.text()).toBe(true);
    const { problem_id, task_id } = ((await res.json()) as { data: { problem_id: string; task_id: string } }).data;
    expect(await settledStatus(request, alice, task_id)).toBe('completed');
    ids.push(problem_id);
  }
  expect((await request.post('/api/v1/problems/sharing-notice', { headers })).ok()).toBe(true);
  return ids;
}

const cards = (page: Page) => page.getByTestId('problem-card');
const cardOf = (page: Page, id: string) => page.locator(`[data-testid="problem-card"][data-problem-id="${id}"]`);
const likeOf = (page: Page, id: string) => cardOf(page, id).getByTestId('like-button');
const favoriteOf = (page: Page, id: string) => cardOf(page, id).getByTestId('favorite-button');

test.describe('community', () => {
  test.describe.configure({ timeout: 180_000 });

  test('visitor browses and searches, logs in from a like, likes and favorites; counts and lists agree after reload', async ({
    page,
    server,
  }) => {
    const alice = await registerViaApi(page.request, await server.makeInvite(), 'asker');
    const bob = await registerViaApi(page.request, await server.makeInvite(), 'reader');
    await server.grantCredits(alice.username, 100);
    const [quadratic, linear, product] = await sharedProblems(page.request, alice);

    // A visitor browses: newest first, math drawn by the server, anonymous askers.
    await page.goto('/explore');
    await expect(page.getByRole('heading', { level: 1, name: '探索' })).toBeVisible();
    await expect(cards(page)).toHaveCount(3);
    await expect(cards(page).first()).toHaveAttribute('data-problem-id', product);
    await expect(cardOf(page, quadratic).locator('svg').first()).toBeVisible();
    await expect(cardOf(page, quadratic).getByTestId('asker')).toHaveText('匿名同学');
    await expect(cardOf(page, quadratic).getByTestId('subject-math')).toBeVisible();
    await expect(cardOf(page, linear).getByTestId('type-fill_in_blank')).toBeVisible();

    // Search and filters.
    await page.getByRole('searchbox', { name: '搜索题目' }).fill('方程');
    await page.getByRole('button', { name: '搜索', exact: true }).click();
    await expect(cards(page)).toHaveCount(2);
    await page.getByLabel('题型').selectOption('fill_in_blank');
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toHaveAttribute('data-problem-id', linear);
    await page.getByLabel('学科').selectOption('physics');
    await expect(page.getByTestId('feed-empty')).toContainText('没有找到符合条件的题目');
    await page.getByLabel('学科').selectOption('');
    await page.getByLabel('题型').selectOption('');
    await page.getByRole('searchbox', { name: '搜索题目' }).fill('');
    await page.getByRole('button', { name: '搜索', exact: true }).click();
    await expect(cards(page)).toHaveCount(3);

    // A like as a visitor: to the login page, and back to explore.
    await likeOf(page, quadratic).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await page.getByLabel('用户名或邮箱').fill(bob.username);
    await page.getByLabel('密码', { exact: true }).fill(bob.password);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page).toHaveURL(/\/explore$/);
    await expect(cards(page)).toHaveCount(3);

    // Like and favorite turn at once.
    await likeOf(page, quadratic).click();
    await expect(likeOf(page, quadratic)).toHaveAttribute('aria-pressed', 'true');
    await expect(cardOf(page, quadratic).getByTestId('like-count')).toHaveText('1');
    await favoriteOf(page, quadratic).click();
    await favoriteOf(page, linear).click();
    await expect(favoriteOf(page, linear)).toHaveAttribute('aria-pressed', 'true');
    await expect(favoriteOf(page, linear)).not.toHaveAttribute('aria-busy', 'true');
    await expect(favoriteOf(page, quadratic)).not.toHaveAttribute('aria-busy', 'true');

    // A refused like is put back, with a toast.
    await page.route('**/api/v1/engagements/like/**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false,"message":"内部错误"}' }),
    );
    await likeOf(page, product).click();
    await expect(page.getByText('点赞没有成功：服务器错误，请稍后重试', { exact: true }).first()).toBeVisible();
    await expect(likeOf(page, product)).toHaveAttribute('aria-pressed', 'false');
    await expect(cardOf(page, product).getByTestId('like-count')).toHaveText('0');
    await page.unroute('**/api/v1/engagements/like/**');

    // After a reload: the same state, from the server (one batch call for the page).
    const batch = page.waitForRequest((r) => r.url().endsWith('/api/v1/engagements/batch-status'));
    await page.reload();
    await batch;
    await expect(likeOf(page, quadratic)).toHaveAttribute('aria-pressed', 'true');
    await expect(cardOf(page, quadratic).getByTestId('like-count')).toHaveText('1');
    await expect(favoriteOf(page, quadratic)).toHaveAttribute('aria-pressed', 'true');
    await expect(cardOf(page, quadratic).getByTestId('favorite-count')).toHaveText('1');
    await expect(likeOf(page, product)).toHaveAttribute('aria-pressed', 'false');

    // My lists agree.
    await page.goto('/likes');
    await expect(page.getByRole('heading', { level: 1, name: '我的点赞' })).toBeVisible();
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toHaveAttribute('data-problem-id', quadratic);
    await page.goto('/favorites');
    await expect(cards(page)).toHaveCount(2);
    await expect(cards(page).first()).toHaveAttribute('data-problem-id', linear);
    // Taken back in place, gone after a reload.
    await favoriteOf(page, linear).click();
    await expect(favoriteOf(page, linear)).toHaveAttribute('aria-pressed', 'false');
    await expect(favoriteOf(page, linear)).not.toHaveAttribute('aria-busy', 'true');
    await page.reload();
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toHaveAttribute('data-problem-id', quadratic);

    // Another student's problem page: its solution, the same buttons; back to explore where it was.
    await page.goto('/explore');
    await page.getByLabel('排序').selectOption('likes');
    await expect(cards(page).first()).toHaveAttribute('data-problem-id', quadratic);
    await cardOf(page, quadratic).getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/problem/${quadratic}$`));
    await expect(page.getByTestId('others-problem')).toContainText('这是其他同学公开的题目');
    await expect(page.getByTestId('problem-engagement').getByTestId('like-button')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('sharing-panel')).toHaveCount(0);
    await page.goBack();
    await expect(page.getByLabel('排序')).toHaveValue('likes');
    await expect(cards(page).first()).toHaveAttribute('data-problem-id', quadratic);
  });

  test('a visitor opens a shared problem page from explore, likes it through login and back; an unshared one asks to log in', async ({
    page,
    server,
  }) => {
    const alice = await registerViaApi(page.request, await server.makeInvite(), 'sharer');
    const bob = await registerViaApi(page.request, await server.makeInvite(), 'visitor');
    await server.grantCredits(alice.username, 100);
    const [quadratic] = await sharedProblems(page.request, alice);

    await page.goto('/explore');
    await cardOf(page, quadratic).getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/problem/${quadratic}$`));
    await expect(page.getByTestId('others-problem')).toContainText('这是其他同学公开的题目');
    await expect(page.getByTestId('others-problem')).toContainText('匿名同学');
    await expect(page.getByTestId('final-answer')).toBeVisible();
    await expect(page.getByTestId('sharing-panel')).toHaveCount(0);
    await expect(page.getByTestId('attempts')).toHaveCount(0);
    const like = page.getByTestId('problem-engagement').getByTestId('like-button');
    await expect(like).toHaveAttribute('aria-pressed', 'false');

    await like.click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await page.getByLabel('用户名或邮箱').fill(bob.username);
    await page.getByLabel('密码', { exact: true }).fill(bob.password);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/problem/${quadratic}$`));
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('problem-engagement').getByTestId('like-count')).toHaveText('1');

    // Alice makes it private: a visitor (logged out) is asked to log in, as for a problem that does not exist.
    await page.request.patch(`/api/v1/problems/${quadratic}/sharing`, {
      headers: { authorization: `Bearer ${alice.access_token}` },
      data: { visibility: 'private' },
    });
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto(`/problem/${quadratic}`);
    await expect(page.getByText('登录后才能查看解题记录和题目详情。')).toBeVisible();
    await expect(page.getByTestId('problem-detail')).toHaveCount(0);
  });

  test('the owner makes a problem private: it leaves explore and the lists of others', async ({ page, server }) => {
    const alice = await registerViaApi(page.request, await server.makeInvite(), 'owner');
    await server.grantCredits(alice.username, 100);
    const headers = { authorization: `Bearer ${alice.access_token}` };
    const res = await page.request.post('/api/v1/tasks/submit', {
      headers,
      multipart: { problem_text: '解方程 $x^2-9=0$', generate_video: 'false', turbo_mode: 'false' },
    });
    const { problem_id, task_id } = ((await res.json()) as { data: { problem_id: string; task_id: string } }).data;
    expect(await settledStatus(page.request, alice, task_id)).toBe('completed');

    // The owner is told before anything goes public.
    await signInWithStorage(page, alice, `/problem/${problem_id}`);
    const panel = page.getByTestId('sharing-panel');
    await expect(panel.getByRole('heading', { name: '你的题目会公开给其他同学' })).toBeVisible();
    expect((await (await page.request.get('/api/v1/problems/explore')).json()).data.items.map((c: { id: string }) => c.id)).not.toContain(
      problem_id,
    );
    await panel.getByRole('button', { name: '知道了，解答后公开' }).click();
    await expect(panel.getByTestId('sharing-state')).toHaveText('公开：已解答的题目会出现在「探索」里');
    await page.goto('/explore');
    await expect(cardOf(page, problem_id)).toBeVisible();

    await page.goto(`/problem/${problem_id}`);
    await page.getByTestId('sharing-panel').getByRole('button', { name: '设为私密' }).click();
    await expect(page.getByTestId('sharing-state')).toHaveText('私密：只有你自己能看到');
    await page.goto('/explore');
    await expect(page.getByRole('heading', { level: 1, name: '探索' })).toBeVisible();
    await expect(cardOf(page, problem_id)).toHaveCount(0);
  });

  test('explore, likes and favorites at 390 and 320 px, light and dark', async ({ page, server }) => {
    const alice = await registerViaApi(page.request, await server.makeInvite(), 'wide');
    await server.grantCredits(alice.username, 100);
    await sharedProblems(page.request, alice);
    await signInWithStorage(page, alice, '/explore');
    const first = cards(page).first();
    await expect(first).toBeVisible();
    await first.getByTestId('like-button').click();
    await first.getByTestId('favorite-button').click();
    await expect(first.getByTestId('favorite-button')).toHaveAttribute('aria-pressed', 'true');
    const audit = screenAuditor(page, ['light', 'dark']);
    for (const width of [390, 320]) {
      await page.setViewportSize({ width, height: 800 });
      for (const path of ['/explore', '/likes', '/favorites']) {
        await page.goto(path);
        await expect(cards(page).first()).toBeVisible();
        await audit(`${path} at ${width} px`);
      }
    }
  });
});
