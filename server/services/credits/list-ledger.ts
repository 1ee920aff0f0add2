import { count, desc, eq } from 'drizzle-orm';
import type { LedgerEntry } from '../../../contract/credits';
import type { Page } from '../../../contract/envelope';
import type { Db } from '../../db/client';
import { creditLedger } from '../../db/schema';

/** The user's own ledger, newest first. */
export async function listLedger(db: Db, userId: string, page: number, pageSize: number): Promise<Page<LedgerEntry>> {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.userId, userId))
      .orderBy(desc(creditLedger.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(creditLedger).where(eq(creditLedger.userId, userId)),
  ]);
  return {
    items: rows.map((r) => ({
      id: String(r.id),
      delta: r.delta,
      balance_after: r.balanceAfter,
      reason: r.reason as LedgerEntry['reason'],
      task_id: r.taskId,
      order_id: r.orderId,
      note: r.note,
      created_at: r.createdAt.toISOString(),
    })),
    total: Number(total),
    page,
    page_size: pageSize,
  };
}
