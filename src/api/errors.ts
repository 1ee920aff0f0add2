import { errorText } from '../text/zh';

/**
 * What went wrong, for code to decide on (the message is for people). Derived from the HTTP status,
 * except for two kinds of 2xx answers that are failures all the same: 'rejected' (the envelope said
 * success:false) and 'malformed' (the body is not what the call promises).
 */
export type ApiErrorCode =
  | 'network'
  | 'invalid'
  | 'unauthorized'
  | 'payment_required'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'too_large'
  | 'rate_limited'
  | 'server'
  | 'rejected'
  | 'malformed'
  | 'unknown';

/** The code of a failed response's status; null means no response arrived. */
export function codeForStatus(status: number | null): ApiErrorCode {
  if (status === null) return 'network';
  switch (status) {
    case 400:
    case 415:
    case 422:
      return 'invalid';
    case 401:
      return 'unauthorized';
    case 402:
      return 'payment_required';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 409:
      return 'conflict';
    case 413:
      return 'too_large';
    case 429:
      return 'rate_limited';
    default:
      return status >= 500 ? 'server' : 'unknown';
  }
}

/**
 * The one shape of a failed API call. `status` is null when no response arrived (network down,
 * timeout). `message` is the spec §8 catalogue text for the status; `serverMessage` is what the
 * server said.
 */
export class ApiError extends Error {
  readonly status: number | null;
  readonly code: ApiErrorCode;
  readonly serverMessage?: string;
  readonly detail?: string;

  constructor(init: { status: number | null; code?: ApiErrorCode; serverMessage?: string; detail?: string; cause?: unknown }) {
    super(catalogueMessage(init.status, init.serverMessage), { cause: init.cause });
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code ?? codeForStatus(init.status);
    this.serverMessage = init.serverMessage || undefined;
    this.detail = init.detail || undefined;
  }
}

/** Spec §8 error catalogue: the one mapping from a status to the message the user sees. */
export function catalogueMessage(status: number | null, serverMessage?: string): string {
  if (status === null) return errorText.network;
  switch (status) {
    case 400:
    case 422:
      return serverMessage || errorText.validation;
    case 401:
      return errorText.unauthorized;
    case 403:
      return errorText.forbidden;
    case 404:
      return errorText.notFound;
    case 413:
      return errorText.tooLarge;
    case 500:
      return errorText.server;
    default:
      return serverMessage || errorText.unknown;
  }
}

export const isApiError = (err: unknown): err is ApiError => err instanceof ApiError;

export const isUnauthorized = (err: unknown): boolean => isApiError(err) && err.status === 401;

/** The catalogue message for any thrown value. */
export function messageForError(err: unknown): string {
  if (isApiError(err)) return err.message;
  return errorText.unknown;
}

/**
 * The message for a form's error state: the server's own message is preferred (spec §8 auth
 * fallbacks), then the network message when nothing answered, then the operation's fallback.
 */
export function preferredMessage(err: unknown, fallback: string): string {
  if (isApiError(err)) {
    if (err.serverMessage) return err.serverMessage;
    if (err.status === null) return errorText.network;
    if (err.status === 413 || err.status === 403 || err.status === 500) return err.message;
  }
  return fallback;
}

/**
 * Spec §8 for the task calls (create, list, fetch, delete, stop, retry, the problem page):
 * no response at all → '网络错误'; a 2xx envelope with success:false (or a body that is not what the
 * call promises) → the server's message, else the operation's fallback ('获取任务列表失败' …);
 * any other failure → the response's detail, else the error's message, else '网络错误'.
 */
export function taskFailureMessage(err: unknown, fallback: string): string {
  if (isApiError(err)) {
    if (err.status === null) return errorText.networkShort;
    if (err.code === 'rejected' || err.code === 'malformed') return err.serverMessage || fallback;
    return err.detail || err.message;
  }
  const e = (err && typeof err === 'object' ? err : {}) as { detail?: unknown; message?: unknown };
  return (typeof e.detail === 'string' && e.detail) || (typeof e.message === 'string' && e.message) || errorText.networkShort;
}
