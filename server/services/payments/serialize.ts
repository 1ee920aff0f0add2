import type { Order } from '../../../contract/orders';
import type { creditOrders } from '../../db/schema';

export type OrderRow = typeof creditOrders.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function serializeOrder(row: OrderRow): Order {
  return {
    id: row.id,
    order_no: row.orderNo,
    package_id: row.packageId as Order['package_id'],
    credits: row.credits,
    amount_fen: row.amountFen,
    method: row.method as Order['method'],
    state: row.state as Order['state'],
    provider_trade_id: row.providerTradeId,
    payment: row.state === 'pending' ? (row.payment ?? null) : null,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    paid_at: iso(row.paidAt),
    closed_at: iso(row.closedAt),
    refunded_at: iso(row.refundedAt),
  };
}
