import type { Order } from '../../../../../contract/orders';
import { PAY } from '../../../../text/payments';
import { Button } from '../../../components/form';
import { dateTime, methodName, packageName } from './order-format';

/** An order's receipt: what was bought, for how much, how, and the provider's trade number. */
export function Receipt({ order, onClose }: { order: Order; onClose: () => void }) {
  const f = PAY.fields;
  const rows: [string, string][] = [
    [f.orderNo, order.order_no],
    [f.package, packageName(order)],
    [f.amount, PAY.yuan(order.amount_fen)],
    [f.method, methodName(order)],
    [f.state, PAY.states[order.state]],
    [f.createdAt, dateTime(order.created_at)],
    [f.paidAt, dateTime(order.paid_at)],
    [f.tradeId, order.provider_trade_id ?? '—'],
    ...(order.refunded_at ? [[f.refundedAt, dateTime(order.refunded_at)] as [string, string]] : []),
  ];
  return (
    <section aria-label={PAY.receiptTitle} className="mt-3 rounded-xl bg-gray-50 p-4 dark:bg-gray-800" data-testid="receipt">
      <h3 className="font-semibold">{PAY.receiptTitle}</h3>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {rows.map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="text-gray-600 dark:text-gray-300">{k}</dt>
            <dd className="min-w-0 break-all text-gray-900 dark:text-gray-100">{v}</dd>
          </div>
        ))}
      </dl>
      <Button variant="secondary" className="mt-3" onClick={onClose}>
        {PAY.closeReceipt}
      </Button>
    </section>
  );
}
