import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taskSchema } from '../../contract/tasks';
import { problems, tasks, users } from '../../server/db/schema';
import { plainTextHtml } from '../../server/render';
import { createUser, fakeSolver, runPipeline, submitTask, type TestUser } from '../support/task-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';

/** About 5000 characters (the longest problem text), each formula rendered apart: seconds of MathJax. */
const LONG_PROBLEM = `比较 $a<b$ 与 <b>粗体</b>：\n${'$x_1$ '.repeat(820)}`;
const LONG_SOLUTION = `**解**：\n\n${'$y_1$ '.repeat(1500)}`;

describe('a problem or a solution whose render exceeds RENDER_TIMEOUT_MS', () => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ RENDER_TIMEOUT_MS: '400' });
    user = await createUser(t.config, t.database, { credits: 100 });
    await t.renderer.render('$x$');
  });
  afterAll(() => t.close());

  it('is stored as its escaped text; the submit succeeds, and the task completes and is charged', async () => {
    const threadsBefore = t.renderer.threadIds();
    const res = await submitTask(t, user, { problem_text: LONG_PROBLEM, generate_video: 'false' });
    expect(res.statusCode).toBe(200);
    const { task_id, problem_id } = res.json().data as { task_id: string; problem_id: string };
    // The render ran in the pool and was stopped there (its thread replaced): the API's event loop never ran
    // it. How long other requests wait meanwhile is measured by `npm run bench:stall -- --case render`, not here.
    expect(t.renderer.threadIds()).not.toEqual(threadsBefore);

    const [problem] = await t.database.db.select().from(problems).where(eq(problems.id, problem_id));
    // The text as the form delivered it (line breaks as CRLF).
    const stored = problem.problemText;
    expect(stored.length).toBeGreaterThan(4900);
    expect(problem.problemHtml).toBe(plainTextHtml(stored));
    expect(problem.problemHtml).toContain('&lt;b&gt;粗体&lt;/b&gt;');

    const solver = fakeSolver(() => ({
      ok: true,
      subject: 'math',
      problemType: 'solution',
      markdown: LONG_SOLUTION,
      finalAnswer: '$y_1 = 2$',
      verification: { status: 'verified', note: '代入检验' },
      engine: 'fake:test',
    }));
    expect(await runPipeline(t, task_id, { solver: async () => solver })).toBe('completed');
    const [task] = await t.database.db.select().from(tasks).where(eq(tasks.id, task_id));
    expect(task.status).toBe('completed');
    expect(task.chargeState).toBe('charged');
    expect(task.resultHtml).toBe(plainTextHtml(LONG_SOLUTION));
    const [owner] = await t.database.db.select({ credits: users.credits }).from(users).where(eq(users.id, user.id));
    expect(owner.credits).toBe(100 - task.cost);

    const shown = taskSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/v1/tasks/${task_id}`, headers: user.headers })).json().data,
    );
    expect(shown.problem_html).toBe(plainTextHtml(stored));
    expect(shown.result_html).toBe(plainTextHtml(LONG_SOLUTION));
  });

  it('read from a row without HTML, answers the escaped text rather than an error', async () => {
    const res = await submitTask(t, user, { problem_text: '求 $\\frac{1}{2}$ 的倒数', generate_video: 'false' });
    const { problem_id } = res.json().data as { problem_id: string };
    await t.database.db.update(problems).set({ problemText: LONG_PROBLEM, problemHtml: null }).where(eq(problems.id, problem_id));
    const detail = await t.app.inject({ method: 'GET', url: `/api/v1/problems/${problem_id}/detail`, headers: user.headers });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data.problem_html).toBe(plainTextHtml(LONG_PROBLEM));
  });
});
