import type { SnapshotFrom } from 'xstate';
import type { machine } from './machine';

export { selectError, selectFailed, selectHasMore, selectIsLoading, selectIsLoadingMore, selectItems } from '../paged-list/selectors';

export const selectScope = (s: SnapshotFrom<typeof machine>) => s.context.query.scope;
