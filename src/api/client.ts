import { FetchError, ofetch } from 'ofetch';
import type { Envelope } from '../../contract/envelope';
import { REQUEST_TIMEOUT_MS } from '../lib/constants';
import { getAccessToken, getRefreshToken, saveTokens } from '../lib/storage';
import { apiBase, apiPath } from './config';
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
export async function requestTokenRefresh(): Promise<{ access_token: string; refresh_token: string }> {
  const refreshToken = getRefreshToken();
  if (!refreshToken) throw new ApiError({ status: 401 });
  const res = await apiRequest<{ access_token: string; refresh_token: string }>('/auth/refresh', {
    method: 'POST',
    body: { refresh_token: refreshToken },
    auth: false,
  });
  const data = res.data;
  if (!res.success || !data?.access_token) throw new ApiError({ status: 401, serverMessage: res.message });
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

function toEnvelope<T>(body: unknown): Envelope<T> {
  if (body && typeof body === 'object' && 'success' in body) return body as Envelope<T>;
  return { success: true, data: body as T };
}

async function send<T>(path: string, opts: RequestOptions, token: string | null): Promise<Envelope<T>> {
  const headers: Record<string, string> = { Accept: 'application/json', ...opts.headers };
  if (token) headers.Authorization = `Bearer ${token}`;
  let res: Awaited<ReturnType<typeof ofetch.raw>>;
  try {
    res = await ofetch.raw(apiPath(path), {
      baseURL: apiBase() || undefined,
      method: opts.method ?? 'GET',
      body: opts.body as BodyInit | Record<string, unknown> | undefined,
      query: opts.query ? stripEmpty(opts.query) : undefined,
      headers,
      signal: opts.signal,
      timeout: opts.timeout ?? REQUEST_TIMEOUT_MS,
      retry: 0,
      ignoreResponseError: true,
      responseType: 'json',
    });
  } catch (err) {
    if (opts.signal?.aborted) throw opts.signal.reason ?? err;
    // No response at all: offline, DNS, refused connection, timeout.
    if (err instanceof FetchError && err.response) return fromResponse(err.response.status, err.data);
    throw new ApiError({ status: null, cause: err });
  }
  return fromResponse<T>(res.status, res._data);
}

function fromResponse<T>(status: number, body: unknown): Envelope<T> {
  if (status >= 200 && status < 300) return toEnvelope<T>(body ?? { success: true });
  const env = body && typeof body === 'object' ? (body as Partial<Envelope<unknown>>) : {};
  throw new ApiError({
    status,
    serverMessage: typeof env.message === 'string' ? env.message : undefined,
    detail: typeof env.detail === 'string' ? env.detail : undefined,
  });
}

function stripEmpty(q: NonNullable<RequestOptions['query']>): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const [k, v] of Object.entries(q)) if (v !== undefined && v !== null) out[k] = v;
  return out;
}

/**
 * One call to the API. `path` is relative to /api/v1 ('/auth/me'); a full '/api/v1/…' path works too.
 * Resolves with the envelope of any 2xx response; throws ApiError otherwise. On a 401 it refreshes
 * the tokens once (shared with every concurrent 401) and replays the request once.
 */
export async function apiRequest<T = unknown>(path: string, opts: RequestOptions = {}): Promise<Envelope<T>> {
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
