// @vitest-environment node
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemDetailSchema, problemSchema, taskSchema } from '../../contract/tasks';
import { problems, tasks } from '../../server/db/schema';
import { claimTask, completeTask } from '../../server/pipeline/store';
import { createUser, multipart, type TestUser } from '../support/task-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';

const SOLUTION = '**解**：因式分解得\n\n$$(x-2)(x-3)=0$$\n\n| 根 | 值 |\n| --- | --- |\n| $x_1$ | 2 |';
const ANSWER = '$x_1 = 2,\\ x_2 = 3$';

describe('rendered HTML, stored with problems and results and sent in single views', () => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    user = await createUser(t.config, t.database, { credits: 100 });
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: user.headers });

  /** A problem submitted over HTTP and its task completed by the pipeline's own write. */
  async function solvedTask(problemText = '解方程 $x^2-5x+6=0$') {
    const body = await multipart({ problem_text: problemText, generate_video: 'false' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/tasks/submit',
      headers: { ...user.headers, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(200);
    const ids = res.json().data as { task_id: string; problem_id: string };
    const claimed = await claimTask(t.database.db, ids.task_id);
    expect(claimed).not.toBeNull();
    const done = await completeTask(t.database.db, ids.task_id, claimed!.task.attempt, {
      resultMarkdown: SOLUTION,
      finalAnswer: ANSWER,
      verification: { status: 'verified', note: '代入检验' },
      engine: 'test',
      videoFile: null,
    });
    expect(done).toBe(true);
    return ids;
  }

  it('stores the problem text as HTML when the problem is submitted', async () => {
    const { problem_id } = await solvedTask();
    const [row] = await t.database.db.select().from(problems).where(eq(problems.id, problem_id));
    expect(row.problemHtml).toMatch(/<p>解方程 <span class="math-inline"><svg [^>]*aria-label="x 的平方 减 5 x 加 6 等于 0"/);
  });

  it('stores the solution and the final answer as HTML when the result is stored', async () => {
    const { task_id } = await solvedTask();
    const [row] = await t.database.db.select().from(tasks).where(eq(tasks.id, task_id));
    expect(row.resultHtml).toMatch(/<div class="math-display"[^>]*><svg /);
    expect(row.resultHtml).toMatch(/<div class="table-scroll"[^>]*><table>/);
    expect(row.finalAnswerHtml).toMatch(/^<svg class="math-glyphs".*<p><span class="math-inline"><svg /s);
  });

  it('GET /tasks/{id} sends the stored HTML, and the problem as a plain-text excerpt without TeX', async () => {
    const { task_id } = await solvedTask();
    const [row] = await t.database.db.select().from(tasks).where(eq(tasks.id, task_id));
    const task = taskSchema.parse((await get(`/api/v1/tasks/${task_id}`)).json().data);
    expect(task.result_html).toBe(row.resultHtml);
    expect(task.final_answer_html).toBe(row.finalAnswerHtml);
    expect(task.problem_html).toMatch(/<span class="math-inline"><svg /);
    expect(task.problem_excerpt).toBe('解方程 x²−5x+6=0');
  });

  it('GET /problems/{id} and /problems/{id}/detail send the problem and its solutions as HTML', async () => {
    const { problem_id, task_id } = await solvedTask();
    const problem = problemSchema.parse((await get(`/api/v1/problems/${problem_id}`)).json().data);
    expect(problem.problem_html).toContain('<svg');
    expect(problem.latest_task?.result_html).toContain('math-display');
    const detail = problemDetailSchema.parse((await get(`/api/v1/problems/${problem_id}/detail`)).json().data);
    expect(detail.problem_html).toBe(problem.problem_html);
    expect(detail.tasks.find((x) => x.task_id === task_id)?.result_html).toContain('math-display');
  });

  it('leaves HTML out of lists, which show excerpts', async () => {
    await solvedTask();
    const taskList = (await get('/api/v1/tasks')).json().data.items as Record<string, unknown>[];
    expect(taskList.length).toBeGreaterThan(0);
    for (const item of taskList) {
      expect(item).not.toHaveProperty('result_html');
      expect(item).not.toHaveProperty('problem_html');
      expect(item.problem_excerpt).not.toContain('$');
    }
    const problemList = (await get('/api/v1/problems')).json().data.items as Record<string, unknown>[];
    for (const item of problemList) expect(item).not.toHaveProperty('problem_html');
  });

  it('renders a row stored before the HTML columns on read, the same as if stored, and does not write it back', async () => {
    const { task_id, problem_id } = await solvedTask();
    const [before] = await t.database.db.select().from(tasks).where(eq(tasks.id, task_id));
    const [problemBefore] = await t.database.db.select().from(problems).where(eq(problems.id, problem_id));
    await t.database.db.update(tasks).set({ resultHtml: null, finalAnswerHtml: null }).where(eq(tasks.id, task_id));
    await t.database.db.update(problems).set({ problemHtml: null }).where(eq(problems.id, problem_id));

    const task = taskSchema.parse((await get(`/api/v1/tasks/${task_id}`)).json().data);
    expect(task.result_html).toBe(before.resultHtml);
    expect(task.final_answer_html).toBe(before.finalAnswerHtml);
    expect(task.problem_html).toBe(problemBefore.problemHtml);

    const [after] = await t.database.db.select().from(tasks).where(eq(tasks.id, task_id));
    expect(after.resultHtml).toBeNull();
  });

  it('sends null HTML for a task without a result yet', async () => {
    const body = await multipart({ problem_text: '求 $\\frac{1}{2}$ 的倒数', generate_video: 'false' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/tasks/submit',
      headers: { ...user.headers, ...body.headers },
      payload: body.payload,
    });
    const task = taskSchema.parse((await get(`/api/v1/tasks/${res.json().data.task_id}`)).json().data);
    expect(task.result_html).toBeNull();
    expect(task.final_answer_html).toBeNull();
    expect(task.problem_excerpt).toBe('求 1/2 的倒数');
  });
});
