import type { FastifyReply, FastifyRequest } from 'fastify';
import { readCookie } from './cookies';

/** The browser's device cookie (decision 0024): sent only to the account routes, never readable by script. */
export const DEVICE_COOKIE = 'zj_device';
const PATH = '/api/v1/auth';
/** Chromium keeps a cookie for at most 400 days. */
const MAX_AGE_SECONDS = 400 * 24 * 3600;

export function readDeviceToken(request: FastifyRequest): string | undefined {
  const value = readCookie(request, DEVICE_COOKIE);
  return value && /^[A-Za-z0-9_-]{20,100}$/.test(value) ? value : undefined;
}

export function setDeviceCookie(reply: FastifyReply, token: string | undefined, secure: boolean): void {
  if (!token) return;
  reply.header(
    'set-cookie',
    `${DEVICE_COOKIE}=${token}; Path=${PATH}; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`,
  );
}
