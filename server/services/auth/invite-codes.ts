import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inviteCodes } from '../../db/schema';

/** 32 symbols without look-alikes (no 0/O, 1/I): a code read aloud or copied by hand still works. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const INVITE_CODE_LENGTH = 10;

export function generateInviteCode(): string {
  // Rejection sampling keeps every symbol equally likely.
  const limit = 256 - (256 % ALPHABET.length);
  let code = '';
  while (code.length < INVITE_CODE_LENGTH) {
    for (const byte of randomBytes(16)) {
      if (byte < limit && code.length < INVITE_CODE_LENGTH) code += ALPHABET[byte % ALPHABET.length];
    }
  }
  return code;
}

/** What users type: case and surrounding spaces do not matter. */
export function normalizeInviteCode(input: string): string {
  return input.trim().toUpperCase();
}

export interface CreatedInvites {
  codes: string[];
  expires_at: string | null;
}

export async function createInviteCodes(db: Db, count: number, expiresAt: Date | null = null): Promise<CreatedInvites> {
  const codes: string[] = [];
  while (codes.length < count) {
    const batch = Array.from({ length: count - codes.length }, generateInviteCode);
    const inserted = await db
      .insert(inviteCodes)
      .values(batch.map((code) => ({ code, expiresAt })))
      .onConflictDoNothing()
      .returning({ code: inviteCodes.code });
    codes.push(...inserted.map((r) => r.code));
  }
  return { codes, expires_at: expiresAt?.toISOString() ?? null };
}

export type InviteState = 'ok' | 'unknown' | 'used' | 'expired';

export async function inviteState(db: Db, code: string, now: Date): Promise<InviteState> {
  const [row] = await db
    .select()
    .from(inviteCodes)
    .where(eq(inviteCodes.code, normalizeInviteCode(code)))
    .limit(1);
  if (!row) return 'unknown';
  if (row.usedAt) return 'used';
  if (row.expiresAt && row.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'ok';
}

/**
 * Marks a code used by a user. The guarded UPDATE is the real check: of two registrations racing for
 * one code, exactly one gets the row. Returns false when the code was not usable.
 */
export async function consumeInviteCode(db: Db, code: string, userId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(inviteCodes)
    .set({ usedAt: now, usedBy: userId })
    .where(
      and(
        eq(inviteCodes.code, normalizeInviteCode(code)),
        isNull(inviteCodes.usedAt),
        or(isNull(inviteCodes.expiresAt), gt(inviteCodes.expiresAt, now)),
      ),
    )
    .returning({ code: inviteCodes.code });
  return rows.length === 1;
}

/** An unused, unexpired code, if any (first start announces it again until someone registers). */
export async function findOpenInviteCode(db: Db): Promise<string | null> {
  const [row] = await db
    .select({ code: inviteCodes.code })
    .from(inviteCodes)
    .where(and(isNull(inviteCodes.usedAt), or(isNull(inviteCodes.expiresAt), gt(inviteCodes.expiresAt, sql`now()`))))
    .orderBy(inviteCodes.createdAt)
    .limit(1);
  return row?.code ?? null;
}
