import { and, eq, isNull } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { emailChanges, users } from '../../db/schema';
import type { ErrorLog } from '../../log';
import { isUniqueViolation } from '../db-errors';
import { conflict, DomainError, invalid } from '../errors';
import type { Mailer } from '../mail';
import { findUserByEmail } from '../users';
import { createAttemptLimiter } from './attempt-limiter';
import { requireUser } from './accounts';
import { AUTH_MSG } from './messages';
import { verifyPassword } from './passwords';
import { randomToken, sha256Hex } from './secrets';

export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

export function emailChangeLink(publicUrl: string, token: string): string {
  return `${publicUrl}/api/v1/auth/confirm-email?token=${encodeURIComponent(token)}`;
}

export interface EmailChangeDeps {
  db: Db;
  mailer: Pick<Mailer, 'sendEmailChangeConfirmation' | 'sendEmailChangedNotice'>;
  clock: Clock;
  publicUrl: string;
  /** Requests per account per hour (EMAIL_CHANGE_RATE_LIMIT); 0 = no limit. */
  perHour: number;
}

/**
 * Changing the email in two steps (decision 0024): the request needs the current password and mails a
 * link to the new address; following the link applies the change. The request's answer is the same
 * whether or not another account has the address, so it tells nobody which addresses are registered.
 */
export function createEmailChanges(deps: EmailChangeDeps) {
  const requests = createAttemptLimiter(Math.max(1, deps.perHour), HOUR, () => deps.clock.now().getTime());

  async function mailLink(userId: string, newEmail: string): Promise<void> {
    if (await findUserByEmail(deps.db, newEmail)) return;
    const token = randomToken();
    await deps.db.insert(emailChanges).values({
      userId,
      newEmail,
      tokenHash: sha256Hex(token),
      expiresAt: new Date(deps.clock.now().getTime() + EMAIL_CHANGE_TTL_MS),
    });
    await deps.mailer.sendEmailChangeConfirmation(newEmail, emailChangeLink(deps.publicUrl, token));
  }

  return {
    /**
     * Whether the profile's `newEmail` is a change; when it is, checks the current password first
     * (every check counts against the hourly budget, so a stolen access token cannot guess it quickly).
     * Nothing is written yet: `send` mails the link once the rest of the profile is saved.
     */
    async authorize(userId: string, newEmail: string | undefined, currentPassword: string | undefined): Promise<boolean> {
      const user = await requireUser(deps.db, userId);
      if (newEmail === undefined || newEmail === user.email) return false;
      if (deps.perHour > 0 && requests.blocked(userId))
        throw new DomainError('rate_limited', AUTH_MSG.emailChangeTooOften, 'email_change_limited');
      requests.hit(userId);
      if (!currentPassword) throw invalid(AUTH_MSG.currentPasswordRequired, 'current_password');
      if (!user.passwordHash) throw invalid(AUTH_MSG.noPasswordSet);
      if (!(await verifyPassword(user.passwordHash, currentPassword))) throw invalid(AUTH_MSG.oldPasswordWrong, 'current_password');
      return true;
    },

    /** Mails the link in the background (none when another account has the address): the answer takes as long either way. */
    send(userId: string, newEmail: string, log: ErrorLog): void {
      void mailLink(userId, newEmail).catch((error) => log.error({ err: error }, 'email change mail failed'));
    },

    /** Applies the change of a link; the old address is told. Returns the new address. */
    async confirm(token: string, log: ErrorLog): Promise<string> {
      const now = deps.clock.now();
      let oldEmail = '';
      let newEmail = '';
      try {
        await deps.db.transaction(async (tx) => {
          const [row] = await tx
            .select()
            .from(emailChanges)
            .where(eq(emailChanges.tokenHash, sha256Hex(token)))
            .limit(1)
            .for('update');
          if (!row) throw invalid(AUTH_MSG.emailLinkUnknown);
          if (row.usedAt) throw invalid(AUTH_MSG.emailLinkUsed);
          if (row.expiresAt.getTime() <= now.getTime()) throw invalid(AUTH_MSG.emailLinkExpired);
          // The person following the link holds the mailbox: telling them it is taken tells them nothing new.
          if (await findUserByEmail(tx, row.newEmail)) throw conflict(AUTH_MSG.emailTaken);
          const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, row.userId)).for('update');
          if (!user) throw invalid(AUTH_MSG.emailLinkUnknown);
          await tx.update(users).set({ email: row.newEmail }).where(eq(users.id, row.userId));
          // This link and every other open one of the account are spent.
          await tx
            .update(emailChanges)
            .set({ usedAt: now })
            .where(and(eq(emailChanges.userId, row.userId), isNull(emailChanges.usedAt)));
          oldEmail = user.email;
          newEmail = row.newEmail;
        });
      } catch (error) {
        if (error instanceof DomainError) throw error;
        if (isUniqueViolation(error)) throw conflict(AUTH_MSG.emailTaken);
        throw error;
      }
      void deps.mailer
        .sendEmailChangedNotice(oldEmail, newEmail)
        .catch((error) => log.error({ err: error }, 'email changed notice failed'));
      return newEmail;
    },
  };
}

export type EmailChanges = ReturnType<typeof createEmailChanges>;
