import type { Config } from '../config';
import { chatCompletion } from '../solver/llm/http';
import { modelTextProblem, stripModelWrapping } from './model-text';
import { normalizeModelText } from './normalize';
import { visionImageDataUrl } from './vision-image';

export type VisionReading = { ok: true; text: string } | { ok: false; reason: string };

/** Reads the text of a page photo with a vision model; every failure is a result with the reason, for a fallback. */
export interface VisionReader {
  readonly model: string;
  read(image: Buffer, signal?: AbortSignal): Promise<VisionReading>;
}

export interface VisionReaderOptions {
  /** OpenAI-compatible base URL, e.g. "https://api.example.com/v1". */
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** Per attempt. */
  timeoutMs: number;
  /** Retries after the first attempt (network errors, timeouts, 429, 5xx); tesseract is the fallback after that. */
  maxRetries?: number;
  retryBaseMs?: number;
  fetch?: typeof fetch;
}

export const VISION_PROMPT = [
  '请把这张试卷照片上的全部文字原样转写出来，不要解题，不要解释，不要添加图片上没有的内容。',
  '要求：',
  '1. 按从上到下、从左到右的阅读顺序输出，保留原有的题号（如“1.”“2、”“（3）”）和大题标题，每道题另起一行。',
  '2. 选择题的每个选项（A. B. C. D.）单独成行。',
  '3. 数学公式、化学式和物理量用 LaTeX 写在 $...$ 中，例如 $x^2-5x+6=0$、$\\frac{3}{4}$、$\\sqrt{2}$。',
  '4. 只输出转写的文字本身，不要使用代码块。',
  '5. 如果图片上没有文字，输出空内容。',
].join('\n');

/** A page's text is short work; the fallback is ready, so a slow provider is not waited on for long. */
const VISION_TIMEOUT_CAP_MS = 60_000;

/** The reader of the configured vision model, or null when none is configured (LLM_BASE_URL and LLM_VISION_MODEL). */
export function visionReaderFrom(
  config: Pick<Config, 'LLM_BASE_URL' | 'LLM_API_KEY' | 'LLM_VISION_MODEL' | 'LLM_TIMEOUT_MS'>,
): VisionReader | null {
  if (!config.LLM_BASE_URL || !config.LLM_VISION_MODEL) return null;
  return createVisionReader({
    baseUrl: config.LLM_BASE_URL,
    apiKey: config.LLM_API_KEY,
    model: config.LLM_VISION_MODEL,
    timeoutMs: Math.min(config.LLM_TIMEOUT_MS, VISION_TIMEOUT_CAP_MS),
  });
}

/**
 * A chat completion with the page as an image_url part (a normalised JPEG data: URL, size-capped) through
 * the LLM solver's HTTP client (server/solver/llm/http.ts: timeout per attempt, backoff on 429 and 5xx).
 * The answer is cleaned (NFKC, code fences and a lead-in line dropped) and checked: an empty, refusing or
 * garbled answer is a failure like an HTTP error. An abort of `signal` rejects with its reason.
 */
export function createVisionReader(opts: VisionReaderOptions): VisionReader {
  const http = {
    baseUrl: opts.baseUrl,
    apiKey: opts.apiKey,
    timeoutMs: opts.timeoutMs,
    maxRetries: opts.maxRetries ?? 1,
    retryBaseMs: opts.retryBaseMs ?? 1000,
    fetch: opts.fetch ?? globalThis.fetch,
  };
  return {
    model: opts.model,
    async read(image, signal) {
      const url = await visionImageDataUrl(image);
      signal?.throwIfAborted();
      const body = {
        model: opts.model,
        temperature: 0,
        messages: [
          {
            role: 'user',
            content: [
              { type: 'text', text: VISION_PROMPT },
              { type: 'image_url', image_url: { url } },
            ],
          },
        ],
      };
      const reply = await chatCompletion(http, body, signal);
      if (!reply.ok) return reply;
      const text = normalizeModelText(stripModelWrapping(reply.content));
      const problem = modelTextProblem(text);
      return problem ? { ok: false, reason: problem } : { ok: true, text };
    },
  };
}
