import type { Config } from '../config';
import type { Database } from '../db/client';
import { grantCredits } from '../services/credits/grant';

/**
 * `credits.grant` of the admin channel (npm run credits -- grant <username> <amount>).
 * Throws DomainError with a Chinese message: not_found for an unknown user, unprocessable for a bad amount.
 */
export async function creditsGrantCommand(
  database: Database,
  _config: Config,
  args: { username: string; amount: number; note?: string },
): Promise<{ username: string; amount: number; balance: number }> {
  const { username, amount, balance } = await grantCredits(database.db, {
    username: String(args.username ?? ''),
    amount: Number(args.amount),
    note: args.note ?? '管理员发放',
  });
  return { username, amount, balance };
}
