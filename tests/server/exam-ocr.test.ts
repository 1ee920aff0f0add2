import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examOcrJobs, uploads } from '../../server/db/schema';
import { createJobs, type TaskJobs } from '../../server/jobs';
import { lazyOcr } from '../../server/ocr/lazy';
import { renderTextImage } from '../ocr/render-text-image';
import { countRows, formData, PNG_1X1 } from '../support/fixtures';
import { pngBomb } from '../support/images';
import { balanceOf, createUser, fakePipeline, ledgerOf, silentLog, type TestUser, waitFor } from '../support/task-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';

const NOT_AN_IMAGE = readFileSync(path.join(import.meta.dirname, '..', 'fixtures', 'ocr', 'not-an-image.png'));
const COST = 3;
const PAGE = ['一、选择题', '1. 方程 2x+3=7 的解是 A. 1 B. 2 C. 3 D. 4', '二、解答题', '2、解方程 x^2-5x+6=0', '3. 计算 12×(3+4) 的值'];

/** A rendered page at least as large as a photo of one (short renders are padded with white paper below). */
async function examPage(lines: string[]): Promise<Buffer> {
  const image = renderTextImage(lines);
  const { height = 0 } = await sharp(image).metadata();
  return sharp(image)
    .extend({ bottom: Math.max(0, 600 - height), background: '#ffffff' })
    .png()
    .toBuffer();
}

type Recognize = (image: Buffer) => Promise<{ text: string; confidence: number }>;

