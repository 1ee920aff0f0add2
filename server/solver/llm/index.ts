import type { ProblemType, Refused, SolveInput, SolveOutcome, Solver, Subject, Verification } from '../types';
import { chatCompletion } from './http';
import { imageDataUrls } from './images';
import { parseModelAnswer } from './parse';
import { buildMessages } from './prompt';

export type VerifyVerdict = 'agree' | 'disagree' | 'unknown';

export interface LlmSolverOptions {
  /** OpenAI-compatible base URL, e.g. "https://api.example.com/v1" (…/chat/completions is appended). */
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** Used instead of `model` when the input has images; without it images are not sent. */
  visionModel?: string;
  /** Per attempt. Default 90 000. */
  timeoutMs?: number;
  /** Retries after the first attempt (network errors, timeouts, 429, 5xx). Default 2. */
  maxRetries?: number;
  /** First backoff delay in ms, doubled on each retry (a Retry-After header wins). Default 1000. */
  retryBaseMs?: number;
  fetch?: typeof fetch;
  /** Independent check of the model's final answer, e.g. the offline engine's verifyAnswer. */
  verify: (text: string, answer: string) => Promise<VerifyVerdict>;
}

const VERIFICATION: Record<VerifyVerdict, Verification> = {
  agree: { status: 'verified', note: '已用离线引擎验证' },
  disagree: { status: 'mismatch', note: '离线引擎的验算结果与此答案不一致，请谨慎参考' },
  unknown: { status: 'unverified', note: '此题无法自动验证' },
};

/**
 * A solver backed by an OpenAI-compatible chat completions API. Every failure (API down after
 * retries, an answer without a final line) is a Refused with a Chinese reason; an abort of
 * input.signal rejects with the signal's reason.
 */
export function createLlmSolver(opts: LlmSolverOptions): Solver {
  const http = {
    baseUrl: opts.baseUrl,
    apiKey: opts.apiKey,
    timeoutMs: opts.timeoutMs ?? 90_000,
    maxRetries: opts.maxRetries ?? 2,
    retryBaseMs: opts.retryBaseMs ?? 1000,
    fetch: opts.fetch ?? globalThis.fetch,
  };
  return {
    name: `llm:${opts.model}`,
    async solve(input: SolveInput): Promise<SolveOutcome> {
      input.signal?.throwIfAborted();
      const type: ProblemType = input.problemType ?? 'solution';
      const images = opts.visionModel && input.imagePaths?.length ? await imageDataUrls(input.imagePaths) : [];
      if (!input.text.trim() && images.length === 0) return refuse('other', type, '题目内容为空，无法解答。');
      const model = images.length > 0 && opts.visionModel ? opts.visionModel : opts.model;
      const body = { model, messages: buildMessages(input.text, images), temperature: 0.2 };
      const reply = await chatCompletion(http, body, input.signal);
      if (!reply.ok) return refuse('other', type, `解题服务暂时无法完成本题：${reply.reason}。积分已退回，请稍后重试。`);
      const parsed = parseModelAnswer(reply.content);
      const subject: Subject = parsed.subject ?? 'other';
      const problemType = input.problemType ?? parsed.problemType ?? 'solution';
      if (parsed.gaveUp) return refuse(subject, problemType, '模型认为题目信息不全或无法解答，未给出答案。');
      if (!parsed.finalAnswer || !parsed.markdown) {
        return refuse(subject, problemType, '模型的解答没有给出可识别的最终答案，无法确认结果。');
      }
      let verdict: VerifyVerdict = 'unknown';
      try {
        verdict = await opts.verify(input.text, parsed.finalAnswer);
      } catch {
        // A failing checker leaves the answer unverified rather than losing it.
      }
      input.signal?.throwIfAborted();
      return {
        ok: true,
        subject,
        problemType,
        markdown: parsed.markdown,
        finalAnswer: parsed.finalAnswer,
        verification: VERIFICATION[verdict] ?? VERIFICATION.unknown,
        engine: `llm:${model}`,
      };
    },
  };
}

function refuse(subject: Subject, problemType: ProblemType, reason: string): Refused {
  return { ok: false, subject, problemType, reason };
}
