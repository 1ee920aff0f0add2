import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import * as sel from '../../../../machines/credit-purchase/selectors';
import { PAY } from '../../../../text/payments';
import { Button, buttonClass } from '../../../components/form';
import { dateTime, methodName, packageName } from './order-format';
import type { appCreditPurchaseMachine } from './purchase-binding';
import { QrCode } from './QrCode';
import { StateBadge } from './StateBadge';

type PurchaseRef = ActorRefFrom<typeof appCreditPurchaseMachine>;

/** The order being paid: how to pay it while 待支付, then its outcome. */
export function OrderPanel({ actor }: { actor: PurchaseRef }) {
  const order = useSelector(actor, sel.selectOrder);
  const state = useSelector(actor, sel.selectOrderState);
  const cancelling = useSelector(actor, sel.selectIsCancelling);
  if (!order || !state) return null;
  const method = methodName(order);
  const price = PAY.yuan(order.amount_fen);
  return (
    <section
      aria-labelledby="order-title"
      className="mt-6 rounded-2xl border border-gray-200 bg-white p-5 dark:border-gray-700 dark:bg-gray-900"
      data-testid="order-panel"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="order-title" className="text-lg font-semibold">
          {packageName(order)} · {price} · {method}
        </h2>
        <StateBadge state={state} />
      </div>
      <p className="mt-1 text-xs break-all text-gray-600 dark:text-gray-400">
        {PAY.fields.orderNo} <span data-testid="order-no">{order.order_no}</span>
      </p>
      <div aria-live="polite" className="mt-4">
        {state === 'pending' && order.payment?.kind === 'qr' ? (
          <div className="text-center">
            <QrCode text={order.payment.code_url} label={PAY.qrLabel(method, price)} />
            <p className="mt-3 font-medium">{PAY.scanWith(method)}</p>
          </div>
        ) : null}
        {state === 'pending' && order.payment?.kind === 'redirect' ? (
          <div className="text-center">
            <a href={order.payment.url} className={buttonClass('primary', 'w-full sm:w-auto')}>
              {PAY.openPage(method)}
            </a>
            <p className="mt-3 text-sm text-gray-700 dark:text-gray-300">{PAY.openPageHint}</p>
          </div>
        ) : null}
        {state === 'pending' ? (
          <p className="mt-3 text-center text-sm text-gray-600 dark:text-gray-400">
            {PAY.waiting} {PAY.expiresAt(dateTime(order.expires_at))}
          </p>
        ) : null}
        {state === 'paid' ? <p className="text-center font-medium">{PAY.paidRefreshing}</p> : null}
        {state === 'credited' ? (
          <p className="text-center text-lg font-semibold text-green-800 dark:text-green-300">{PAY.credited(order.credits)}</p>
        ) : null}
        {state === 'expired' ? <p className="text-center">{PAY.expired}</p> : null}
        {state === 'cancelled' ? <p className="text-center">{PAY.cancelled}</p> : null}
        {state === 'refunding' || state === 'refunded' ? <p className="text-center">{PAY.refunded}</p> : null}
      </div>
      <div className="mt-4 flex flex-wrap justify-center gap-3">
        {state === 'pending' ? <Button onClick={() => actor.send({ type: 'purchase.check' })}>{PAY.checkNow}</Button> : null}
        {state === 'pending' ? (
          <Button variant="secondary" disabled={cancelling} onClick={() => actor.send({ type: 'purchase.cancel' })}>
            {cancelling ? PAY.cancelling : PAY.cancel}
          </Button>
        ) : null}
        {state !== 'pending' && state !== 'paid' ? (
          <Button variant="secondary" onClick={() => actor.send({ type: 'purchase.dismiss' })}>
            {PAY.again}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
