import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLlmSolver, type LlmSolverOptions } from '../../server/solver/llm';
import { type FakeOpenAI, startFakeOpenAI } from '../support/fake-openai';

const GOOD = [
  '学科：math；题型：solution',
  '**解**：因式分解 $x^2 - 5x + 6 = (x-2)(x-3) = 0$。',
  '',
  '最终答案：$x_1 = 2,\\ x_2 = 3$',
].join('\n');

let ai: FakeOpenAI;
beforeEach(async () => {
  ai = await startFakeOpenAI();
});
afterEach(async () => {
  await ai.close();
});

function solver(extra: Partial<LlmSolverOptions> = {}) {
  return createLlmSolver({
    baseUrl: ai.url,
    apiKey: 'sk-test',
    model: 'text-model',
    retryBaseMs: 5,
    timeoutMs: 2000,
    verify: async () => 'unknown',
    ...extra,
  });
}

describe('LLM solver against a fake OpenAI server', () => {
  it('sends a chat completion request and returns the parsed solution', async () => {
    ai.enqueue({ content: GOOD });
    const verify = vi.fn(async () => 'agree' as const);
    const out = await solver({ verify }).solve({ text: '解方程 x^2 - 5x + 6 = 0' });
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(out.subject).toBe('math');
    expect(out.problemType).toBe('solution');
    expect(out.finalAnswer).toBe('$x_1 = 2,\\ x_2 = 3$');
    expect(out.markdown).toContain('因式分解');
    expect(out.markdown).not.toContain('学科');
    expect(out.engine).toBe('llm:text-model');
    expect(out.verification).toEqual({ status: 'verified', note: '已用离线引擎验证' });
    expect(verify).toHaveBeenCalledWith('解方程 x^2 - 5x + 6 = 0', '$x_1 = 2,\\ x_2 = 3$');

    expect(ai.requests).toHaveLength(1);
    const req = ai.requests[0];
    expect(req.method).toBe('POST');
    expect(req.path).toBe('/v1/chat/completions');
    expect(req.headers.authorization).toBe('Bearer sk-test');
    expect(req.body.model).toBe('text-model');
    expect(req.body.messages[0].role).toBe('system');
    expect(req.body.messages[0].content).toContain('最终答案');
    expect(req.body.messages[1]).toEqual({ role: 'user', content: '题目：\n解方程 x^2 - 5x + 6 = 0' });
  });

  it('maps the verifier verdicts to verification statuses', async () => {
    ai.enqueue({ content: GOOD }, { content: GOOD });
    const mismatch = await solver({ verify: async () => 'disagree' }).solve({ text: 'q' });
    const unknown = await solver({ verify: async () => 'unknown' }).solve({ text: 'q' });
    expect(mismatch.ok && mismatch.verification).toEqual({
      status: 'mismatch',
      note: '离线引擎的验算结果与此答案不一致，请谨慎参考',
    });
    expect(unknown.ok && unknown.verification).toEqual({ status: 'unverified', note: '此题无法自动验证' });
  });

  it('treats a throwing verifier as unknown', async () => {
    ai.enqueue({ content: GOOD });
    const out = await solver({ verify: async () => Promise.reject(new Error('boom')) }).solve({ text: 'q' });
    expect(out.ok && out.verification.status).toBe('unverified');
  });

  it('retries on 500 and 429, then succeeds', async () => {
    ai.enqueue({ status: 500 }, { status: 429, headers: { 'retry-after': '0' } }, { content: GOOD });
    const out = await solver().solve({ text: 'q' });
    expect(out.ok).toBe(true);
    expect(ai.requests).toHaveLength(3);
  });

  it('retries after a dropped connection', async () => {
    ai.enqueue({ drop: true }, { content: GOOD });
    const out = await solver().solve({ text: 'q' });
    expect(out.ok).toBe(true);
    expect(ai.requests).toHaveLength(2);
  });

  it('gives up after maxRetries and refuses with a Chinese reason', async () => {
    ai.enqueue({ status: 503 }, { status: 503 }, { status: 503 }, { content: GOOD });
    const out = await solver({ maxRetries: 2 }).solve({ text: 'q' });
    expect(out.ok).toBe(false);
    if (out.ok) return;
    expect(out.reason).toContain('HTTP 503');
    expect(out.reason).toContain('已重试 2 次');
    expect(ai.requests).toHaveLength(3);
    expect(ai.pending()).toBe(1);
  });

  it('does not retry a 400', async () => {
    ai.enqueue({ status: 400, body: { error: { message: 'bad model' } } }, { content: GOOD });
    const out = await solver().solve({ text: 'q' });
    expect(out.ok).toBe(false);
    if (!out.ok) expect(out.reason).toContain('HTTP 400');
    expect(out.ok || out.reason).toContain('bad model');
    expect(ai.requests).toHaveLength(1);
  });

  it('times out a slow attempt and retries', async () => {
    ai.enqueue({ delayMs: 1500, content: GOOD }, { content: GOOD });
    const started = Date.now();
    const out = await solver({ timeoutMs: 200 }).solve({ text: 'q' });
    expect(out.ok).toBe(true);
    expect(ai.requests).toHaveLength(2);
    expect(Date.now() - started).toBeLessThan(1400);
  });

  it('refuses when every attempt times out', async () => {
    ai.setDefault({ delayMs: 1000, content: GOOD });
    const out = await solver({ timeoutMs: 100, maxRetries: 1 }).solve({ text: 'q' });
    expect(out.ok).toBe(false);
    if (!out.ok) expect(out.reason).toContain('没有响应');
    expect(ai.requests).toHaveLength(2);
  });

  it('rejects with the abort reason when the caller aborts, without retrying', async () => {
    ai.setDefault({ delayMs: 1000, content: GOOD });
    const ctrl = new AbortController();
    const rejected = expect(solver({ timeoutMs: 5000 }).solve({ text: 'q', signal: ctrl.signal })).rejects.toThrow('stopped by user');
    // Abort while the server holds the request (a fixed delay raced the request on a loaded machine).
    await vi.waitFor(() => expect(ai.requests).toHaveLength(1), { timeout: 4000 });
    ctrl.abort(new Error('stopped by user'));
    await rejected;
    expect(ai.requests).toHaveLength(1);
  });

  it('refuses an answer without a final answer line', async () => {
    ai.enqueue({ content: '学科：math；题型：solution\n我觉得答案大概是 3 吧。' });
    const out = await solver().solve({ text: 'q' });
    expect(out.ok).toBe(false);
    if (!out.ok) {
      expect(out.reason).toContain('最终答案');
      expect(out.subject).toBe('math');
    }
  });

  it('refuses a malformed response body', async () => {
    ai.enqueue({ body: 'this is not json' });
    const out = await solver().solve({ text: 'q' });
    expect(out.ok).toBe(false);
    if (!out.ok) expect(out.reason).toContain('无法解析');
  });

  it('refuses when the model says it cannot solve the problem', async () => {
    ai.enqueue({ content: '学科：physics；题型：solution\n条件不足。\n最终答案：无法解答' });
    const out = await solver().solve({ text: 'q' });
    expect(out.ok).toBe(false);
    if (!out.ok) expect(out.subject).toBe('physics');
  });

  it('reads a sloppy header and bold final answer, falling back to defaults', async () => {
    ai.enqueue(
      { content: '**学科：化学 | 题型：选择题**\n分析……\n**最终答案：** B' },
      { content: '直接给解答。\n\n最终答案：\n$$\\boxed{42}$$' },
    );
    const first = await solver().solve({ text: 'q' });
    expect(first.ok && [first.subject, first.problemType, first.finalAnswer]).toEqual(['chemistry', 'choice', 'B']);
    const second = await solver().solve({ text: 'q', problemType: 'fill_in_blank' });
    expect(second.ok && [second.subject, second.problemType, second.finalAnswer]).toEqual(['other', 'fill_in_blank', '$$42$$']);
  });

  it('sends images as data URLs to the vision model', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'llm-test-'));
    try {
      const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
      const jpg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 9, 9]);
      await writeFile(join(dir, 'a.png'), png);
      await writeFile(join(dir, 'b.jpg'), jpg);
      ai.enqueue({ content: GOOD });
      const out = await solver({ visionModel: 'vision-model' }).solve({
        text: 'OCR 文本',
        imagePaths: [join(dir, 'a.png'), join(dir, 'b.jpg'), join(dir, 'missing.png')],
      });
      expect(out.ok && out.engine).toBe('llm:vision-model');
      const body = ai.requests[0].body;
      expect(body.model).toBe('vision-model');
      expect(body.messages[1].content).toEqual([
        { type: 'text', text: '题目：\nOCR 文本' },
        { type: 'image_url', image_url: { url: `data:image/png;base64,${png.toString('base64')}` } },
        { type: 'image_url', image_url: { url: `data:image/jpeg;base64,${jpg.toString('base64')}` } },
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('uses the text model and sends no images without a vision model', async () => {
    ai.enqueue({ content: GOOD });
    await solver().solve({ text: 'q', imagePaths: ['/nonexistent.png'] });
    expect(ai.requests[0].body.model).toBe('text-model');
    expect(typeof ai.requests[0].body.messages[1].content).toBe('string');
  });

  it('refuses an empty problem without calling the API', async () => {
    const out = await solver().solve({ text: '   ' });
    expect(out.ok).toBe(false);
    expect(ai.requests).toHaveLength(0);
  });
});
