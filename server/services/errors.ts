import { MSG } from '../messages';

/**
 * What went wrong, in the service's terms. The HTTP error handler turns each kind into its status
 * (the one table of them); the admin CLI prints the message.
 */
export type DomainErrorKind =
  | 'invalid'
  | 'unauthorized'
  | 'insufficient_credits'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'too_large'
  | 'unsupported_media_type'
  | 'unprocessable'
  | 'rate_limited'
  | 'unavailable';

/** A refusal with a Chinese message for the user and an optional technical detail. */
export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    readonly detail?: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const invalid = (message: string, detail?: string) => new DomainError('invalid', message, detail);
export const unauthorized = (message: string = MSG.unauthorized, detail?: string) => new DomainError('unauthorized', message, detail);
export const forbidden = (message: string = MSG.forbidden) => new DomainError('forbidden', message);
export const notFound = (message: string = MSG.notFound) => new DomainError('not_found', message);
export const conflict = (message: string, detail?: string) => new DomainError('conflict', message, detail);
export const tooLarge = (message: string = MSG.fileTooLarge, detail?: string) => new DomainError('too_large', message, detail);
export const unprocessable = (message: string, detail?: string) => new DomainError('unprocessable', message, detail);
/** A service we depend on (a payment provider) did not answer: try again later (503). */
export const unavailable = (message: string, detail?: string) => new DomainError('unavailable', message, detail);
export const rateLimited = (message: string = MSG.rateLimited) => new DomainError('rate_limited', message);
