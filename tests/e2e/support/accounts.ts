import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '../fixtures';

/** What registration returns, with the password that was used. */
export interface Account {
  username: string;
  email: string;
  password: string;
  access_token: string;
  refresh_token: string;
  user: { id: string; username: string; credits: number };
}

let counter = 0;

/** A username no other test of this run has used. */
export function uniqueName(prefix: string): string {
  counter += 1;
  return `${prefix}${Date.now() % 1_000_000}${counter}`;
}

/** Registers through the API with an invite code made by the admin CLI. */
export async function registerViaApi(request: APIRequestContext, invite: string, prefix = 'user'): Promise<Account> {
  const username = uniqueName(prefix);
  const email = `${username}@example.com`;
  const password = 'correct-horse-9';
  const res = await request.post('/api/v1/auth/register', {
    multipart: { username, email, password, invite_code: invite },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const body = (await res.json()) as { data: Omit<Account, 'username' | 'email' | 'password'> };
  return { username, email, password, ...body.data };
}

/** Logs in the way a returning user is: tokens and user record already in browser storage. */
export async function signInWithStorage(page: Page, account: Account, at = '/') {
  await page.goto(at);
  await page.evaluate((a) => {
    localStorage.setItem('zhijian_access_token', a.access_token);
    localStorage.setItem('zhijian_refresh_token', a.refresh_token);
    localStorage.setItem('zhijian_user', JSON.stringify(a.user));
  }, account);
  await page.reload();
  await expect(page.getByRole('button', { name: `用户菜单：${account.username}` })).toBeVisible();
}

export interface SubmittedTask {
  problem_id: string;
  task_id: string;
}

type SubmitFields = { text: string; video?: boolean; image?: { name: string; mimeType: string; buffer: Buffer } };

/** Submits a problem through the API, as the home page does. */
export async function submitTask(request: APIRequestContext, account: Account, fields: SubmitFields): Promise<SubmittedTask> {
  const multipart: Record<string, string | NonNullable<SubmitFields['image']>> = {
    problem_text: fields.text,
    generate_video: String(fields.video ?? false),
    turbo_mode: 'false',
  };
  if (fields.image) multipart.images = fields.image;
  const res = await request.post('/api/v1/tasks/submit', { headers: { authorization: `Bearer ${account.access_token}` }, multipart });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: SubmittedTask }).data;
}

/** Waits until the task has settled, and tells how: 'completed' or 'failed'. */
export async function settledStatus(request: APIRequestContext, account: Account, taskId: string): Promise<string> {
  let status = '';
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/v1/tasks/${taskId}/detail-status`, {
          headers: { authorization: `Bearer ${account.access_token}` },
        });
        status = ((await res.json()) as { data: { status: string } }).data.status;
        return status === 'completed' || status === 'failed';
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  return status;
}
