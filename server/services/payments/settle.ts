import { and, eq, isNull } from 'drizzle-orm';
import type { PaymentMethod } from '../../../contract/orders';
import type { Db } from '../../db/client';
import { creditOrders } from '../../db/schema';
import { moveCredits } from '../credits/ledger';
import type { ProviderPayment } from './providers/types';

export type SettleOutcome =
  | { outcome: 'credited'; orderId: string; balance: number }
  | { outcome: 'duplicate'; orderId: string }
  | { outcome: 'rejected'; reason: 'unknown_order' | 'app_id' | 'amount' | 'other_trade' };

/** States a payment may still land in: a payment that beat the expiry or the cancel is credited, never lost. */
const PAYABLE = ['pending', 'expired', 'cancelled'];

/**
 * Credits a verified payment to its order exactly once. One transaction locks the order, checks the
 * payment against it (provider, app id, amount), records the provider's trade id (unique) and the
 * state 'credited', and writes the ledger row; a replay, or twenty notifications at once, find the
 * trade id already there and change nothing.
 */
export async function settlePayment(
  db: Db,
  provider: { method: PaymentMethod; appId: string },
  payment: ProviderPayment,
  now: Date,
): Promise<SettleOutcome> {
  if (payment.appId !== provider.appId) return { outcome: 'rejected', reason: 'app_id' };
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(creditOrders).where(eq(creditOrders.orderNo, payment.orderNo)).for('update');
    if (!order || order.method !== provider.method) return { outcome: 'rejected', reason: 'unknown_order' } as const;
    if (order.amountFen !== payment.amountFen) return { outcome: 'rejected', reason: 'amount' } as const;
    if (order.providerTradeId !== null) {
      return order.providerTradeId === payment.tradeId
        ? ({ outcome: 'duplicate', orderId: order.id } as const)
        : ({ outcome: 'rejected', reason: 'other_trade' } as const);
    }
    if (!PAYABLE.includes(order.state)) return { outcome: 'duplicate', orderId: order.id } as const;
    const claimed = await tx
      .update(creditOrders)
      .set({ state: 'credited', providerTradeId: payment.tradeId, paidAt: now, payment: null, updatedAt: now })
      .where(and(eq(creditOrders.id, order.id), isNull(creditOrders.providerTradeId)))
      .returning({ id: creditOrders.id });
    if (claimed.length === 0) return { outcome: 'duplicate', orderId: order.id } as const;
    const balance = await moveCredits(tx, {
      userId: order.userId,
      delta: order.credits,
      reason: 'purchase',
      orderId: order.id,
      note: `订单 ${order.orderNo}`,
    });
    return { outcome: 'credited', orderId: order.id, balance: balance ?? 0 } as const;
  });
}
