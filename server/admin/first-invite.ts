import { count } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import type { Log } from '../log';
import { createInviteCodes, findOpenInviteCode } from '../services/auth/invite-codes';

/**
 * Registration needs an invite code, so a fresh install prints one. Until the first user registers,
 * every start prints an open code again (a new one only when none is left).
 */
export async function announceFirstInvite(database: Database, log: Pick<Log, 'info'>): Promise<string | null> {
  const [{ n }] = await database.db.select({ n: count() }).from(users);
  if (n > 0) return null;
  const code = (await findOpenInviteCode(database.db)) ?? (await createInviteCodes(database.db, 1)).codes[0];
  const line = `首个邀请码 / first invite code: ${code}`;
  log.info({ inviteCode: code }, line);
  process.stdout.write(`\n${line}\n\n`);
  return code;
}
