import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createJobs, type TaskJobs } from '../../server/jobs';
import { liveJobs } from '../../server/jobs/queue';
import { createDefaultPipelineDeps } from '../../server/pipeline/default-deps';
import type { PipelineLog } from '../../server/pipeline/types';
import { type FakeOpenAI, type RecordedRequest, startFakeOpenAI } from '../support/fake-openai';
import { type RegisteredUser, registerUser } from '../support/fixtures';
import { PNG_1X1 } from '../support/fixtures';
import { samePixels } from '../support/images';
import { type SubmittedFile, submitTask, waitFor } from '../support/task-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * The whole server as deployed with an OpenAI-compatible model: real app, real pg-boss worker, the
 * default pipeline wiring (the solver is chosen from config, nothing injected), and a real local
 * HTTP server standing in for the model API. Everything is observed through the HTTP API.
 */

const API_KEY = 'sk-zhijian-test-key';
const TEXT_MODEL = 'zj-text-model';
const VISION_MODEL = 'zj-vision-model';
const SIGNUP_CREDITS = 20;
const COST_TEXT = 2;

const QUADRATIC = '解方程 x^2-5x+6=0';
const answerReply = (finalLine: string) => ['学科：math；题型：solution', '**解**：因式分解得 $(x-2)(x-3)=0$。', '', finalLine].join('\n');

