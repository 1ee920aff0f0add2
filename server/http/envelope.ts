import type { Envelope } from '../../contract/envelope';

export function ok<T>(data: T, message?: string): Envelope<T> {
  return message === undefined ? { success: true, data } : { success: true, data, message };
}

/** A success that carries only a message. */
export function done(message: string): Envelope<never> {
  return { success: true, message };
}

export function fail(message: string, detail?: string): Envelope<never> {
  return detail === undefined ? { success: false, message } : { success: false, message, detail };
}
