import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemDetailSchema, problemSchema, taskSchema } from '../../contract/tasks';
import { PNG_1X1 } from '../support/fixtures';
import { createTestApp, type TestApp } from '../support/test-app';
import { createUser, runPipeline, type SubmittedFile, submittedTask, type TestUser } from '../support/task-fixtures';

describe('problem routes', () => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;
  let first: { problem_id: string; task_id: string };
  let second: { problem_id: string; task_id: string };
  let retryTaskId: string;

  beforeAll(async () => {
    t = await createTestApp();
    alice = await createUser(t.config, t.database, { credits: 100 });
    bob = await createUser(t.config, t.database, { credits: 100 });
    first = await submit(alice, { problem_text: '解方程 x^2-5x+6=0', generate_video: 'false' }, [{ data: PNG_1X1 }]);
    await runPipeline(t, first.task_id);
    const retry = await t.app.inject({
      method: 'POST',
      url: '/api/v1/tasks/retry-task',
      headers: alice.headers,
      payload: { task_id: first.task_id },
    });
    retryTaskId = retry.json().data.task_id;
    second = await submit(alice, { problem_text: "已知 f(x)=x^3，求 f'(x)", generate_video: 'false' });
    await submit(bob, { problem_text: 'bob 的题目' });
  });
  afterAll(() => t.close());

  const submit = (user: TestUser, fields: Record<string, string>, files: SubmittedFile[] = []) => submittedTask(t, user, fields, files);
  const get = (url: string, user: TestUser) => t.app.inject({ method: 'GET', url, headers: user.headers });

  it('GET /problems: my problems, newest first, each with its latest task', async () => {
    const res = await get('/api/v1/problems', alice);
    expect(res.statusCode).toBe(200);
    const page = res.json().data;
    expect(page).toMatchObject({ total: 2, page: 1, page_size: 20 });
    const items = page.items.map((p: unknown) => problemSchema.parse(p));
    expect(items.map((p: { id: string }) => p.id)).toEqual([second.problem_id, first.problem_id]);
    expect(items[1].latest_task?.task_id).toBe(retryTaskId);
    expect(items[1].image_urls).toHaveLength(1);
    expect(items[1].image_urls[0]).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    expect(items[0].latest_task?.task_id).toBe(second.task_id);

    const pending = await get('/api/v1/problems?status=pending', alice);
    expect(pending.json().data.total).toBe(2);
    const completed = await get('/api/v1/problems?status=completed', alice);
    expect(completed.json().data.total).toBe(0);
    const paged = await get('/api/v1/problems?page=2&page_size=1', alice);
    expect(paged.json().data.items.map((p: { id: string }) => p.id)).toEqual([first.problem_id]);
  });

  it('GET /problems/{id}', async () => {
    const res = await get(`/api/v1/problems/${first.problem_id}`, alice);
    expect(res.statusCode).toBe(200);
    const p = problemSchema.parse(res.json().data);
    expect(p).toMatchObject({ id: first.problem_id, problem_text: '解方程 x^2-5x+6=0', ocr_text: null });
  });

  it('GET /problems/{id}/detail: all its tasks, newest first', async () => {
    const res = await get(`/api/v1/problems/${first.problem_id}/detail`, alice);
    expect(res.statusCode).toBe(200);
    const d = problemDetailSchema.parse(res.json().data);
    expect(d.tasks.map((x) => x.task_id)).toEqual([retryTaskId, first.task_id]);
    expect(d.tasks[1].status).toBe('completed');
    expect(d.tasks[1].events.length).toBeGreaterThan(1);
    expect(d.latest_task?.task_id).toBe(retryTaskId);
  });

  it('GET /problems/{id}/tasks: a page of its tasks', async () => {
    const res = await get(`/api/v1/problems/${first.problem_id}/tasks?page_size=1`, alice);
    expect(res.statusCode).toBe(200);
    const page = res.json().data;
    expect(page).toMatchObject({ total: 2, page: 1, page_size: 1 });
    expect(taskSchema.parse(page.items[0]).task_id).toBe(retryTaskId);
  });

  it('another user’s problem, a non-UUID and an unknown id are all 404', async () => {
    for (const suffix of ['', '/detail', '/tasks']) {
      for (const id of [first.problem_id, 'abc', '00000000-0000-4000-8000-000000000000']) {
        const res = await get(`/api/v1/problems/${id}${suffix}`, bob);
        expect(res.statusCode, `${id}${suffix}`).toBe(404);
        expect(res.body).not.toContain('x^2-5x+6');
      }
    }
    const list = await get('/api/v1/problems', bob);
    expect(list.json().data.items.map((p: { problem_text: string }) => p.problem_text)).toEqual(['bob 的题目']);
  });

  it('needs a login', async () => {
    for (const url of ['/api/v1/problems', `/api/v1/problems/${first.problem_id}`, `/api/v1/problems/${first.problem_id}/tasks`]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });

  it('the detail of a problem not shared in explore is 404 for a visitor, like an unknown one; a stale token is 401', async () => {
    const detail = (id: string, headers?: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: `/api/v1/problems/${id}/detail`, headers });
    const unknown = await detail('00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    const mine = await detail(first.problem_id);
    expect(mine.statusCode).toBe(404);
    expect(mine.json().message).toBe(unknown.json().message);
    expect(mine.body).not.toContain('x^2-5x+6');
    expect((await detail(first.problem_id, { authorization: 'Bearer not-a-token' })).statusCode).toBe(401);
  });
});
