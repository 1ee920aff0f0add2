import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { notFound, unprocessable } from '../errors';
import { moveCredits } from './ledger';

export const GRANT_MAX = 1_000_000;

/** An administrator's grant: one ledger row 'admin_grant'. Bad input is a DomainError (unprocessable / not_found) with a Chinese message. */
export async function grantCredits(
  db: Db,
  input: { username: string; amount: number; note?: string | null },
): Promise<{ userId: string; username: string; amount: number; balance: number }> {
  const { amount } = input;
  if (!Number.isInteger(amount) || amount <= 0 || amount > GRANT_MAX) {
    throw unprocessable(`积分数量必须是 1 到 ${GRANT_MAX} 之间的整数`);
  }
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id, username: users.username }).from(users).where(eq(users.username, input.username.trim()));
    if (!user) throw notFound(`用户不存在：${input.username}`);
    const balance = await moveCredits(tx, {
      userId: user.id,
      delta: amount,
      reason: 'admin_grant',
      note: input.note?.trim() || null,
    });
    return { userId: user.id, username: user.username, amount, balance: balance ?? 0 };
  });
}
