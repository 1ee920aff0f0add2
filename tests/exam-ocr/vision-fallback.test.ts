// @vitest-environment node
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobs, type TaskJobs } from '../../server/jobs';
import type { Log } from '../../server/log';
import { renderTextImage } from '../ocr/render-text-image';
import { formData, PNG_1X1 } from '../support/fixtures';
import { pngBomb } from '../support/images';
import { balanceOf, createUser, fakePipeline, ledgerOf, type TestUser, waitFor } from '../support/task-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';
import { imageUrlsOf, type ModelBehaviour, startModelServer } from './model-server';

const COST = 2;
const MODEL = 'qwen-vl-test';
const KEY = 'sk-exam-ocr-test';
/** What a vision model makes of the page: LaTeX math, full-width punctuation, options on their own lines. */
const MODEL_TEXT =
  '一、选择题\n1．方程 $2x+3=7$ 的解是（　　）\nA．$x=1$\nB．$x=2$\nC．$x=3$\nD．$x=4$\n2．计算 $\\frac{3}{4}+\\frac{1}{6}$ 的值';
const TESSERACT_TEXT = '1. 方程 2x+3=7 的解是\n2. 计算 3/4+1/6 的值';

type Recognize = (image: Buffer) => Promise<{ text: string; confidence: number }>;

