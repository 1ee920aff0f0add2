import { eq, or } from 'drizzle-orm';
import type { Order } from '../../../contract/orders';
import { creditOrders } from '../../db/schema';
import { moveCredits } from '../credits/ledger';
import { conflict, notFound, unavailable } from '../errors';
import type { PaymentsContext } from './context';
import { serializeOrder } from './serialize';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * An administrator refunds a credited order: first, in one transaction, the credits leave the balance
 * (they must still be there) and the order becomes 'refunding'; then the provider returns the money.
 * If the provider fails, the order stays 'refunding' and running the command again retries the same
 * refund (the provider refunds one refund number once).
 */
export async function refundOrder(ctx: PaymentsContext, ref: string, reason: string): Promise<Order> {
  const where = UUID.test(ref) ? or(eq(creditOrders.id, ref), eq(creditOrders.orderNo, ref)) : eq(creditOrders.orderNo, ref);
  const order = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(creditOrders).where(where).for('update');
    if (!row) throw notFound(`订单不存在：${ref}`);
    if (row.state === 'refunding') return row;
    if (row.state !== 'credited' || !row.providerTradeId) throw conflict(`只有已到账的订单可以退款（当前状态：${row.state}）`);
    const balance = await moveCredits(tx, {
      userId: row.userId,
      delta: -row.credits,
      reason: 'purchase_refund',
      orderId: row.id,
      note: `退款 ${row.orderNo}`,
    });
    if (balance === null) throw conflict(`用户余额不足 ${row.credits} 积分，无法退款`);
    const [updated] = await tx
      .update(creditOrders)
      .set({ state: 'refunding', updatedAt: ctx.clock.now() })
      .where(eq(creditOrders.id, row.id))
      .returning();
    return updated;
  });
  const provider = ctx.providers[order.method as keyof typeof ctx.providers];
  if (!provider) throw unavailable(`支付方式 ${order.method} 未配置，订单保持“退款中”`);
  try {
    await provider.refund({
      orderNo: order.orderNo,
      tradeId: order.providerTradeId ?? '',
      amountFen: order.amountFen,
      refundNo: `${order.orderNo}R1`,
      reason,
    });
  } catch (err) {
    ctx.log.error({ err, orderNo: order.orderNo }, 'provider refund failed; the order stays refunding');
    throw unavailable(`支付平台退款失败，订单保持“退款中”，请稍后重试：${(err as Error).message}`);
  }
  const now = ctx.clock.now();
  const [done] = await ctx.db
    .update(creditOrders)
    .set({ state: 'refunded', refundedAt: now, updatedAt: now })
    .where(eq(creditOrders.id, order.id))
    .returning();
  return serializeOrder(done);
}