// A generous wait, not a speed check: the first task also starts the worker threads, slow on a busy machine.
describe('LLM solver through the real queue and the default pipeline', { timeout: 90_000 }, () => {
  let ai: FakeOpenAI;
  let t: TestApp;
  let jobs: TaskJobs;
  const errors: string[] = [];
  const log: PipelineLog = {
    info: () => {},
    warn: () => {},
    error: (obj, msg) => errors.push(`${msg} ${String((obj as { err?: unknown }).err ?? '')}`),
  };

  beforeAll(async () => {
    ai = await startFakeOpenAI();
    t = await createTestApp(
      {
        LLM_BASE_URL: ai.url,
        LLM_API_KEY: API_KEY,
        LLM_MODEL: TEXT_MODEL,
        LLM_VISION_MODEL: VISION_MODEL,
        LLM_TIMEOUT_MS: '5000',
        SIGNUP_CREDITS: String(SIGNUP_CREDITS),
        COST_TEXT: String(COST_TEXT),
      },
      async ({ config, database, bus }) => {
        jobs = await createJobs({
          config,
          database,
          bus,
          log,
          pipeline: createDefaultPipelineDeps(config),
          pollingIntervalSeconds: 0.5,
          watchdogMs: 200,
        });
        await jobs.startWorker();
        return jobs;
      },
    );
  });
  afterAll(async () => {
    await t?.close();
    await ai?.close();
  });
  afterEach(() => {
    // A reply left in the queue would be taken by the next test's task.
    expect(ai.pending()).toBe(0);
    expect(errors).toEqual([]);
  });

  async function submit(user: RegisteredUser, fields: Record<string, string>, files: SubmittedFile[] = []): Promise<string> {
    const res = await submitTask(t, user, { generate_video: 'false', ...fields }, files);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.task_id as string;
  }

  async function getTask(user: RegisteredUser, taskId: string) {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/tasks/${taskId}`, headers: user.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  }

  const finished = (user: RegisteredUser, taskId: string) =>
    waitFor(async () => {
      const task = await getTask(user, taskId);
      return ['completed', 'failed', 'stopped'].includes(task.status) ? task : null;
    }, 80_000);

  async function balance(user: RegisteredUser): Promise<number> {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: user.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.credits;
  }

  async function ledgerOfTask(user: RegisteredUser, taskId: string): Promise<{ reason: string; delta: number }[]> {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/credits/ledger?page=1&page_size=100', headers: user.headers });
    expect(res.statusCode, res.body).toBe(200);
    const items: { reason: string; delta: number; task_id: string | null }[] = res.json().data.items;
    return items
      .filter((i) => i.task_id === taskId)
      .reverse()
      .map(({ reason, delta }) => ({ reason, delta }));
  }

  /** Submits, waits until the task ends, and returns it with the model requests it caused. */
  async function solveThrough(user: RegisteredUser, fields: Record<string, string>, files: SubmittedFile[] = []) {
    const seen = ai.requests.length;
    const taskId = await submit(user, fields, files);
    const task = await finished(user, taskId);
    return { taskId, task, requests: ai.requests.slice(seen) as RecordedRequest[] };
  }

  it('picks the LLM solver from LLM_BASE_URL alone', () => {
    expect(t.config.SOLVER).toBe('llm');
  });

  it('an answer the offline engine agrees with completes as 已验证, charged once', async () => {
    const user = await registerUser(t);
    ai.enqueue({ content: answerReply('最终答案：x=2 或 x=3') });
    const { taskId, task, requests } = await solveThrough(user, { problem_text: QUADRATIC });

    expect(task.error).toBeNull();
    expect(task).toMatchObject({
      status: 'completed',
      stage: 'done',
      progress: 100,
      charge_state: 'charged',
      cost: COST_TEXT,
      engine: `llm:${TEXT_MODEL}`,
    });
    expect(task.verification).toEqual({ status: 'verified', note: '已用离线引擎验证' });
    expect(task.final_answer).toBe('x=2 或 x=3');
    expect(task.result_markdown).toContain('因式分解得 $(x-2)(x-3)=0$');
    expect(task.result_markdown).not.toContain('学科：');
    expect(task.subject).toBe('math');
    expect(task.events.map((e: { stage: string }) => e.stage)).toEqual(['queued', 'solving', 'verifying', 'done']);
    expect(requests).toHaveLength(1);

    expect(await ledgerOfTask(user, taskId)).toEqual([{ reason: 'task_hold', delta: -COST_TEXT }]);
    expect(await balance(user)).toBe(SIGNUP_CREDITS - COST_TEXT);
  });

  it('the request carries the API key, the model, a system prompt and the problem', async () => {
    const user = await registerUser(t);
    ai.enqueue({ content: answerReply('最终答案：$x_1=2,\\ x_2=3$') });
    const { task, requests } = await solveThrough(user, { problem_text: QUADRATIC });
    expect(task.status).toBe('completed');

    expect(requests).toHaveLength(1);
    const [req] = requests;
    expect(req.method).toBe('POST');
    expect(req.path).toBe('/v1/chat/completions');
    expect(req.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(req.headers['content-type']).toMatch(/^application\/json/);
    expect(req.body.model).toBe(TEXT_MODEL);
    const [system, userMessage, ...rest] = req.body.messages;
    expect(rest).toEqual([]);
    expect(system.role).toBe('system');
    expect(system.content).toContain('最终答案');
    expect(system.content).toContain('学科');
    expect(userMessage).toEqual({ role: 'user', content: `题目：\n${QUADRATIC}` });
  });

  it('an answer the offline engine contradicts completes as mismatch with a warning', async () => {
    const user = await registerUser(t);
    ai.enqueue({ content: answerReply('最终答案：x=1') });
    const { taskId, task } = await solveThrough(user, { problem_text: QUADRATIC });

    expect(task.error).toBeNull();
    expect(task).toMatchObject({ status: 'completed', charge_state: 'charged', engine: `llm:${TEXT_MODEL}`, final_answer: 'x=1' });
    expect(task.verification).toEqual({ status: 'mismatch', note: '离线引擎的验算结果与此答案不一致，请谨慎参考' });
    expect(await ledgerOfTask(user, taskId)).toEqual([{ reason: 'task_hold', delta: -COST_TEXT }]);
    expect(await balance(user)).toBe(SIGNUP_CREDITS - COST_TEXT);
  });

  it('a problem the offline engine cannot check completes as unverified', async () => {
    const user = await registerUser(t);
    ai.enqueue({
      content: [
        '学科：math；题型：solution',
        '$n^3-n=(n-1)n(n+1)$ 是三个连续整数之积，必被 2 和 3 整除。',
        '最终答案：$n^3-n$ 能被 $6$ 整除',
      ].join('\n'),
    });
    const { task } = await solveThrough(user, { problem_text: '证明：对任意正整数 n，n^3-n 能被 6 整除。' });

    expect(task.error).toBeNull();
    expect(task).toMatchObject({ status: 'completed', charge_state: 'charged', engine: `llm:${TEXT_MODEL}` });
    expect(task.verification).toEqual({ status: 'unverified', note: '此题无法自动验证' });
    expect(task.result_markdown).toContain('三个连续整数之积');
  });

  it('an API that keeps failing ends the task as failed, in Chinese, refunded exactly once', async () => {
    const user = await registerUser(t);
    const down = { status: 500, body: { error: { message: 'upstream exploded', type: 'server_error' } } };
    ai.enqueue(down, down, down);
    const started = Date.now();
    const { taskId, task, requests } = await solveThrough(user, { problem_text: QUADRATIC });

    expect(task).toMatchObject({
      status: 'failed',
      charge_state: 'refunded',
      result_markdown: null,
      final_answer: null,
      verification: null,
    });
    expect(task.error).toBe('解题服务暂时无法完成本题：模型服务暂时不可用（HTTP 500），已重试 2 次。积分已退回，请稍后重试。');
    expect(task.events.at(-1)).toMatchObject({ status: 'failed', stage: 'solving', message: task.error });
    // The first attempt and two retries, with the default backoff (1 s, then 2 s).
    expect(requests).toHaveLength(3);
    expect(Date.now() - started).toBeGreaterThanOrEqual(3000);

    // Nothing runs the task again (pg-boss never retries it) and the refund stays single.
    const requestsSoFar = ai.requests.length;
    await new Promise((r) => setTimeout(r, 1500));
    expect(ai.requests.length).toBe(requestsSoFar);
    expect(await liveJobs(t.database, [taskId])).toEqual([]);
    expect(await ledgerOfTask(user, taskId)).toEqual([
      { reason: 'task_hold', delta: -COST_TEXT },
      { reason: 'task_refund', delta: COST_TEXT },
    ]);
    expect(await balance(user)).toBe(SIGNUP_CREDITS);
  });

  it('a stop while the model is answering aborts the request and refunds once', async () => {
    const user = await registerUser(t);
    // Far longer than the test waits: only an aborted request lets the run end in time.
    ai.enqueue({ delayMs: 15_000, content: answerReply('最终答案：x=2 或 x=3') });
    const seen = ai.requests.length;
    const taskId = await submit(user, { problem_text: QUADRATIC });
    let outcome: string | undefined;
    const unsubscribe = jobs.onSettled((id, o) => {
      if (id === taskId) outcome = o;
    });
    try {
      await waitFor(async () => ai.requests.length > seen);
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/tasks/${taskId}/stop`, headers: user.headers });
      expect(res.statusCode, res.body).toBe(200);
      await waitFor(async () => outcome, 5_000);
    } finally {
      unsubscribe();
    }
    expect(outcome).toBe('stopped');

    const task = await getTask(user, taskId);
    expect(task).toMatchObject({
      status: 'stopped',
      charge_state: 'refunded',
      result_markdown: null,
      final_answer: null,
      verification: null,
    });
    expect(ai.requests.length - seen).toBe(1);
    expect(await ledgerOfTask(user, taskId)).toEqual([
      { reason: 'task_hold', delta: -COST_TEXT },
      { reason: 'task_refund', delta: COST_TEXT },
    ]);
    expect(await balance(user)).toBe(SIGNUP_CREDITS);
  });

  it('an image goes to the vision model as a data: URL part', async () => {
    const user = await registerUser(t);
    ai.enqueue({ content: answerReply('最终答案：x=2 或 x=3') });
    const { task, requests } = await solveThrough(user, { problem_text: '求图中方程的解' }, [
      { data: PNG_1X1, name: 'photo.png', type: 'image/png' },
    ]);

    expect(task.error).toBeNull();
    expect(task).toMatchObject({ status: 'completed', charge_state: 'charged', engine: `llm:${VISION_MODEL}` });
    expect(task.events.map((e: { stage: string }) => e.stage)).toContain('reading_image');

    expect(requests).toHaveLength(1);
    const [req] = requests;
    expect(req.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(req.body.model).toBe(VISION_MODEL);
    expect(req.body.messages[0].role).toBe('system');
    const parts: { type: string; text?: string; image_url?: { url: string } }[] = req.body.messages[1].content;
    expect(req.body.messages[1].role).toBe('user');
    expect(parts[0].type).toBe('text');
    expect(parts[0].text).toMatch(/^题目：\n求图中方程的解/);
    expect(parts.slice(1)).toEqual([{ type: 'image_url', image_url: { url: expect.stringMatching(/^data:image\/png;base64,/) } }]);
    // The stored image is the upload re-encoded (decision 0023): the same picture.
    const sent = Buffer.from(parts[1].image_url?.url.split(',')[1] ?? '', 'base64');
    expect(await samePixels(sent, PNG_1X1)).toBe(true);
  });
});
