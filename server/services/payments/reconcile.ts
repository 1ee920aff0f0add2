import { and, asc, eq, lt } from 'drizzle-orm';
import { creditOrders } from '../../db/schema';
import { closePendingOrder } from './close-order';
import type { PaymentsContext } from './context';
import { settlePayment } from './settle';

export interface ReconcileReport {
  checked: number;
  credited: string[];
  expired: string[];
}

/**
 * For pending orders older than `minAgeMs` (their notification had time to arrive), asks the provider
 * how the trade stands: a paid one is credited (the same exactly-once settlement as a notification),
 * an unpaid one past its expiry is closed at the provider and marked expired. A provider that does not
 * answer is asked again at the next run.
 */
export async function reconcileOrders(ctx: PaymentsContext, opts: { minAgeMs: number; limit?: number }): Promise<ReconcileReport> {
  const now = ctx.clock.now();
  const rows = await ctx.db
    .select()
    .from(creditOrders)
    .where(and(eq(creditOrders.state, 'pending'), lt(creditOrders.createdAt, new Date(now.getTime() - opts.minAgeMs))))
    .orderBy(asc(creditOrders.createdAt))
    .limit(opts.limit ?? 100);
  const report: ReconcileReport = { checked: rows.length, credited: [], expired: [] };
  for (const order of rows) {
    const provider = ctx.providers[order.method as keyof typeof ctx.providers];
    try {
      const q = provider ? await provider.query(order.orderNo) : { state: 'unpaid' as const };
      if (q.state === 'paid' && provider) {
        const result = await settlePayment(ctx.db, provider, q.payment, ctx.clock.now());
        if (result.outcome === 'credited') report.credited.push(order.orderNo);
        if (result.outcome === 'rejected') ctx.log.warn({ orderNo: order.orderNo, reason: result.reason }, 'queried payment refused');
        continue;
      }
      if (q.state === 'unknown' || order.expiresAt > ctx.clock.now()) continue;
      if (await closePendingOrder(ctx, order, 'expired')) report.expired.push(order.orderNo);
    } catch (err) {
      ctx.log.warn({ err, orderNo: order.orderNo }, 'order reconciliation failed; retried at the next run');
    }
  }
  if (report.credited.length > 0 || report.expired.length > 0) ctx.log.info({ ...report }, 'orders reconciled');
  return report;
}
