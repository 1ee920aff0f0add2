import type { SnapshotFrom } from 'xstate';
import type { TokenRefreshMachine } from './machine';

type Snap = SnapshotFrom<TokenRefreshMachine>;

export const selectIsRefreshing = (s: Snap) => s.matches('refreshing');
export const selectWaiterCount = (s: Snap) => s.context.waiters.length;
