import type { OrderDisplayState } from '../../../../machines/credit-purchase/selectors';
import { PAY } from '../../../../text/payments';

const TONE: Record<OrderDisplayState, string> = {
  pending: 'bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  paid: 'bg-blue-50 text-blue-900 dark:bg-blue-950 dark:text-blue-200',
  credited: 'bg-green-50 text-green-900 dark:bg-green-950 dark:text-green-200',
  cancelled: 'bg-gray-100 text-gray-800 dark:bg-gray-800 dark:text-gray-200',
  expired: 'bg-gray-100 text-gray-800 dark:bg-gray-800 dark:text-gray-200',
  refunding: 'bg-gray-100 text-gray-800 dark:bg-gray-800 dark:text-gray-200',
  refunded: 'bg-gray-100 text-gray-800 dark:bg-gray-800 dark:text-gray-200',
};

/** 待支付 / 已支付 / 已到账 / 已取消 / 已过期 … */
export function StateBadge({ state }: { state: OrderDisplayState }) {
  return (
    <span data-testid="order-state" className={`rounded-full px-2.5 py-0.5 text-sm font-medium whitespace-nowrap ${TONE[state]}`}>
      {PAY.states[state]}
    </span>
  );
}
