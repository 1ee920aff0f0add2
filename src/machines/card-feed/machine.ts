import type { EngagementStatus, ExploreSort, ProblemCard } from '../../../contract/community';
import type { ProblemType, Subject } from '../../../contract/values';
import { COMMUNITY } from '../../text/community';
import { createPagedListMachine, type FetchPageInput, type ListPage } from '../paged-list/paged-list';

/**
 * A list of problem cards that grows a page at a time: explore (search, filters, sort) and my likes
 * and favorites. Each page comes with the like and favorite state of its cards as its extras (one
 * batch call per page, made by the actor for a signed-in student).
 */
export interface FeedQuery {
  q: string;
  subject: Subject | null;
  type: ProblemType | null;
  sort: ExploreSort;
}

export const EMPTY_QUERY: FeedQuery = { q: '', subject: null, type: null, sort: 'newest' };

/** A page of cards; its extras are my state of each card, empty for a visitor or when the batch call failed. */
export type FeedPage = ListPage<ProblemCard, EngagementStatus>;
export type FeedPageInput = FetchPageInput<FeedQuery>;

export const machine = createPagedListMachine<FeedQuery, ProblemCard, EngagementStatus>({
  id: 'cardFeed',
  emptyQuery: EMPTY_QUERY,
  keyOf: (card) => card.id,
  loadFailed: COMMUNITY.list.loadFailed,
});
