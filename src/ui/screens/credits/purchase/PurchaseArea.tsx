import { useActorRef, useSelector } from '@xstate/react';
import type { CreditPackage } from '../../../../lib/constants';
import * as sel from '../../../../machines/credit-purchase/selectors';
import { PAY } from '../../../../text/payments';
import { creditsText } from '../../../../text/zh';
import { Button } from '../../../components/form';
import { yuan } from '../PackageCard';
import { PackageGrid } from '../PackageGrid';
import { OrderHistory } from './OrderHistory';
import { OrderPanel } from './OrderPanel';
import { appCreditPurchaseMachine, purchaseInput } from './purchase-binding';

const HISTORY_PAGE_SIZE = 10;

/** Buying credits: the packages' buttons, the choice of payment method, the order being paid, and the order history. */
export default function PurchaseArea() {
  const actor = useActorRef(appCreditPurchaseMachine, { input: purchaseInput(HISTORY_PAGE_SIZE) });
  const step = useSelector(actor, sel.selectStep);
  const methods = useSelector(actor, sel.selectMethods);
  const chosen = useSelector(actor, sel.selectChosenPackage);
  const orderState = useSelector(actor, sel.selectOrderState);
  const busy = step === 'loading' || step === 'resuming' || step === 'creating' || orderState === 'pending' || orderState === 'paid';

  const action = (pkg: CreditPackage) =>
    step === 'unavailable' ? (
      <p className="rounded-lg bg-gray-100 px-3 py-2.5 text-center text-sm font-medium text-gray-700 dark:bg-gray-800 dark:text-gray-200">
        {PAY.closedForSale}
      </p>
    ) : (
      <Button
        className="w-full"
        variant={pkg.popular ? 'primary' : 'secondary'}
        disabled={busy}
        aria-pressed={chosen?.id === pkg.id}
        onClick={() => actor.send({ type: 'purchase.choose', packageId: pkg.id })}
      >
        {creditsText.buy}
      </Button>
    );

  return (
    <>
      <PackageGrid action={action} />
      {step === 'choosing' && chosen ? (
        <section
          aria-labelledby="pay-title"
          className="mt-6 rounded-2xl border border-gray-200 bg-white p-5 dark:border-gray-700 dark:bg-gray-900"
        >
          <h2 id="pay-title" className="font-semibold">
            {PAY.chooseMethod(chosen.credits, yuan(chosen.price))}
          </h2>
          <div className="mt-4 flex flex-wrap gap-3">
            {methods.map((m) => (
              <Button key={m} className="min-w-32 flex-1 sm:flex-none" onClick={() => actor.send({ type: 'purchase.pay', method: m })}>
                {PAY.methods[m]}
              </Button>
            ))}
            <Button variant="ghost" onClick={() => actor.send({ type: 'purchase.back' })}>
              {PAY.back}
            </Button>
          </div>
        </section>
      ) : null}
      {step === 'creating' ? (
        <p role="status" className="mt-6 text-center text-gray-700 dark:text-gray-300">
          {PAY.creating}
        </p>
      ) : null}
      {step === 'order' ? <OrderPanel actor={actor} /> : null}
      <OrderHistory actor={actor} />
    </>
  );
}
