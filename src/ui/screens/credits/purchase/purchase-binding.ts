import { fromPromise } from 'xstate';
import type { PayDevice } from '../../../../../contract/orders';
import { getItem, removeItem, setItem } from '../../../../lib/storage';
import { creditPurchaseActors } from '../../../../machines/credit-purchase/actors';
import { type CreditPurchaseInput, machine } from '../../../../machines/credit-purchase/machine';
import { selectUser } from '../../../../machines/session/selectors';
import { sessionActor } from '../../../session/session-actor';
import { session } from '../../../session/useSession';
import { toastActions } from '../../../toast/toast-actor';

/** How long the 已支付 step waits for the new balance before showing 已到账 anyway. */
const BALANCE_WAIT_MS = 5000;

/** Resolves when the session's balance differs from `before`, or after BALANCE_WAIT_MS. */
function balanceChanged(before: number | undefined): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      sub.unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, BALANCE_WAIT_MS);
    const sub = sessionActor.subscribe((s) => {
      if (selectUser(s)?.credits !== before) done();
    });
  });
}

/** The purchase machine with the app's real side effects. */
export const appCreditPurchaseMachine = machine.provide({
  actors: {
    ...creditPurchaseActors,
    refreshBalance: fromPromise(async () => {
      const before = selectUser(sessionActor.getSnapshot())?.credits;
      session.refreshProfile();
      await balanceChanged(before);
    }),
  },
  actions: {
    notifyError: (_, { message }) => {
      toastActions.error(message);
    },
    expireSession: () => session.expired(),
    storeOrder: (_, { id }) => setItem('pendingOrder', id),
    storeNoOrder: () => removeItem('pendingOrder'),
    navigate: (_, { url }) => {
      if (url) window.location.assign(url);
    },
  },
});

/** A phone pays in the provider's page or app; a desktop shows a QR code to scan with one. */
function device(): PayDevice {
  const coarse = typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches;
  return coarse && window.innerWidth < 768 ? 'phone' : 'desktop';
}

/** The order to follow again: the provider sends the student back to /credits?order=…, else browser storage. */
export function purchaseInput(historyPageSize: number): CreditPurchaseInput {
  const fromUrl = new URLSearchParams(window.location.search).get('order');
  return { device: device(), resumeOrderId: fromUrl || getItem('pendingOrder'), historyPageSize };
}
