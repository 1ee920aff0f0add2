import { z } from 'zod';
import type { Order } from '../../contract/orders';
import { systemClock } from '../clock';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { consoleLog } from '../jobs/log';
import { invalid } from '../services/errors';
import type { PaymentProviders } from '../services/payments/providers/types';
import { createPaymentProviders } from '../services/payments/providers';
import { refundOrder } from '../services/payments/refund';

const argsSchema = z.object({
  order: z.string().trim().min(1).max(64),
  reason: z.string().trim().max(80).default('管理员退款'),
});

/**
 * `orders.refund` {order, reason?} (npm run orders -- refund <order number>): the provider's refund
 * and the ledger. `providers` is for tests; the command otherwise uses the configured ones.
 */
export async function ordersRefundCommand(
  database: Database,
  config: Config,
  args: Record<string, unknown>,
  providers: PaymentProviders = createPaymentProviders(config),
): Promise<Order> {
  const parsed = argsSchema.safeParse(args);
  if (!parsed.success) throw invalid('参数不正确：order 为订单号或订单 id', parsed.error.message);
  const ctx = { db: database.db, providers, clock: systemClock(), config, log: consoleLog(config.LOG_LEVEL) };
  return refundOrder(ctx, parsed.data.order, parsed.data.reason);
}
