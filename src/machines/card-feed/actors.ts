import { fromPromise } from 'xstate';
import type { EngagementKind, EngagementStatus } from '../../../contract/community';
import { fetchBatchStatus, fetchEngaged, fetchExplore } from '../../api/community';
import type { FeedPage, FeedPageInput } from './machine';

/** My state of a page's cards in one call; a failure leaves the buttons at their counts only (optional extra, silent). */
async function statusesOf(ids: string[], signedIn: boolean): Promise<Record<string, EngagementStatus>> {
  if (!signedIn || ids.length === 0) return {};
  try {
    return (await fetchBatchStatus(ids)).statuses;
  } catch {
    return {};
  }
}

/** Explore's pages; `signedIn` is read when each page is fetched. */
export const exploreFeedActors = (signedIn: () => boolean) => ({
  fetchPage: fromPromise<FeedPage, FeedPageInput>(async ({ input }) => {
    const { q, subject, type, sort } = input.query;
    const page = await fetchExplore({
      q: q || undefined,
      subject: subject ?? undefined,
      type: type ?? undefined,
      sort,
      page: input.page,
      page_size: input.pageSize,
    });
    return {
      page,
      extras: await statusesOf(
        page.items.map((c) => c.id),
        signedIn(),
      ),
    };
  }),
});

/** My likes or favorites: every card is mine to toggle, so their state comes in the same batch call. */
export const engagedFeedActors = (kind: EngagementKind) => ({
  fetchPage: fromPromise<FeedPage, FeedPageInput>(async ({ input }) => {
    const page = await fetchEngaged(kind, input.page, input.pageSize);
    return {
      page,
      extras: await statusesOf(
        page.items.map((c) => c.id),
        true,
      ),
    };
  }),
});
