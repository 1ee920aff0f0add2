import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { passwordResets, users } from '../../db/schema';
import type { ErrorLog } from '../../log';
import { invalid } from '../errors';
import type { Mailer } from '../mail';
import { findUserByEmail } from '../users';
import { createAttemptLimiter } from './attempt-limiter';
import { AUTH_MSG } from './messages';
import { hashPassword } from './passwords';
import { randomToken, sha256Hex } from './secrets';
import { revokeUserFamilies } from './sessions';

export const RESET_TOKEN_TTL_MS = 30 * 60 * 1000;
const RESET_MAILS_PER_WINDOW = 3;
const RESET_MAIL_WINDOW_MS = 15 * 60 * 1000;

export function resetLink(publicUrl: string, token: string): string {
  return `${publicUrl}/auth/reset-password?token=${encodeURIComponent(token)}`;
}

/** A one-time reset token for the account of `email`, or null when there is no such account. */
export async function createResetToken(db: Db, email: string, clock: Clock): Promise<{ email: string; token: string } | null> {
  const user = await findUserByEmail(db, email);
  if (!user) return null;
  const token = randomToken();
  await db.insert(passwordResets).values({
    userId: user.id,
    tokenHash: sha256Hex(token),
    expiresAt: new Date(clock.now().getTime() + RESET_TOKEN_TTL_MS),
  });
  return { email: user.email, token };
}

/** Sets the new password, spends the token (and every other open token of the user), ends every login; returns the user's id. */
export async function resetPassword(db: Db, token: string, password: string, clock: Clock): Promise<string> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.tokenHash, sha256Hex(token)))
      .limit(1)
      .for('update');
    if (!row) throw invalid(AUTH_MSG.resetUnknown);
    if (row.usedAt) throw invalid(AUTH_MSG.resetUsed);
    const now = clock.now();
    if (row.expiresAt.getTime() <= now.getTime()) throw invalid(AUTH_MSG.resetExpired);
    const spent = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.id, row.id), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
      .returning({ id: passwordResets.id });
    if (spent.length === 0) throw invalid(AUTH_MSG.resetUsed);
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, row.userId), isNull(passwordResets.usedAt)));
    await tx.update(users).set({ passwordHash }).where(eq(users.id, row.userId));
    await revokeUserFamilies(tx, row.userId);
    return row.userId;
  });
}

export interface PasswordResetDeps {
  db: Db;
  mailer: Pick<Mailer, 'sendPasswordReset'>;
  clock: Clock;
  publicUrl: string;
}

/** The two steps of "forgot password": ask for a mail, then set a new password with its token. */
export function createPasswordResets(deps: PasswordResetDeps) {
  // Per mailbox: a stranger cannot flood someone's inbox with reset mails.
  const resetMails = createAttemptLimiter(RESET_MAILS_PER_WINDOW, RESET_MAIL_WINDOW_MS, () => deps.clock.now().getTime());

  async function sendResetMail(email: string): Promise<void> {
    const reset = await createResetToken(deps.db, email, deps.clock);
    if (reset) await deps.mailer.sendPasswordReset(reset.email, resetLink(deps.publicUrl, reset.token));
  }

  return {
    /** Answers at once whether or not the account exists; the mail (if any) is sent in the background. */
    request(email: string, log: ErrorLog): void {
      if (resetMails.blocked(email)) return;
      resetMails.hit(email);
      // Not awaited: the answer must not take longer when the account exists.
      void sendResetMail(email).catch((error) => log.error({ err: error }, 'password reset mail failed'));
    },
    reset: (token: string, password: string) => resetPassword(deps.db, token, password, deps.clock),
  };
}

export type PasswordResets = ReturnType<typeof createPasswordResets>;
