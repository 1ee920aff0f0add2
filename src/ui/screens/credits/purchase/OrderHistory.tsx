import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import * as sel from '../../../../machines/credit-purchase/selectors';
import { PAY } from '../../../../text/payments';
import { Button, FormError } from '../../../components/form';
import { ListSection, Pager } from '../ListSection';
import { dateTime, methodName, packageName } from './order-format';
import type { appCreditPurchaseMachine } from './purchase-binding';
import { Receipt } from './Receipt';
import { StateBadge } from './StateBadge';

type PurchaseRef = ActorRefFrom<typeof appCreditPurchaseMachine>;

/** The user's orders (GET /credits/orders), newest first, each with its receipt. */
export function OrderHistory({ actor }: { actor: PurchaseRef }) {
  const history = useSelector(actor, sel.selectHistory);
  const loading = useSelector(actor, sel.selectHistoryLoading);
  const failed = useSelector(actor, sel.selectHistoryFailed);
  const error = useSelector(actor, sel.selectHistoryError);
  const page = useSelector(actor, sel.selectHistoryPage);
  const pages = useSelector(actor, sel.selectHistoryPageCount);
  const receipt = useSelector(actor, sel.selectReceipt);
  let body: ReactNode;
  if (loading && !history) body = <p className="py-4 text-gray-600 dark:text-gray-300">{PAY.historyLoading}</p>;
  else if (failed) body = <FormError>{PAY.historyFailed(error ?? '')}</FormError>;
  else if (!history || history.items.length === 0) body = <p className="py-4 text-gray-600 dark:text-gray-300">{PAY.historyEmpty}</p>;
  else
    body = (
      <ul className="divide-y divide-gray-200 dark:divide-gray-700" data-testid="order-history">
        {history.items.map((o) => (
          <li key={o.id} className="py-3">
            <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
              <div className="min-w-0">
                <p className="font-medium text-gray-900 dark:text-gray-100">
                  {packageName(o)} · {PAY.yuan(o.amount_fen)} · {methodName(o)}
                </p>
                <p className="text-xs text-gray-600 dark:text-gray-400">
                  <time dateTime={o.created_at}>{dateTime(o.created_at)}</time>
                </p>
              </div>
              <div className="flex items-center gap-2">
                <StateBadge state={o.state} />
                <Button
                  variant="ghost"
                  className="min-h-9 px-2 text-sm"
                  onClick={() => actor.send({ type: 'history.showReceipt', orderId: o.id })}
                >
                  {PAY.receipt}
                </Button>
              </div>
            </div>
            {receipt?.id === o.id ? <Receipt order={receipt} onClose={() => actor.send({ type: 'history.closeReceipt' })} /> : null}
          </li>
        ))}
      </ul>
    );
  return (
    <ListSection id="orders-title" title={PAY.historyTitle} onRefresh={() => actor.send({ type: 'history.reload' })}>
      {body}
      <Pager page={page} pages={pages} onPage={(n) => actor.send({ type: 'history.goTo', page: n })} />
    </ListSection>
  );
}
