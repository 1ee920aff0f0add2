import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { machine } from '../../../machines/card-feed/machine';
import * as sel from '../../../machines/card-feed/selectors';
import { COMMUNITY } from '../../../text/community';
import { Button, FormError } from '../form';
import { Loading } from '../Loading';
import { ProblemCard } from './ProblemCard';

/** The cards of a feed, its 「加载更多」 and its empty, loading and failed states. */
export function CardList({ actor, empty }: { actor: ActorRefFrom<typeof machine>; empty: ReactNode }) {
  const items = useSelector(actor, sel.selectItems);
  const statuses = useSelector(actor, sel.selectStatuses);
  const loading = useSelector(actor, sel.selectIsLoading);
  const loadingMore = useSelector(actor, sel.selectIsLoadingMore);
  const failed = useSelector(actor, sel.selectFailed);
  const hasMore = useSelector(actor, sel.selectHasMore);
  const error = useSelector(actor, sel.selectError);
  const total = useSelector(actor, sel.selectTotal);

  if (loading) return <Loading />;
  if (failed) {
    return (
      <div className="space-y-3">
        <FormError>{COMMUNITY.list.loadFailed(error ?? '')}</FormError>
        <Button variant="secondary" onClick={() => actor.send({ type: 'list.reload' })}>
          {COMMUNITY.list.reload}
        </Button>
      </div>
    );
  }
  if (items.length === 0) return <div data-testid="feed-empty">{empty}</div>;
  return (
    <div className="space-y-4">
      {total !== null ? <p className="text-sm text-gray-600 dark:text-gray-400">{COMMUNITY.list.count(items.length, total)}</p> : null}
      <ul className="space-y-3" data-testid="card-list">
        {items.map((card) => (
          <ProblemCard key={card.id} card={card} status={statuses[card.id]} />
        ))}
      </ul>
      {error ? <FormError>{COMMUNITY.list.loadFailed(error)}</FormError> : null}
      <div className="flex justify-center">
        {hasMore ? (
          <Button variant="secondary" disabled={loadingMore} onClick={() => actor.send({ type: 'list.loadMore' })}>
            {loadingMore ? COMMUNITY.list.loadingMore : COMMUNITY.list.loadMore}
          </Button>
        ) : (
          <p className="text-sm text-gray-600 dark:text-gray-400">{COMMUNITY.list.end}</p>
        )}
      </div>
    </div>
  );
}
