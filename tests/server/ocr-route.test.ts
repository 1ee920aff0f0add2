import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problems, tasks, uploads } from '../../server/db/schema';
import { OCR_REQUESTS_PER_MINUTE } from '../../server/routes/ocr';
import { renderPhoto, WORKSHEET } from '../ocr/render-photo';
import { renderTextImage } from '../ocr/render-text-image';
import { countRows, formData, PNG_1X1 } from '../support/fixtures';
import { pngBomb } from '../support/images';
import {
  createUser,
  fakeSolver,
  runPipeline,
  type SubmittedFile,
  solvedOutcome,
  submitTask,
  type TestUser,
} from '../support/task-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';

const NOT_AN_IMAGE = readFileSync(path.join(import.meta.dirname, '..', 'fixtures', 'ocr', 'not-an-image.png'));

describe('POST /api/v1/ocr: the text of a photo, read before the task is submitted', () => {
  let t: TestApp;
  let student: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    student = await createUser(t.config, t.database);
  });
  afterAll(() => t.close());

  const read = (payload: FormData | string, headers: Record<string, string> = student.headers) =>
    t.app.inject({ method: 'POST', url: '/api/v1/ocr', headers, payload });
  const image = (data: Buffer, field = 'image') => formData({}, [{ field, data, filename: 'photo.png' }]);
  /** Uploads rows and files, problems and tasks: the route must leave all of them as they were. */
  const stored = async () => ({
    uploads: await countRows(t.database, uploads),
    files: readdirSync(t.config.uploadsDir).length,
    problems: await countRows(t.database, problems),
    tasks: await countRows(t.database, tasks),
  });

  it('reads a photo of a worksheet with the real OCR engine and stores nothing', async () => {
    const before = await stored();
    const res = await read(image(renderPhoto(WORKSHEET)));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: '识别完成' });
    expect(Object.keys(body.data)).toEqual(['text']);
    const lines = body.data.text.split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toContain('计算');
    expect(lines[1].replace(/\s/g, '')).toBe('2.解方程3x-5=10');
    expect(lines[2]).toContain('已知');
    expect(await stored()).toEqual(before);
  }, 60_000);

  it('answers an empty text for a blank page', async () => {
    const res = await read(image(renderTextImage([''])));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ text: '' });
  }, 60_000);

  it('refuses bad input with a clear 4xx and stores nothing', async () => {
    const before = await stored();
    const cases: Array<[string, Awaited<ReturnType<typeof read>>, number, string]> = [];
    const big = Buffer.alloc(10_485_761);
    PNG_1X1.copy(big);
    cases.push([
      'not an image',
      await read(image(NOT_AN_IMAGE)),
      400,
      '文件类型不支持，支持的类型：image/jpeg, image/png, image/gif, image/webp',
    ]);
    cases.push(['empty file', await read(image(Buffer.alloc(0))), 400, '文件为空']);
    cases.push([
      'a 30000 × 30000 pixel bomb',
      await read(image(await pngBomb(30_000, 30_000))),
      400,
      '图片尺寸过大（最多 4000 万像素），请缩小后重新上传',
    ]);
    cases.push(['over 10 MB', await read(image(big)), 413, '文件大小超过限制']);
    cases.push(['no file', await read(formData({ note: 'x' })), 422, '请选择要识别的图片']);
    cases.push([
      'two files',
      await read(
        formData({}, [
          { field: 'image', data: PNG_1X1 },
          { field: 'image', data: PNG_1X1 },
        ]),
      ),
      413,
      '文件数量超过限制',
    ]);
    cases.push([
      'not multipart',
      await read('{"image":"x"}', { ...student.headers, 'content-type': 'application/json' }),
      415,
      '不支持的请求内容类型',
    ]);
    cases.push(['signed out', await read(image(renderPhoto(WORKSHEET)), {}), 401, '登录已过期，请重新登录']);
    cases.push([
      'bad token',
      await read(image(renderPhoto(WORKSHEET)), { authorization: 'Bearer nonsense' }),
      401,
      '登录已过期，请重新登录',
    ]);
    for (const [name, res, status, message] of cases) {
      expect({ name, status: res.statusCode, body: res.json() }).toEqual({
        name,
        status,
        body: expect.objectContaining({ success: false, message }),
      });
    }
    expect(await stored()).toEqual(before);
  });

  it('limits each student, not everyone: over the limit a 429, while another student still gets through', async () => {
    const busy = await createUser(t.config, t.database);
    // Cheap requests (no image) count the same as real ones: the limit is checked before the body is read.
    for (let i = 0; i < OCR_REQUESTS_PER_MINUTE; i++) expect((await read(formData({}), busy.headers)).statusCode).toBe(422);
    const limited = await read(image(PNG_1X1), busy.headers);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ success: false, message: '请求过于频繁，请稍后再试' });
    const other = await createUser(t.config, t.database);
    expect((await read(formData({}), other.headers)).statusCode).toBe(422);
  });
});

