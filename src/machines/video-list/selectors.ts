import type { SnapshotFrom } from 'xstate';
import type { machine } from './machine';

type Snap = SnapshotFrom<typeof machine>;

export const selectItems = (s: Snap) => s.context.items;
export const selectScope = (s: Snap) => s.context.scope;
export const selectError = (s: Snap) => s.context.error;
export const selectHasMore = (s: Snap) => s.context.hasMore;
export const selectIsLoading = (s: Snap) => s.matches('loading');
export const selectIsLoadingMore = (s: Snap) => s.matches('loadingMore');
export const selectFailed = (s: Snap) => s.matches('failed');
