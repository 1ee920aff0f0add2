import type { PaymentMethod } from '../../../contract/orders';
import type { PaymentsContext } from './context';
import { NotificationRejected, type ProviderAck, type RawNotification } from './providers/types';
import { type SettleOutcome, settlePayment } from './settle';

export type NotifyOutcome = SettleOutcome | { outcome: 'ignored' } | { outcome: 'rejected'; reason: 'signature' | 'not_configured' };

/**
 * A provider's asynchronous notification: verified by the provider's SDK (signature, decryption),
 * then settled against the order. Anything refused is logged and answered with the provider's
 * failure reply; nothing is credited.
 */
export async function handleNotification(
  ctx: PaymentsContext,
  method: PaymentMethod,
  raw: RawNotification,
): Promise<{ ack: ProviderAck | null; result: NotifyOutcome }> {
  const provider = ctx.providers[method];
  if (!provider) {
    ctx.log.warn({ method }, 'payment notification for a provider that is not configured');
    return { ack: null, result: { outcome: 'rejected', reason: 'not_configured' } };
  }
  let parsed: Awaited<ReturnType<typeof provider.parseNotification>>;
  try {
    parsed = await provider.parseNotification(raw);
  } catch (err) {
    if (!(err instanceof NotificationRejected)) throw err;
    ctx.log.warn({ method, reason: err.message }, 'payment notification refused');
    return { ack: provider.ack(false), result: { outcome: 'rejected', reason: 'signature' } };
  }
  if (parsed.kind === 'ignored') return { ack: provider.ack(true), result: { outcome: 'ignored' } };
  const result = await settlePayment(ctx.db, provider, parsed.payment, ctx.clock.now());
  const where = { method, orderNo: parsed.payment.orderNo, tradeId: parsed.payment.tradeId };
  if (result.outcome === 'rejected') ctx.log.warn({ ...where, reason: result.reason }, 'payment notification refused');
  else ctx.log.info({ ...where, outcome: result.outcome }, 'payment notification');
  return { ack: provider.ack(result.outcome !== 'rejected'), result };
}