describe('submitting the text the student checked (ocr_text)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ COST_TEXT: '2', COST_VIDEO: '5', COST_TURBO: '3' });
  });
  afterAll(() => t.close());

  async function submit(fields: Record<string, string>, files: SubmittedFile[]) {
    const user = await createUser(t.config, t.database);
    return { res: await submitTask(t, user, fields, files), user };
  }

  it('keeps the photo and the corrected text; the worker solves that text without reading the photo again', async () => {
    const { res, user } = await submit({ ocr_text: '  已知 a=2，求 a^2+1 ', generate_video: 'false' }, [{ data: renderPhoto(WORKSHEET) }]);
    expect(res.statusCode, res.body).toBe(200);
    const { problem_id: problemId, task_id: taskId } = res.json().data;
    const [problem] = await t.database.db.select().from(problems).where(eq(problems.id, problemId));
    expect(problem).toMatchObject({ problemText: '', ocrText: '已知 a=2，求 a^2+1', subject: 'math' });
    expect(problem.imageFiles).toHaveLength(1);

    const readImages: string[] = [];
    const solver = fakeSolver(() => solvedOutcome('$5$'));
    const ocr = async () => ({
      recognize: async (p: string) => {
        readImages.push(p);
        return { text: '3.已知 a-2,求 az+1', confidence: 80 };
      },
      close: async () => {},
    });
    const outcome = await runPipeline(t, taskId, { ocr, solver: async () => solver });
    expect(outcome).toBe('completed');
    expect(readImages).toEqual([]);
    expect(solver.calls[0].text).toBe('已知 a=2，求 a^2+1');
    expect(solver.calls[0].imagePaths).toHaveLength(1);

    // The problem page shows the photo and the checked text; the history lists the problem by that text.
    const detail = (await t.app.inject({ method: 'GET', url: `/api/v1/problems/${problemId}/detail`, headers: user.headers })).json().data;
    expect(detail).toMatchObject({ problem_text: '', ocr_text: '已知 a=2，求 a^2+1' });
    expect(detail.image_urls).toHaveLength(1);
    const history = (await t.app.inject({ method: 'GET', url: '/api/v1/tasks', headers: user.headers })).json().data;
    expect(history.items[0]).toMatchObject({ task_id: taskId, problem_excerpt: '已知 a=2，求 a^2+1', final_answer: '$5$' });
  });

  it('refuses checked text without its photo (422) and stores nothing', async () => {
    const before = await countRows(t.database, problems);
    const { res } = await submit({ ocr_text: 'x+1=2' }, []);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: false, message: '识别文字需要和图片一起提交' });
    expect(await countRows(t.database, problems)).toBe(before);
  });

  it('refuses checked text over 5000 characters (422)', async () => {
    const { res } = await submit({ ocr_text: 'x'.repeat(5001) }, [{ data: PNG_1X1 }]);
    expect(res.statusCode).toBe(422);
  });
});
