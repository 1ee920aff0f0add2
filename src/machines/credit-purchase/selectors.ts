import type { SnapshotFrom } from 'xstate';
import { findPackage } from '../../../contract/package-lookup';
import type { machine } from './machine';

type Snap = SnapshotFrom<typeof machine>;

/** Where the purchase stands, as the page shows it. */
export type PurchaseStep = 'loading' | 'unavailable' | 'browsing' | 'choosing' | 'creating' | 'resuming' | 'order';
/** The order's state on screen: the server's, plus 'paid' while the balance is being refreshed. */
export type OrderDisplayState = 'pending' | 'paid' | 'credited' | 'cancelled' | 'expired' | 'refunding' | 'refunded';

export const selectStep = (s: Snap): PurchaseStep => {
  for (const step of ['unavailable', 'browsing', 'choosing', 'creating', 'resuming', 'order'] as const) {
    if (s.matches({ flow: step })) return step;
  }
  return 'loading';
};
export const selectMethods = (s: Snap) => s.context.methods;
export const selectChosenPackage = (s: Snap) => (s.context.packageId ? (findPackage(s.context.packageId) ?? null) : null);
export const selectOrder = (s: Snap) => s.context.order;
export const selectError = (s: Snap) => s.context.error;
export const selectIsCancelling = (s: Snap) => s.matches({ flow: { order: 'cancelling' } });
export const selectOrderState = (s: Snap): OrderDisplayState | null => {
  const order = s.context.order;
  if (!order || !s.matches({ flow: 'order' })) return null;
  if (s.matches({ flow: { order: 'paid' } })) return 'paid';
  if (s.matches({ flow: { order: 'credited' } })) return 'credited';
  return order.state === 'credited' ? 'paid' : order.state;
};

export const selectHistory = (s: Snap) => s.context.history;
export const selectHistoryLoading = (s: Snap) => s.matches({ history: 'loading' });
export const selectHistoryFailed = (s: Snap) => s.matches({ history: 'failed' });
export const selectHistoryError = (s: Snap) => s.context.historyError;
export const selectHistoryPage = (s: Snap) => s.context.historyPage;
export const selectHistoryPageCount = (s: Snap) => {
  const h = s.context.history;
  return h ? Math.max(1, Math.ceil(h.total / h.page_size)) : 1;
};
export const selectReceipt = (s: Snap) => {
  const id = s.context.receiptId;
  if (!id) return null;
  return s.context.history?.items.find((o) => o.id === id) ?? (s.context.order?.id === id ? s.context.order : null);
};
