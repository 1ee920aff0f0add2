// @vitest-environment node
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVisionReader, VISION_PROMPT, visionReaderFrom } from '../../server/ocr/vision-reader';
import { VISION_LONG_SIDE, VISION_MAX_BYTES, visionImageDataUrl } from '../../server/ocr/vision-image';
import { renderTextImage } from '../ocr/render-text-image';
import { imageUrlsOf, startModelServer } from './model-server';

type ModelServer = Awaited<ReturnType<typeof startModelServer>>;

const PAGE = renderTextImage(['1. 方程 2x+3=7 的解是', 'A. 1  B. 2  C. 3  D. 4']);
const MODEL_ANSWER = '以下是图片中的文字：\n```\n1．方程 $2x+3=7$ 的解是（　　）\nA．$1$\nB．$2$\nC．$3$\nD．$4$\n```';

async function decodedImage(dataUrl: string) {
  const m = /^data:image\/jpeg;base64,(.+)$/.exec(dataUrl);
  expect(m, 'a JPEG data: URL').not.toBeNull();
  const bytes = Buffer.from(m![1], 'base64');
  return { bytes: bytes.length, ...(await sharp(bytes).metadata()) };
}

describe('the vision reader: a chat completion with the page as an image, over real HTTP', () => {
  let server: ModelServer;
  const reader = (over: Partial<Parameters<typeof createVisionReader>[0]> = {}) =>
    createVisionReader({ baseUrl: server.baseUrl, apiKey: 'sk-test-123', model: 'vision-test', timeoutMs: 2000, retryBaseMs: 10, ...over });

  beforeAll(async () => {
    server = await startModelServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('sends the model, the key and the page as an image_url part, and cleans the answer (fences, lead-in, full-width forms)', async () => {
    server.answer(() => ({ content: MODEL_ANSWER }));
    const reading = await reader().read(PAGE);
    expect(reading).toEqual({ ok: true, text: '1.方程 $2x+3=7$ 的解是( )\nA.$1$\nB.$2$\nC.$3$\nD.$4$' });
    expect(server.requests).toHaveLength(1);
    const [req] = server.requests;
    expect(req.method).toBe('POST');
    expect(req.url).toBe('/v1/chat/completions');
    expect(req.headers.authorization).toBe('Bearer sk-test-123');
    expect(req.headers['content-type']).toBe('application/json');
    expect(req.body?.model).toBe('vision-test');
    const user = req.body?.messages?.find((m) => m.role === 'user');
    expect(user?.content).toEqual([
      { type: 'text', text: VISION_PROMPT },
      { type: 'image_url', image_url: { url: expect.stringMatching(/^data:image\/jpeg;base64,/) } },
    ]);
    expect(VISION_PROMPT).toContain('LaTeX');
  });

  it('never sends a huge photo: a 4000 × 3000 grainy picture goes as a gray JPEG of at most 2048 px and 3 MB', async () => {
    server.answer(() => ({ content: '1. 求 $1+1$' }));
    // Coarse grain (drawn at 1000 × 750, blown up) makes a 7 MB JPEG without a minute of noise generation.
    const grain = await sharp({
      create: { width: 1000, height: 750, channels: 3, background: '#f4f1e8', noise: { type: 'gaussian', mean: 128, sigma: 60 } },
    })
      .png()
      .toBuffer();
    const huge = await sharp(grain).resize(4000, 3000, { kernel: 'nearest' }).jpeg({ quality: 95 }).toBuffer();
    expect(huge.length).toBeGreaterThan(2 * VISION_MAX_BYTES);
    await reader().read(huge);
    const image = await decodedImage(imageUrlsOf(server.requests[0])[0]);
    expect(Math.max(image.width ?? 0, image.height ?? 0)).toBeLessThanOrEqual(VISION_LONG_SIDE);
    expect(image.bytes).toBeLessThanOrEqual(VISION_MAX_BYTES);
    expect(image.channels).toBe(1);
  }, 60_000);

  it('shrinks a page that is too many bytes at 2048 px, and gives up (for tesseract) when nothing fits', async () => {
    const page = await sharp(PAGE).resize({ width: 2400 }).png().toBuffer();
    const full = await decodedImage(await visionImageDataUrl(page));
    expect(full.width).toBe(VISION_LONG_SIDE);
    const shrunk = await decodedImage(await visionImageDataUrl(page, full.bytes - 1));
    expect(shrunk.width).toBeLessThan(VISION_LONG_SIDE);
    expect(shrunk.bytes).toBeLessThan(full.bytes);
    await expect(visionImageDataUrl(page, 1000)).rejects.toThrow('does not fit');
  });

  it('sends a photo stored sideways upright (its EXIF orientation applied)', async () => {
    server.answer(() => ({ content: '1. 求 $1+1$' }));
    const sideways = await sharp(PAGE).rotate(270).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const page = await sharp(PAGE).metadata();
    await reader().read(sideways);
    const image = await decodedImage(imageUrlsOf(server.requests[0])[0]);
    expect([image.width, image.height]).toEqual([page.width, page.height]);
  });

  it('gives up after one retry on 5xx, at once on 401, and says why', async () => {
    server.answer(() => ({ status: 503, error: 'overloaded' }));
    const busy = await reader().read(PAGE);
    expect(busy).toEqual({ ok: false, reason: expect.stringContaining('HTTP 503') });
    expect(server.requests).toHaveLength(2);
    server.answer(() => ({ status: 401, error: 'Incorrect API key provided' }));
    const refused = await reader().read(PAGE);
    expect(refused).toEqual({ ok: false, reason: expect.stringContaining('Incorrect API key provided') });
    expect(server.requests).toHaveLength(1);
  });

  it('stops waiting for a model that does not answer (per attempt timeout)', async () => {
    server.answer(() => ({ hang: true }));
    const started = Date.now();
    const reading = await reader({ timeoutMs: 300, maxRetries: 0 }).read(PAGE);
    expect(reading).toEqual({ ok: false, reason: expect.stringContaining('没有响应') });
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('rejects with the caller’s reason when the job is stopped while the model thinks', async () => {
    server.answer(() => ({ hang: true }));
    const controller = new AbortController();
    setTimeout(() => controller.abort('shutdown'), 200);
    await expect(reader({ timeoutMs: 10_000 }).read(PAGE, controller.signal)).rejects.toBe('shutdown');
  });

  it.each([
    ['an empty answer', { content: '' }, '没有返回文字'],
    ['only a fence', { content: '```\n\n```' }, '没有返回文字'],
    ['a refusal', { content: '抱歉，我无法识别这张图片中的内容。' }, '拒绝'],
    ['an English refusal', { content: "I'm sorry, but I can't help with transcribing this image." }, '拒绝'],
    ['replacement characters', { content: '1. \uFFFD\uFFFD\uFFFD\uFFFD 方程 \uFFFD\uFFFD' }, '乱码'],
    ['mojibake', { content: 'è¯·æŠŠè¿™å¼ è¯•å·ç…§ç‰‡ä¸Šçš„å…¨éƒ¨æ–‡å—' }, '乱码'],
    ['a model looping', { content: `1. 方程\n${'A. $x=1$\n'.repeat(12)}` }, '重复'],
    ['a body that is not JSON', { raw: '<html>502 Bad Gateway</html>' }, '无法解析'],
    ['no choices', { raw: '{"id":"x","choices":[]}' }, '无法解析'],
  ] as const)('fails on %s', async (_name, behaviour, reason) => {
    server.answer(() => behaviour);
    const reading = await reader().read(PAGE);
    expect(reading).toEqual({ ok: false, reason: expect.stringContaining(reason) });
  });

  it('keeps an exam’s own repetitions and blanks (underlines, the same option text) as text', async () => {
    const page = '1. 填空：$x^2=4$，则 $x=$______\n2. 下列说法正确的是\nA. 正确\nB. 正确\nC. 错误\nD. 错误';
    server.answer(() => ({ content: page }));
    expect(await reader().read(PAGE)).toEqual({
      ok: true,
      text: '1.填空:$x^2=4$,则 $x=$______\n2.下列说法正确的是\nA. 正确\nB. 正确\nC. 错误\nD. 错误',
    });
  });

  it('is configured by LLM_BASE_URL and LLM_VISION_MODEL, and absent without either', () => {
    const base = { LLM_BASE_URL: server.baseUrl, LLM_API_KEY: 'k', LLM_VISION_MODEL: 'vl', LLM_TIMEOUT_MS: 60000 };
    expect(visionReaderFrom(base)?.model).toBe('vl');
    expect(visionReaderFrom({ ...base, LLM_VISION_MODEL: undefined })).toBeNull();
    expect(visionReaderFrom({ ...base, LLM_BASE_URL: undefined })).toBeNull();
  });
});
