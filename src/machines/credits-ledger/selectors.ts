import type { SnapshotFrom } from 'xstate';
import type { machine } from './machine';

type Snap = SnapshotFrom<typeof machine>;

export const selectPage = (s: Snap) => s.context.page;
export const selectLedger = (s: Snap) => s.context.ledger;
export const selectError = (s: Snap) => s.context.error;
export const selectIsLoading = (s: Snap) => s.matches('loading');
export const selectFailed = (s: Snap) => s.matches('failed');
/** At least one page, even for an empty ledger. */
export const selectPageCount = (s: Snap) => {
  const ledger = s.context.ledger;
  return ledger ? Math.max(1, Math.ceil(ledger.total / ledger.page_size)) : 1;
};
