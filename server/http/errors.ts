import { MSG } from '../messages';

/** An error with an HTTP status and a Chinese message for the user; the error handler turns it into the envelope. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly detail?: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, detail?: string) => new HttpError(400, message, detail);
export const unauthorized = (message: string = MSG.unauthorized, detail?: string) => new HttpError(401, message, detail);
export const forbidden = (message: string = MSG.forbidden) => new HttpError(403, message);
export const notFound = (message: string = MSG.notFound) => new HttpError(404, message);
export const conflict = (message: string, detail?: string) => new HttpError(409, message, detail);
export const unprocessable = (message: string, detail?: string) => new HttpError(422, message, detail);
export const payloadTooLarge = (message: string = MSG.fileTooLarge) => new HttpError(413, message);
