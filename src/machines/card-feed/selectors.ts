export {
  selectError,
  selectExtras as selectStatuses,
  selectFailed,
  selectHasMore,
  selectIsLoading,
  selectIsLoadingMore,
  selectItems,
  selectQuery,
  selectTotal,
} from '../paged-list/selectors';
