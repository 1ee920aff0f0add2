// @vitest-environment node
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOcr, OcrError } from '../../server/ocr';
import { charAccuracy } from './char-accuracy';
import { renderTextImage } from './render-text-image';

const LINES = ['解方程 x^2-5x+6=0', '已知函数 f(x)=2x+1，求 f(3)'];
const fixtureDir = path.join(import.meta.dirname, '..', 'fixtures', 'ocr');

describe('createOcr (tesseract.js, offline chi_sim+eng)', () => {
  const ocr = createOcr();
  let dir: string;
  let imagePath: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'zhijian-ocr-test-'));
    imagePath = path.join(dir, 'problem.png');
    await writeFile(imagePath, renderTextImage(LINES));
  });

  afterAll(async () => {
    await ocr.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('reads printed Chinese and math: ≥ 85 % of the characters, the numbers exactly', async () => {
    const started = performance.now();
    const { text, confidence } = await ocr.recognize(imagePath);
    console.info(`OCR first image ${Math.round(performance.now() - started)} ms, confidence ${confidence}: ${JSON.stringify(text)}`);
    expect(charAccuracy(LINES.join('\n'), text)).toBeGreaterThanOrEqual(0.85);
    for (const key of ['解方程', '已知函数', '求', 'f(x)', 'f(3)', '5x+6=0', '2x+1']) expect(text).toContain(key);
    expect(text.replace(/\D/g, '')).toBe('2560213');
    expect(text).not.toMatch(/[\u4e00-\u9fff] [\u4e00-\u9fff]/);
    expect(text.split('\n')).toHaveLength(2);
    expect(confidence).toBeGreaterThan(50);
    expect(confidence).toBeLessThanOrEqual(100);
  }, 60_000);

  it('queues concurrent calls on one worker and answers each', async () => {
    const started = performance.now();
    const results = await Promise.all([ocr.recognize(imagePath), ocr.recognize(imagePath), ocr.recognize(imagePath)]);
    console.info(`OCR 3 queued images on a warm worker: ${Math.round(performance.now() - started)} ms`);
    for (const r of results) expect(charAccuracy(LINES.join('\n'), r.text)).toBeGreaterThanOrEqual(0.85);
  }, 60_000);

  it('rejects a file that is not an image with a clear error, and keeps working', async () => {
    const notImage = path.join(fixtureDir, 'not-an-image.png');
    await expect(ocr.recognize(notImage)).rejects.toMatchObject({
      name: 'OcrError',
      code: 'not_image',
      message: expect.stringContaining('不是支持的图片格式'),
    });
    const { text } = await ocr.recognize(imagePath);
    expect(text).toContain('解方程');
  }, 60_000);

  it('rejects a corrupt image (PNG signature, garbage body) without crashing the worker', async () => {
    const broken = path.join(dir, 'broken.png');
    await writeFile(broken, Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)]));
    await expect(ocr.recognize(broken)).rejects.toBeInstanceOf(OcrError);
    await expect(ocr.recognize(broken)).rejects.toMatchObject({ code: 'not_image' });
    const { text } = await ocr.recognize(imagePath);
    expect(text).toContain('已知函数');
  }, 60_000);

  it('reports a missing file as not_found', async () => {
    await expect(ocr.recognize(path.join(dir, 'missing.png'))).rejects.toMatchObject({ code: 'not_found' });
  });

  it('drops a queued call when its signal aborts, and a running one too (rejecting with the reason)', async () => {
    const controller = new AbortController();
    const first = ocr.recognize(imagePath);
    const second = ocr.recognize(imagePath, controller.signal);
    controller.abort();
    await expect(second).rejects.toMatchObject({ name: 'AbortError' });
    await expect(first).resolves.toMatchObject({ text: expect.stringContaining('解方程') });

    const running = new AbortController();
    const third = ocr.recognize(imagePath, running.signal);
    const reason = new Error('task stopped');
    setTimeout(() => running.abort(reason), 20);
    await expect(third).rejects.toBe(reason);
    // The interrupted worker was replaced: the next call still works.
    await expect(ocr.recognize(imagePath)).resolves.toMatchObject({ text: expect.stringContaining('已知函数') });
  }, 60_000);

  it('refuses work after close()', async () => {
    const closed = createOcr();
    await closed.close();
    await expect(closed.recognize(imagePath)).rejects.toMatchObject({ code: 'failed' });
  });
});
