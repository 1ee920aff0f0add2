import type { PagedListContext } from './paged-list';

/** What every instance's snapshot has; the selectors take any of them. */
interface ListSnapshot<Query, Item, Extra> {
  context: PagedListContext<Query, Item, Extra>;
  matches(state: 'loading' | 'loadingMore' | 'ready' | 'failed'): boolean;
}

export const selectItems = <Item>(s: ListSnapshot<unknown, Item, unknown>) => s.context.items;
export const selectExtras = <Extra>(s: ListSnapshot<unknown, unknown, Extra>) => s.context.extras;
export const selectQuery = <Query>(s: ListSnapshot<Query, unknown, unknown>) => s.context.query;
export const selectHasMore = (s: ListSnapshot<unknown, unknown, unknown>) => s.context.hasMore;
export const selectTotal = (s: ListSnapshot<unknown, unknown, unknown>) => s.context.total;
export const selectError = (s: ListSnapshot<unknown, unknown, unknown>) => s.context.error;
export const selectIsLoading = (s: ListSnapshot<unknown, unknown, unknown>) => s.matches('loading');
export const selectIsLoadingMore = (s: ListSnapshot<unknown, unknown, unknown>) => s.matches('loadingMore');
export const selectFailed = (s: ListSnapshot<unknown, unknown, unknown>) => s.matches('failed');
