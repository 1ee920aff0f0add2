import { and, eq } from 'drizzle-orm';
import type { Order } from '../../../contract/orders';
import { creditOrders } from '../../db/schema';
import { conflict, notFound, unavailable } from '../errors';
import type { PaymentsContext } from './context';
import type { OrderRow } from './serialize';
import { serializeOrder } from './serialize';
import { settlePayment } from './settle';

/**
 * Ends an unpaid order: closes the trade at the provider first (so it can no longer be paid), then
 * marks it. Returns null when the order is no longer pending; throws when the provider refuses to
 * close (typically: it was just paid — the next query credits it).
 */
export async function closePendingOrder(ctx: PaymentsContext, order: OrderRow, state: 'cancelled' | 'expired'): Promise<OrderRow | null> {
  const provider = ctx.providers[order.method as keyof typeof ctx.providers];
  if (provider) await provider.close(order.orderNo);
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .update(creditOrders)
    .set({ state, closedAt: now, payment: null, updatedAt: now })
    .where(and(eq(creditOrders.id, order.id), eq(creditOrders.state, 'pending')))
    .returning();
  return row ?? null;
}

/** The student gives up a pending order. A paid one is credited instead (the payment wins). */
export async function cancelOrder(ctx: PaymentsContext, userId: string, id: string): Promise<Order> {
  const [order] = await ctx.db
    .select()
    .from(creditOrders)
    .where(and(eq(creditOrders.id, id), eq(creditOrders.userId, userId)));
  if (!order) throw notFound('订单不存在');
  if (order.state !== 'pending') throw conflict('订单已结束，无法取消');
  const provider = ctx.providers[order.method as keyof typeof ctx.providers];
  if (provider) {
    const q = await provider.query(order.orderNo).catch(() => ({ state: 'unknown' as const }));
    if (q.state === 'paid') {
      await settlePayment(ctx.db, provider, q.payment, ctx.clock.now());
      throw conflict('订单已支付，积分已到账');
    }
  }
  try {
    await closePendingOrder(ctx, order, 'cancelled');
  } catch (err) {
    ctx.log.warn({ err, orderNo: order.orderNo }, 'closing the trade at the provider failed');
    throw unavailable('支付服务暂时不可用，请稍后再试');
  }
  const [row] = await ctx.db.select().from(creditOrders).where(eq(creditOrders.id, id));
  return serializeOrder(row);
}
