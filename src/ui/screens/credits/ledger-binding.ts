import { creditsLedgerActors } from '../../../machines/credits-ledger/actors';
import { machine as creditsLedgerMachine } from '../../../machines/credits-ledger/machine';
import { session } from '../../session/useSession';
import { toastActions } from '../../toast/toast-actor';

/** The credits ledger machine with the app's real side effects. */
export const appCreditsLedgerMachine = creditsLedgerMachine.provide({
  actors: creditsLedgerActors,
  actions: {
    notifyError: (_, { message }) => {
      toastActions.error(message);
    },
    expireSession: () => session.expired(),
  },
});