describe('exam OCR: a photo of an exam page becomes questions, on the job queue', () => {
  let t: TestApp;
  let jobs: TaskJobs;
  const realOcr = lazyOcr();
  /** null: the real engine (tesseract.js); else a fake reader. */
  let fake: Recognize | null = null;
  let student: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ EXAM_OCR_COST: String(COST) }, async ({ config, database, bus }) => {
      jobs = await createJobs({
        config,
        database,
        bus,
        log: silentLog,
        pipeline: fakePipeline(),
        pollingIntervalSeconds: 0.5,
        examOcr: async () => (fake ? { recognizeImage: fake } : realOcr.get()),
      });
      await jobs.startWorker();
      return jobs;
    });
    student = await createUser(t.config, t.database, { credits: 10 });
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await realOcr.close();
  });

  const convert = (image: Buffer, user: TestUser = student) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/exam-ocr/convert',
      headers: user.headers,
      payload: formData({}, [{ field: 'image', data: image, filename: 'page.png' }]),
    });
  const get = (what: 'status' | 'result', id: string, user: TestUser = student) =>
    t.app.inject({ method: 'GET', url: `/api/v1/exam-ocr/${what}/${id}`, headers: user.headers });
  const finished = (id: string) =>
    waitFor(
      async () => {
        const s = (await get('status', id)).json().data;
        return s.status === 'completed' || s.status === 'failed' ? s : null;
      },
      60_000,
      100,
      'the exam reading to finish',
    );
  const stored = async () => ({
    jobs: await countRows(t.database, examOcrJobs),
    uploads: await countRows(t.database, uploads),
    files: readdirSync(t.config.uploadsDir).length,
  });

  it('answers a job id at once, reads the page on the worker, charges the cost and splits the questions', async () => {
    fake = null;
    const before = await balanceOf(t.database, student.id);
    const res = await convert(await examPage(PAGE));
    expect(res.statusCode, res.body).toBe(200);
    const { job_id } = res.json().data;
    expect(job_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await balanceOf(t.database, student.id)).toBe(before - COST);
    const status = await finished(job_id);
    expect(status).toMatchObject({ status: 'completed', progress: 100, error: null, cost: COST });
    const result = (await get('result', job_id)).json().data;
    expect(result.questions.map((q: { number: number }) => q.number)).toEqual([1, 2, 3]);
    expect(result.questions[0].options.map((o: { label: string }) => o.label)).toEqual(['A', 'B', 'C', 'D']);
    expect(result.questions[0].text).toContain('方程');
    expect(result.questions[1].text.replace(/\s/g, '')).toContain('5x+6=0');
    expect(result.questions[2].options).toEqual([]);
    expect(result.text).toContain('选择题');
    expect(result.message).toBeNull();
    expect(await balanceOf(t.database, student.id)).toBe(before - COST);
    const ledger = await ledgerOf(t.database, student.id);
    expect(ledger.filter((r) => r.reason === 'exam_ocr_hold')).toHaveLength(1);
    expect(ledger.filter((r) => r.reason === 'exam_ocr_refund')).toHaveLength(0);
    const list = (await t.app.inject({ method: 'GET', url: '/api/v1/exam-ocr', headers: student.headers })).json().data;
    expect(list.items[0]).toMatchObject({ job_id, status: 'completed', question_count: 3 });
  }, 90_000);

  it('completes a blank page with no questions, a clear message and the credits back', async () => {
    fake = null;
    const before = await balanceOf(t.database, student.id);
    const { job_id } = (await convert(await examPage(['']))).json().data;
    expect(await finished(job_id)).toMatchObject({ status: 'completed' });
    const result = (await get('result', job_id)).json().data;
    expect(result).toMatchObject({ text: '', questions: [], message: expect.stringContaining('没有识别到文字') });
    expect(await balanceOf(t.database, student.id)).toBe(before);
  }, 90_000);

  it('fails a reading the engine cannot finish, refunds it once and says so in status and result', async () => {
    fake = async () => {
      throw new Error('engine crashed');
    };
    const before = await balanceOf(t.database, student.id);
    const { job_id } = (await convert(await examPage(['1. 求 1+1']))).json().data;
    const status = await finished(job_id);
    expect(status).toMatchObject({ status: 'failed', error: '试卷识别失败，积分已退回，请稍后重试' });
    const result = await get('result', job_id);
    expect(result.statusCode).toBe(409);
    expect(result.json().message).toBe('试卷识别失败，积分已退回，请稍后重试');
    expect(await balanceOf(t.database, student.id)).toBe(before);
    const refunds = (await ledgerOf(t.database, student.id)).filter((r) => r.reason === 'exam_ocr_refund' && r.note?.includes(job_id));
    expect(refunds).toHaveLength(1);
  });

  it('turns text without numbers into one question and explains why', async () => {
    fake = async () => ({ text: '已知函数 f(x)=x^2，求 f(3)', confidence: 90 });
    const { job_id } = (await convert(await examPage(['已知函数']))).json().data;
    await finished(job_id);
    const result = (await get('result', job_id)).json().data;
    expect(result.questions).toEqual([{ number: 1, text: '已知函数 f(x)=x^2，求 f(3)', options: [] }]);
    expect(result.message).toContain('没有找到题号');
  });

  it('shows a job to its owner only: anyone else, and an unknown or malformed id, get 404', async () => {
    fake = async () => ({ text: '1. 求 1+1', confidence: 90 });
    const { job_id } = (await convert(await examPage(['1. 求 1+1']))).json().data;
    await finished(job_id);
    const other = await createUser(t.config, t.database);
    for (const what of ['status', 'result'] as const) {
      const res = await get(what, job_id, other);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, message: '请求的资源不存在' });
      expect((await get(what, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
      expect((await get(what, 'not-a-uuid')).statusCode).toBe(404);
    }
    const list = (await t.app.inject({ method: 'GET', url: '/api/v1/exam-ocr', headers: other.headers })).json().data;
    expect(list.items).toEqual([]);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/v1/exam-ocr/status/${job_id}` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses bad images with a clear 4xx, stores nothing and charges nothing', async () => {
    const page = await examPage(['1. 求 1+1']);
    const cases: Array<[string, Buffer, number, string]> = [
      ['not an image', NOT_AN_IMAGE, 400, '文件类型不支持，支持的类型：image/jpeg, image/png, image/gif, image/webp'],
      ['an empty file', Buffer.alloc(0), 400, '文件为空'],
      ['a truncated image', page.subarray(0, Math.floor(page.length / 2)), 400, '图片已损坏或无法读取'],
      ['a 1 × 1 image', PNG_1X1, 400, '图片太小（至少 200 × 200 像素），无法识别试卷，请拍摄整页后重新上传'],
      ['20000 × 20000 pixels', await pngBomb(20_000, 20_000), 400, '图片尺寸过大（最多 4000 万像素），请缩小后重新上传'],
    ];
    const truncatedJpeg = await sharp(page).jpeg().toBuffer();
    cases.push(['a truncated JPEG', truncatedJpeg.subarray(0, Math.floor(truncatedJpeg.length / 2)), 400, '图片已损坏或无法读取']);
    // A student of their own: these conversions would use up the first one's per-minute allowance.
    const sender = await createUser(t.config, t.database, { credits: 10 });
    const before = { stored: await stored(), balance: await balanceOf(t.database, sender.id) };
    for (const [name, data, status, message] of cases) {
      const res = await convert(data, sender);
      expect(res.statusCode, name).toBe(status);
      expect(res.json(), name).toMatchObject({ success: false, message });
    }
    expect(await stored()).toEqual(before.stored);
    expect(await balanceOf(t.database, sender.id)).toBe(before.balance);
  }, 60_000);

  it('refuses a student who cannot pay (402) and stores nothing', async () => {
    const poor = await createUser(t.config, t.database, { credits: COST - 1 });
    const before = await stored();
    const res = await convert(await examPage(['1. 求 1+1']), poor);
    expect(res.statusCode).toBe(402);
    expect(res.json().message).toBe(`积分不足，本次需要 ${COST} 积分，当前余额 ${COST - 1}`);
    expect(await stored()).toEqual(before);
    expect(await balanceOf(t.database, poor.id)).toBe(COST - 1);
  });

  it('shows the cost in the pricing call before a conversion starts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/credits/pricing' });
    expect(res.json().data.exam_ocr).toBe(COST);
  });

  it('keeps the row a failed-over job needs: a pending job no worker holds is queued again by recovery', async () => {
    fake = async () => ({ text: '1. 求 2+2', confidence: 90 });
    const [row] = await t.database.db
      .insert(examOcrJobs)
      .values({ userId: student.id, imageFile: 'missing.png', cost: 0 })
      .returning({ id: examOcrJobs.id });
    // Its file is gone, so the recovered run fails; what matters is that it runs.
    await t.database.db
      .update(examOcrJobs)
      .set({ updatedAt: new Date(Date.now() - 60_000) })
      .where(eq(examOcrJobs.id, row.id));
    const { recoverExamOcr } = await import('../../server/jobs/exam-ocr-recovery');
    const { startBoss } = await import('../../server/jobs/queue');
    const boss = await startBoss(t.database, () => {});
    try {
      const recovered = await recoverExamOcr(t.database, boss, (id) => jobs.enqueueExamOcr(id), { activeIsDead: false, minAgeMs: 30_000 });
      expect(recovered).toEqual([row.id]);
    } finally {
      await boss.stop({ graceful: false, close: false, wait: true });
    }
    expect(await finished(row.id)).toMatchObject({ status: 'failed' });
  });
});
