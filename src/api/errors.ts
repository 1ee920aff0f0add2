import { errorText } from '../text/zh';

/**
 * A failed API call. `status` is null when no response arrived (network down, timeout).
 * `message` is the spec §8 catalogue text for the status; `serverMessage` is what the server said.
 */
export class ApiError extends Error {
  readonly status: number | null;
  readonly serverMessage?: string;
  readonly detail?: string;

  constructor(init: { status: number | null; serverMessage?: string; detail?: string; cause?: unknown }) {
    super(catalogueMessage(init.status, init.serverMessage), { cause: init.cause });
    this.name = 'ApiError';
    this.status = init.status;
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
