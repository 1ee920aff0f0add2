import type { RefreshData } from '../../contract/auth';
import type { Envelope } from '../../contract/envelope';
import { apiBase, apiPath, debugBase } from '../lib/backend-url';
import { REQUEST_TIMEOUT_MS } from '../lib/constants';
import { getAccessToken, getRefreshToken, saveTokens } from '../lib/storage';
import { hasText } from './accept';
import { ApiError } from './errors';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  /** A JSON-serialisable object, or FormData for multipart. */
  body?: Record<string, unknown> | unknown[] | FormData;
  query?: Record<string, string | number | boolean | undefined | null>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Milliseconds; default 30 s (spec §9). */
  timeout?: number;
  /** false: no Bearer header and no refresh on 401 (login, register, refresh, password reset). */
  auth?: boolean;
  /** What a usable `data` looks like; anything else is a 'malformed' ApiError. Default: anything. */
  accept?: (data: unknown) => boolean;
  /** Which backend: the API (default) or the debug listener of spec §7 (VITE_DEBUG_API_URL). */
  base?: 'api' | 'debug';
  /** 'blob': a 2xx body is resolved as a Blob (a file), not read as JSON; failures read as usual. */
  as?: 'json' | 'blob';
}

/**
 * Gets fresh tokens and stores them; rejects when that is impossible. Concurrent callers must share
 * one in-flight refresh. The app wires the token-refresh machine here (configureRefresh); until then
 * a plain single-flight promise does the same job.
 */
export type RefreshFn = () => Promise<void>;

let refreshImpl: RefreshFn | null = null;
let fallbackInFlight: Promise<void> | null = null;

export function configureRefresh(fn: RefreshFn | null): void {
  refreshImpl = fn;
}

/** POST /auth/refresh with the stored refresh token; resolves with the rotated pair (not stored). */
export async function requestTokenRefresh(): Promise<RefreshData> {
  const refreshToken = getRefreshToken();
  if (!refreshToken) throw new ApiError({ status: 401 });
  const data = await apiRequest<RefreshData>('/auth/refresh', {
    method: 'POST',
    body: { refresh_token: refreshToken },
    auth: false,
    accept: hasText('access_token'),
  });
  return { access_token: data.access_token, refresh_token: data.refresh_token };
}

function fallbackRefresh(): Promise<void> {
  fallbackInFlight ??= requestTokenRefresh()
    .then((pair) => saveTokens(pair.access_token, pair.refresh_token))
    .finally(() => {
      fallbackInFlight = null;
    });
  return fallbackInFlight;
}

/** The one place that reads the envelope: a 2xx resolves with its data, every failure throws ApiError. */
function unwrap<T>(status: number, body: unknown, accept: RequestOptions['accept']): T {
  const env = body && typeof body === 'object' ? (body as Partial<Envelope<unknown>>) : {};
  const serverMessage = typeof env.message === 'string' ? env.message : undefined;
  const detail = typeof env.detail === 'string' ? env.detail : undefined;
  if (status < 200 || status >= 300) throw new ApiError({ status, serverMessage, detail });
  // A body without the envelope (a plain JSON value) is the data itself.
  const isEnvelope = !!body && typeof body === 'object' && 'success' in body;
  if (isEnvelope && env.success !== true) throw new ApiError({ status, code: 'rejected', serverMessage, detail });
  const data = isEnvelope ? env.data : (body ?? undefined);
  if (accept && !accept(data)) throw new ApiError({ status, code: 'malformed', serverMessage });
  return data as T;
}

/** The body as JSON when it is JSON, as text when it is not (an HTML error page from a proxy), undefined when empty. */
function parseBody(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function urlOf(path: string, query: RequestOptions['query'], base: RequestOptions['base']): string {
  let url = `${base === 'debug' ? debugBase() : apiBase()}${apiPath(path)}`;
  if (query) {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) params.append(k, String(v));
    const qs = params.toString();
    if (qs) url += `${url.includes('?') ? '&' : '?'}${qs}`;
  }
  return url;
}

/** One HTTP exchange with the platform's fetch: the caller's signal and the timeout both abort it. */
async function send<T>(path: string, opts: RequestOptions, token: string | null): Promise<T> {
  const headers: Record<string, string> = { Accept: opts.as === 'blob' ? '*/*' : 'application/json', ...opts.headers };
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData) body = opts.body;
  else if (opts.body !== undefined) {
    body = JSON.stringify(opts.body);
    headers['Content-Type'] = 'application/json';
  }
  const controller = new AbortController();
  const abort = () => controller.abort(opts.signal?.reason);
  if (opts.signal?.aborted) abort();
  opts.signal?.addEventListener('abort', abort, { once: true });
  const timer = setTimeout(() => controller.abort(new DOMException('timeout', 'TimeoutError')), opts.timeout ?? REQUEST_TIMEOUT_MS);
  let status: number;
  let data: unknown;
  try {
    const res = await fetch(urlOf(path, opts.query, opts.base), { method: opts.method ?? 'GET', headers, body, signal: controller.signal });
    status = res.status;
    if (opts.as === 'blob' && res.ok) return (await res.blob()) as T;
    data = parseBody(await res.text());
  } catch (err) {
    if (opts.signal?.aborted) throw opts.signal.reason ?? err;
    // No response at all: offline, DNS, refused connection, timeout.
    throw new ApiError({ status: null, cause: err });
  } finally {
    clearTimeout(timer);
    opts.signal?.removeEventListener('abort', abort);
  }
  return unwrap<T>(status, data, opts.accept);
}

/**
 * One call to the API. `path` is relative to /api/v1 ('/auth/me'); a full '/api/v1/…' path works too.
 * Resolves with the envelope's `data` (or a plain JSON body as it is); throws ApiError for every
 * failure: an HTTP error, success:false, a body `accept` refuses, no response, a timeout. On a 401 it
 * refreshes the tokens once (shared with every concurrent 401) and replays the request once.
 */
export async function apiRequest<T = unknown>(path: string, opts: RequestOptions = {}): Promise<T> {
  const useAuth = opts.auth !== false;
  const token = useAuth ? getAccessToken() : null;
  try {
    return await send<T>(path, opts, token);
  } catch (err) {
    if (!useAuth || !(err instanceof ApiError) || err.status !== 401) throw err;
    // Another request may have refreshed while this one was in flight: just replay.
    const current = getAccessToken();
    if (!current || current === token) {
      if (!getRefreshToken()) throw err;
      try {
        await (refreshImpl ?? fallbackRefresh)();
      } catch {
        throw err;
      }
    }
    return send<T>(path, opts, getAccessToken());
  }
}
