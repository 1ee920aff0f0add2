import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passwordResets, users } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { findUserByEmail } from '../users';
import { AUTH_MSG } from './messages';
import { hashPassword } from './passwords';
import { randomToken, sha256Hex } from './secrets';
import { revokeUserFamilies } from './sessions';

export const RESET_TOKEN_TTL_MS = 30 * 60 * 1000;

export function resetLink(publicUrl: string, token: string): string {
  return `${publicUrl}/auth/reset-password?token=${encodeURIComponent(token)}`;
}

/** A one-time reset token for the account of `email`, or null when there is no such account. */
export async function createResetToken(db: Db, email: string): Promise<{ email: string; token: string } | null> {
  const user = await findUserByEmail(db, email);
  if (!user) return null;
  const token = randomToken();
  await db.insert(passwordResets).values({
    userId: user.id,
    tokenHash: sha256Hex(token),
    expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
  });
  return { email: user.email, token };
}

/** Sets the new password, spends the token (and every other open token of the user), ends every login. */
export async function resetPassword(db: Db, token: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.tokenHash, sha256Hex(token)))
      .limit(1)
      .for('update');
    if (!row) throw badRequest(AUTH_MSG.resetUnknown);
    if (row.usedAt) throw badRequest(AUTH_MSG.resetUsed);
    const now = new Date();
    if (row.expiresAt.getTime() <= now.getTime()) throw badRequest(AUTH_MSG.resetExpired);
    const spent = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.id, row.id), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
      .returning({ id: passwordResets.id });
    if (spent.length === 0) throw badRequest(AUTH_MSG.resetUsed);
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, row.userId), isNull(passwordResets.usedAt)));
    await tx.update(users).set({ passwordHash }).where(eq(users.id, row.userId));
    await revokeUserFamilies(tx, row.userId);
  });
}
