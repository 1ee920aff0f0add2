import { randomInt } from 'node:crypto';
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { User } from '../../contract/auth';
import type { Database } from '../../server/db/client';
import { inviteCodes } from '../../server/db/schema';
import { generateInviteCode } from '../../server/services/auth/invite-codes';

/** The password every fixture user gets unless a test chooses one. */
export const TEST_PASSWORD = 'Passw0rd-for-tests';

/** A valid 1×1 PNG (real image data, not only the magic bytes). */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Authorization header of an access token. */
export function bearer(accessToken: string): { authorization: string } {
  return { authorization: `Bearer ${accessToken}` };
}

/** Inserts an invite code straight into the database (expired when `expiresAt` is in the past). */
export async function createInviteCode(database: Database, opts: { expiresAt?: Date | null } = {}): Promise<string> {
  const code = generateInviteCode();
  await database.db.insert(inviteCodes).values({ code, expiresAt: opts.expiresAt ?? null });
  return code;
}

export interface FileField {
  field: string;
  data: Buffer;
  filename?: string;
  type?: string;
}

/** A multipart body for app.inject({ payload }) (light-my-request encodes FormData itself). */
export function formData(fields: Record<string, string>, files: FileField[] = []): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const f of files)
    form.append(f.field, new Blob([new Uint8Array(f.data)], { type: f.type ?? 'image/png' }), f.filename ?? 'image.png');
  return form;
}

/** A random private client address, for X-Forwarded-For (the app trusts the proxy header). */
export function randomClientAddress(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

let serial = 0;
/** A username and email no other fixture user has. */
export function uniqueIdentity(prefix = 'user'): { username: string; email: string } {
  serial += 1;
  const tag = `${Date.now().toString(36)}${serial}${randomInt(1000)}`;
  return { username: `${prefix}_${tag}`.slice(0, 32), email: `${prefix}.${tag}@example.com`.toLowerCase() };
}

export interface RegisteredUser {
  user: User;
  accessToken: string;
  refreshToken: string;
  password: string;
  /** `{ authorization: 'Bearer …' }` for app.inject({ headers }). */
  headers: { authorization: string };
}

/**
 * Registers a new user through POST /api/v1/auth/register with a fresh invite code (or the one given),
 * returning the user and its tokens. Each call comes from its own client address (X-Forwarded-For),
 * so tests that create many users do not run into the per-address register limit.
 */
export async function registerUser(
  t: { app: FastifyInstance; database: Database },
  overrides: { username?: string; email?: string; password?: string; avatar?: Buffer; inviteCode?: string } = {},
): Promise<RegisteredUser> {
  const identity = uniqueIdentity();
  const password = overrides.password ?? TEST_PASSWORD;
  const inviteCode = overrides.inviteCode ?? (await createInviteCode(t.database));
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    headers: { 'x-forwarded-for': randomClientAddress() },
    payload: formData(
      { username: overrides.username ?? identity.username, email: overrides.email ?? identity.email, password, invite_code: inviteCode },
      overrides.avatar ? [{ field: 'avatar', data: overrides.avatar }] : [],
    ),
  });
  if (res.statusCode !== 200) throw new Error(`registerUser: ${res.statusCode} ${res.body}`);
  const { data } = res.json();
  return {
    user: data.user,
    accessToken: data.access_token,
    refreshToken: data.refresh_token,
    password,
    headers: bearer(data.access_token),
  };
}

/** POST /api/v1/auth/login; returns the raw response. */
export function login(app: FastifyInstance, username: string, password: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url: '/api/v1/auth/login', headers, payload: { username, password } });
}

/** Row count of a table (to assert that a failed request wrote nothing). */
export async function countRows(database: Database, table: PgTable): Promise<number> {
  const [row] = await database.db.select({ n: count() }).from(table);
  return row.n;
}

/** Decodes a quoted-printable mail body (soft line breaks, =XX escapes) to text. */
export function decodeQuotedPrintable(raw: string): string {
  const parts: Buffer[] = [];
  for (const piece of raw.replace(/=\r?\n/g, '').split(/(=[0-9A-F]{2})/i)) {
    parts.push(/^=[0-9A-F]{2}$/i.test(piece) ? Buffer.from([Number.parseInt(piece.slice(1), 16)]) : Buffer.from(piece, 'utf8'));
  }
  return Buffer.concat(parts).toString('utf8');
}

/** The reset token in a password-reset mail (raw .eml or SMTP DATA). */
export function resetTokenFromMail(raw: string): string {
  const text = decodeQuotedPrintable(raw);
  const match = /\/auth\/reset-password\?token=([A-Za-z0-9_%-]+)/.exec(text);
  if (!match) throw new Error('no reset link in mail');
  return decodeURIComponent(match[1]);
}
