import { randomBytes } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import type { Order, PayDevice, PaymentMethod } from '../../../contract/orders';
import { findPackage, packageFen } from '../../../contract/package-lookup';
import { creditOrders } from '../../db/schema';
import { conflict, unavailable, unprocessable } from '../errors';
import { PAYMENTS_CLOSED, type PaymentsContext } from './context';
import { serializeOrder } from './serialize';

/** More unpaid orders than this at once is a script, not a student. */
export const MAX_PENDING_ORDERS = 5;

/** 'ZJ' + Beijing date and time + 8 random hex digits: 24 characters that both providers accept as out_trade_no. */
export function newOrderNo(now: Date): string {
  const stamp = new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace(/\D/g, '');
  return `ZJ${stamp}${randomBytes(4).toString('hex').toUpperCase()}`;
}

export function notifyUrl(ctx: PaymentsContext, method: PaymentMethod): string {
  return `${ctx.config.PUBLIC_URL}/api/v1/payments/${method}/notify`;
}

/**
 * Creates a pending order for one of the packages and asks the provider for the way to pay (a QR
 * code's content on a desktop, the provider's page on a phone). The price comes from the package
 * table, never from the client.
 */
export async function createOrder(
  ctx: PaymentsContext,
  userId: string,
  input: { packageId: string; method: PaymentMethod; device: PayDevice; clientIp: string },
): Promise<Order> {
  const pkg = findPackage(input.packageId);
  if (!pkg) throw unprocessable('积分套餐不存在');
  const provider = ctx.providers[input.method];
  if (!provider) throw unprocessable(PAYMENTS_CLOSED, `payment method ${input.method} is not configured`);
  const [{ pending }] = await ctx.db
    .select({ pending: count() })
    .from(creditOrders)
    .where(and(eq(creditOrders.userId, userId), eq(creditOrders.state, 'pending')));
  if (pending >= MAX_PENDING_ORDERS) throw conflict('待支付的订单过多，请先完成或取消已有订单');

  const now = ctx.clock.now();
  const expiresAt = new Date(now.getTime() + ctx.config.ORDER_TTL * 1000);
  const [row] = await ctx.db
    .insert(creditOrders)
    .values({
      orderNo: newOrderNo(now),
      userId,
      packageId: pkg.id,
      credits: pkg.credits,
      amountFen: packageFen(pkg),
      method: input.method,
      createdAt: now,
      updatedAt: now,
      expiresAt,
    })
    .returning();
  try {
    const payment = await provider.createPayment({
      orderNo: row.orderNo,
      amountFen: row.amountFen,
      subject: `知简积分 ${pkg.credits}`,
      expiresAt,
      device: input.device,
      notifyUrl: notifyUrl(ctx, input.method),
      returnUrl: `${ctx.config.PUBLIC_URL}/credits?order=${row.id}`,
      clientIp: input.clientIp,
    });
    const [saved] = await ctx.db.update(creditOrders).set({ payment }).where(eq(creditOrders.id, row.id)).returning();
    return serializeOrder(saved);
  } catch (err) {
    ctx.log.error({ err, orderNo: row.orderNo, method: input.method }, 'payment provider refused to create the payment');
    await ctx.db
      .update(creditOrders)
      .set({ state: 'cancelled', closedAt: now, updatedAt: now })
      .where(and(eq(creditOrders.id, row.id), eq(creditOrders.state, 'pending')));
    throw unavailable('支付服务暂时不可用，请稍后再试');
  }
}