describe('exam OCR with a vision model configured: the model reads the page, tesseract when it fails', () => {
  let t: TestApp;
  let model: Awaited<ReturnType<typeof startModelServer>>;
  let tesseract: Recognize;
  let tesseractCalls = 0;
  const warnings: { obj: Record<string, unknown>; msg: string }[] = [];
  const log: Log = { info: () => {}, error: () => {}, warn: (obj, msg) => warnings.push({ obj: obj as Record<string, unknown>, msg }) };
  let page: Buffer;

  beforeAll(async () => {
    model = await startModelServer();
    page = await sharp(renderTextImage(['1. 方程 2x+3=7 的解是', '2. 计算 3/4+1/6 的值']))
      .extend({ bottom: 300, background: '#ffffff' })
      .png()
      .toBuffer();
    const env = {
      EXAM_OCR_COST: String(COST),
      LLM_BASE_URL: model.baseUrl,
      LLM_API_KEY: KEY,
      LLM_VISION_MODEL: MODEL,
      LLM_TIMEOUT_MS: '400',
    };
    let jobs: TaskJobs;
    t = await createTestApp(env, async ({ config, database, bus }) => {
      jobs = await createJobs({
        config,
        database,
        bus,
        log,
        pipeline: fakePipeline(),
        pollingIntervalSeconds: 0.5,
        examOcr: async () => ({
          recognizeImage: (image: Buffer) => {
            tesseractCalls += 1;
            return tesseract(image);
          },
        }),
      });
      await jobs.startWorker();
      return jobs;
    });
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await model.close();
  });

  /** Converts the page for a fresh student with the model and tesseract behaving as told; the finished job and what it cost. */
  async function convert(behaviour: ModelBehaviour | ((i: number) => ModelBehaviour), offline: Recognize) {
    model.answer((_req, i) => (typeof behaviour === 'function' ? behaviour(i) : behaviour));
    tesseract = offline;
    tesseractCalls = 0;
    warnings.length = 0;
    const student: TestUser = await createUser(t.config, t.database, { credits: 10 });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/exam-ocr/convert',
      headers: student.headers,
      payload: formData({}, [{ field: 'image', data: page, filename: 'page.png' }]),
    });
    expect(res.statusCode, res.body).toBe(200);
    const { job_id } = res.json().data;
    const get = (what: string) => t.app.inject({ method: 'GET', url: `/api/v1/exam-ocr/${what}/${job_id}`, headers: student.headers });
    const status = await waitFor(
      async () => {
        const s = (await get('status')).json().data;
        return s.status === 'completed' || s.status === 'failed' ? s : null;
      },
      30_000,
      50,
      'the exam reading to finish',
    );
    const result = status.status === 'completed' ? (await get('result')).json().data : null;
    const ledger = await ledgerOf(t.database, student.id);
    return { job_id, status, result, spent: 10 - (await balanceOf(t.database, student.id)), ledger };
  }

  const neverCalled: Recognize = async () => {
    throw new Error('tesseract should not have been asked');
  };
  const offlineText: Recognize = async () => ({ text: TESSERACT_TEXT, confidence: 80 });

  it('uses the model’s text (LaTeX kept, full-width folded), asks it with the key, the model and the page, and charges', async () => {
    const run = await convert({ content: MODEL_TEXT }, neverCalled);
    expect(run.status).toMatchObject({ status: 'completed', progress: 100 });
    expect(tesseractCalls).toBe(0);
    expect(run.result.text).toContain('1.方程 $2x+3=7$ 的解是( )');
    expect(run.result.questions).toEqual([
      {
        number: 1,
        text: '方程 $2x+3=7$ 的解是( )',
        options: [
          { label: 'A', text: '$x=1$' },
          { label: 'B', text: '$x=2$' },
          { label: 'C', text: '$x=3$' },
          { label: 'D', text: '$x=4$' },
        ],
      },
      { number: 2, text: '计算 $\\frac{3}{4}+\\frac{1}{6}$ 的值', options: [] },
    ]);
    expect(run.spent).toBe(COST);
    expect(model.requests).toHaveLength(1);
    const [req] = model.requests;
    expect(req.url).toBe('/v1/chat/completions');
    expect(req.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(req.body?.model).toBe(MODEL);
    expect(imageUrlsOf(req)).toEqual([expect.stringMatching(/^data:image\/jpeg;base64,/)]);
    expect(warnings).toEqual([]);
  });

  it.each<[string, ModelBehaviour]>([
    ['answers 500 (after its retry)', { status: 500, error: 'upstream failed' }],
    ['does not answer in time', { hang: true }],
    ['answers nothing', { content: '' }],
    ['answers garbage', { content: '\uFFFD\uFFFD\uFFFD\u0001\u0002\uFFFD\uFFFD' }],
    ['refuses', { content: '抱歉，我无法识别这张图片。' }],
  ])('falls back to tesseract when the model %s, logs why, and charges as usual', async (_name, behaviour) => {
    const run = await convert(behaviour, offlineText);
    expect(run.status).toMatchObject({ status: 'completed' });
    expect(tesseractCalls).toBe(1);
    expect(run.result.text).toBe(TESSERACT_TEXT);
    expect(run.result.questions.map((q: { number: number }) => q.number)).toEqual([1, 2]);
    expect(run.spent).toBe(COST);
    expect(warnings).toEqual([
      {
        msg: expect.stringContaining('vision model failed'),
        obj: expect.objectContaining({ jobId: run.job_id, model: MODEL, reason: expect.any(String) }),
      },
    ]);
  });

  it('refunds once when both fail: the model errs and tesseract crashes', async () => {
    const run = await convert({ status: 502 }, async () => {
      throw new Error('engine crashed');
    });
    expect(run.status).toMatchObject({ status: 'failed', error: '试卷识别失败，积分已退回，请稍后重试' });
    expect(run.spent).toBe(0);
    expect(run.ledger.filter((r) => r.reason === 'exam_ocr_refund')).toHaveLength(1);
  });

  it('completes a page neither reader finds text on with the blank-page message and the credits back', async () => {
    const run = await convert({ content: '' }, async () => ({ text: '', confidence: 0 }));
    expect(run.status).toMatchObject({ status: 'completed' });
    expect(run.result).toMatchObject({ questions: [], message: expect.stringContaining('没有识别到文字') });
    expect(run.spent).toBe(0);
  });

  it('recovers on the model’s retry: a 503 then a good answer is the model’s text, not tesseract’s', async () => {
    const run = await convert((i) => (i === 0 ? { status: 503 } : { content: MODEL_TEXT }), neverCalled);
    expect(run.status).toMatchObject({ status: 'completed' });
    expect(model.requests).toHaveLength(2);
    expect(run.result.text).toContain('$2x+3=7$');
    expect(tesseractCalls).toBe(0);
  });

  it('sends no bad upload to the model: not an image, truncated, 1 × 1, 20 000 × 20 000 are refused before, free', async () => {
    model.answer(() => ({ content: MODEL_TEXT }));
    const student = await createUser(t.config, t.database, { credits: 10 });
    const cases: [string, Buffer, string][] = [
      ['not an image', Buffer.from('%PDF-1.4 not a picture'), '文件类型不支持'],
      ['a truncated image', page.subarray(0, Math.floor(page.length / 2)), '图片已损坏或无法读取'],
      ['a 1 × 1 image', PNG_1X1, '图片太小'],
      ['20 000 × 20 000 pixels', await pngBomb(20_000, 20_000), '图片尺寸过大'],
    ];
    for (const [name, data, message] of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/exam-ocr/convert',
        headers: student.headers,
        payload: formData({}, [{ field: 'image', data, filename: 'page.png' }]),
      });
      expect(res.statusCode, name).toBe(400);
      expect(res.json().message, name).toContain(message);
    }
    expect(model.requests).toEqual([]);
    expect(await balanceOf(t.database, student.id)).toBe(10);
  });
});
