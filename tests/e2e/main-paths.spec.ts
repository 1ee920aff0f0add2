import { expect, test } from './fixtures';
import { uniqueName } from './support/accounts';
import { expectNoHorizontalScroll, press } from './support/checks';

/*
 * The main path of a student, on desktop and on phones (touch, 390 and 320 px wide): register,
 * type a problem, read the finished solution on the problem and the task page, find it in the
 * history, see the profile and the credits, log out and log in again. Every step is also checked
 * for sideways scrolling, in the states only this path reaches (a task being solved).
 */

const number = (text: string | null) => Number(text?.match(/\d+/)?.[0] ?? Number.NaN);

test('register, ask, read the solution, history, profile, credits, log out and in', async ({ page, server }) => {
  test.setTimeout(180_000);
  const username = uniqueName('main');
  const password = 'correct-horse-9';
  const invite = await server.makeInvite();
  const banner = page.getByRole('banner');
  const userMenu = banner.getByRole('button', { name: `用户菜单：${username}` });
  const toast = (text: string) => page.getByText(text, { exact: true }).first();
  const layout = (where: string) => expectNoHorizontalScroll(page, where);

  // Register from the top bar.
  await page.goto('/');
  await press(banner.getByRole('link', { name: '注册' }));
  await expect(page).toHaveURL(/\/auth\/register$/);
  await page.getByLabel('用户名', { exact: true }).fill(username);
  await page.getByLabel('邮箱').fill(`${username}@example.com`);
  await page.getByLabel('密码').fill(password);
  await page.getByLabel('邀请码').fill(invite);
  await layout('register, filled in');
  await press(page.getByRole('main').getByRole('button', { name: '注册' }));
  await expect(toast('注册成功')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: `你好，${username}` })).toBeVisible();
  const credits = number(await page.getByTestId('home-credits').textContent());
  expect(credits).toBeGreaterThan(0);

  // Type a problem and solve it (no video: the path is about the solution).
  await page.getByLabel('题目描述').fill('x^2-5x+6=0 求解');
  const video = page.getByRole('checkbox', { name: '生成视频' });
  await press(video);
  await expect(video).not.toBeChecked();
  await expect(page.getByTestId('submission-cost')).toHaveText(/本次消耗 \d+ 积分/);
  const cost = number(await page.getByTestId('submission-cost').textContent());
  await layout('home, problem typed');
  await press(page.getByRole('button', { name: '开始解题' }));

  await expect(page).toHaveURL(/\/problem\/[0-9a-f-]{36}$/);
  const problemUrl = page.url();
  await expect(page.getByTestId('live-status').or(page.getByTestId('final-answer')).first()).toBeVisible();
  await layout('problem, while solving');
  const answerMath = page.getByTestId('final-answer').locator('svg[role="img"]').first();
  await expect(answerMath).toHaveAttribute('aria-label', /x\s*1\s*等于\s*2/, { timeout: 60_000 });
  await expect(answerMath).toHaveAttribute('aria-label', /x\s*2\s*等于\s*3/);
  await expect(page.getByTestId('attempts').getByText('已完成')).toBeVisible();
  await layout('problem, solved');

  // The task page shows the completed solution.
  await press(page.getByRole('link', { name: '查看任务' }).first());
  await expect(page).toHaveURL(/\/task\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('task-facts')).toContainText('已完成');
  await expect(page.getByTestId('task-facts')).toContainText('已扣除');
  await expect(page.getByTestId('final-answer').locator('svg[role="img"]').first()).toHaveAttribute('aria-label', /x\s*1\s*等于\s*2/);
  await expect(page.getByTestId('timeline')).toBeVisible();
  await layout('task, completed');

  // The history lists it and leads back to the problem.
  await press(banner.getByRole('link', { name: '我的' }));
  await expect(page).toHaveURL(/\/history$/);
  const item = page.getByTestId('history-item').filter({ hasText: 'x^2-5x+6=0 求解' });
  await expect(item).toHaveCount(1);
  await expect(item.getByTestId('status-completed')).toHaveText('已完成');
  await layout('history');
  await press(item.getByRole('link', { name: '查看' }));
  await expect(page).toHaveURL(problemUrl);
  await expect(page.getByTestId('final-answer')).toBeVisible();

  // Profile and credits through the user menu.
  await press(userMenu);
  await press(page.getByRole('menuitem', { name: '个人资料' }));
  await expect(page).toHaveURL(/\/auth\/profile$/);
  await expect(page.getByTestId('profile-username')).toHaveText(username);
  await layout('profile');

  await press(userMenu);
  await expect(page.getByRole('menu').getByTestId('menu-credits')).toHaveText(`${credits - cost} 积分`);
  await press(page.getByRole('menuitem', { name: '购买积分' }));
  await expect(page).toHaveURL(/\/credits$/);
  await expect(page.getByTestId('credit-balance')).toHaveText(String(credits - cost));
  await expect(page.getByTestId('ledger')).toContainText('注册赠送');
  await expect(page.getByTestId('ledger')).toContainText('提交题目');
  await layout('credits');

  // Log out, then log in again from the top bar.
  await press(userMenu);
  await press(page.getByRole('menuitem', { name: '退出登录' }));
  await expect(toast('退出登录成功')).toBeVisible();
  await press(banner.getByRole('link', { name: '登录', exact: true }));
  await expect(page).toHaveURL(/\/auth\/login$/);
  await page.getByLabel('用户名或邮箱').fill(username);
  await page.getByLabel('密码').fill(password);
  await layout('login, filled in');
  await press(page.getByRole('main').getByRole('button', { name: '登录', exact: true }));
  await expect(toast('登录成功')).toBeVisible();
  await expect(userMenu).toBeVisible();
});
