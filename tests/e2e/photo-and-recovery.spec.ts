import type { APIRequestContext, Page } from '@playwright/test';
import { renderTextImage } from '../ocr/render-text-image';
import { expect, test } from './fixtures';

/*
 * Two promises of "Ask and solve" that need the whole product: a photographed problem is read by OCR
 * and solved, and a task survives the server being killed mid-task.
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
  await expect(page.getByRole('img', { name: '题目图片预览' })).toBeVisible();
  await page.getByRole('checkbox', { name: '生成视频' }).uncheck();
  await page.getByRole('button', { name: '开始解题' }).click();

  await page.waitForURL(/\/problem\/[0-9a-f-]{36}$/);
  const problemId = page.url().split('/').pop()!;
  await expect(page.getByTestId('final-answer')).toBeVisible({ timeout: 60_000 });

  const detail = await request.get(`/api/v1/problems/${problemId}/detail`, { headers: session.headers });
  const problem = ((await detail.json()) as { data: { ocr_text: string; tasks: { status: string; final_answer: string }[] } })
    .data;
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
  await expect(page.getByTestId('final-answer')).toContainText(/3|4/);
});
