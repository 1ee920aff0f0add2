export interface ChatHttpOptions {
  baseUrl: string;
  apiKey?: string;
  timeoutMs: number;
  maxRetries: number;
  /** First backoff delay; doubles on each retry. */
  retryBaseMs: number;
  fetch: typeof fetch;
}

export type ChatResult = { ok: true; content: string } | { ok: false; reason: string };

class AttemptFailure extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

/**
 * POST {baseUrl}/chat/completions with a timeout per attempt and exponential backoff on network
 * errors, timeouts, 429 and 5xx (never on other 4xx). Rejects with the caller's abort reason when
 * `signal` aborts; every other failure is a result with a Chinese reason.
 */
export async function chatCompletion(o: ChatHttpOptions, body: unknown, signal?: AbortSignal): Promise<ChatResult> {
  const url = `${o.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  let last = '';
  for (let attempt = 0; attempt <= o.maxRetries; attempt++) {
    signal?.throwIfAborted();
    try {
      return { ok: true, content: await attemptOnce(o, url, body, signal) };
    } catch (err) {
      if (signal?.aborted) throw signal.reason;
      if (!(err instanceof AttemptFailure)) throw err;
      last = err.message;
      if (!err.retryable) return { ok: false, reason: err.message };
      if (attempt < o.maxRetries) await sleep(err.retryAfterMs ?? o.retryBaseMs * 2 ** attempt, signal);
    }
  }
  return { ok: false, reason: `${last}，已重试 ${o.maxRetries} 次` };
}

async function attemptOnce(o: ChatHttpOptions, url: string, body: unknown, signal?: AbortSignal): Promise<string> {
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), o.timeoutMs);
  const combined = signal ? AbortSignal.any([signal, timeout.signal]) : timeout.signal;
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (o.apiKey) headers.authorization = `Bearer ${o.apiKey}`;
  let status: number;
  let text: string;
  let retryAfter: string | null;
  try {
    const res = await o.fetch(url, { method: 'POST', headers, body: JSON.stringify(body), signal: combined });
    status = res.status;
    retryAfter = res.headers.get('retry-after');
    text = await res.text();
  } catch {
    if (timeout.signal.aborted && !signal?.aborted) throw new AttemptFailure(`模型服务在 ${o.timeoutMs / 1000} 秒内没有响应`, true);
    throw new AttemptFailure('无法连接模型服务', true);
  } finally {
    clearTimeout(timer);
  }
  if (status === 429 || status >= 500) {
    throw new AttemptFailure(`模型服务暂时不可用（HTTP ${status}）`, true, retryAfterMs(retryAfter));
  }
  if (status < 200 || status >= 300) {
    throw new AttemptFailure(`模型服务拒绝了请求（HTTP ${status}${errorMessage(text)}）`, false);
  }
  const content = contentOf(text);
  if (content === null) throw new AttemptFailure('模型服务返回了无法解析的响应', false);
  return content;
}

function retryAfterMs(header: string | null): number | undefined {
  if (header === null) return undefined;
  const seconds = Number(header);
  return Number.isFinite(seconds) && seconds >= 0 ? Math.min(seconds * 1000, 30_000) : undefined;
}

function errorMessage(text: string): string {
  try {
    const msg = JSON.parse(text)?.error?.message;
    return typeof msg === 'string' && msg ? `：${msg.slice(0, 200)}` : '';
  } catch {
    return '';
  }
}

/** choices[0].message.content, as a string or as an array of text parts. */
function contentOf(text: string): string | null {
  try {
    const content = JSON.parse(text)?.choices?.[0]?.message?.content;
    if (typeof content === 'string') return content;
    if (Array.isArray(content)) {
      return content.map((p) => (p && typeof p.text === 'string' ? p.text : '')).join('');
    }
    return null;
  } catch {
    return null;
  }
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
