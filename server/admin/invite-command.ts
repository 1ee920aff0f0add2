import { z } from 'zod';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { createInviteCodes, type CreatedInvites } from '../services/auth/invite-codes';
import { invalid } from '../services/errors';

const argsSchema = z.object({
  count: z.coerce.number().int().min(1).max(1000).default(1),
  expires_days: z.coerce.number().positive().max(3650).optional(),
});

/** invite.create {count?, expires_days?} → the new codes. */
export async function inviteCommand(database: Database, _config: Config, args: Record<string, unknown>): Promise<CreatedInvites> {
  const parsed = argsSchema.safeParse(args);
  if (!parsed.success) throw invalid('参数不正确：count 为 1–1000 的整数，expires_days 为正数', parsed.error.message);
  const { count, expires_days } = parsed.data;
  const expiresAt = expires_days === undefined ? null : new Date(Date.now() + expires_days * 86_400_000);
  return createInviteCodes(database.db, count, expiresAt);
}
