import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { VIDEO_LIST_SCOPES, type VideoListScope } from '../../../contract/videos';
import type { machine } from '../../machines/video-list/machine';
import * as sel from '../../machines/video-list/selectors';
import { VIDEOS } from '../../text/videos';
import { Button, FormError } from '../components/form';
import { Loading } from '../components/Loading';
import { VideoCardItem } from '../components/video/VideoCardItem';
import { appVideoListMachine, VIDEO_PAGE_SIZE } from '../components/video/bindings';
import { useSession } from '../session/useSession';

type ListRef = ActorRefFrom<typeof machine>;

function ScopeSwitch({ actor }: { actor: ListRef }) {
  const scope = useSelector(actor, sel.selectScope);
  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="sr-only">{VIDEOS.list.scope}</legend>
      {VIDEO_LIST_SCOPES.map((s) => (
        <Button
          key={s}
          variant={s === scope ? 'primary' : 'secondary'}
          aria-pressed={s === scope}
          onClick={() => actor.send({ type: 'list.query', query: { scope: s } })}
        >
          {VIDEOS.list[s]}
        </Button>
      ))}
    </fieldset>
  );
}

function VideoList({ actor }: { actor: ListRef }) {
  const items = useSelector(actor, sel.selectItems);
  const scope = useSelector(actor, sel.selectScope);
  const loading = useSelector(actor, sel.selectIsLoading);
  const loadingMore = useSelector(actor, sel.selectIsLoadingMore);
  const failed = useSelector(actor, sel.selectFailed);
  const hasMore = useSelector(actor, sel.selectHasMore);
  const error = useSelector(actor, sel.selectError);

  if (loading) return <Loading />;
  if (failed) {
    return (
      <div className="space-y-3">
        <FormError>{VIDEOS.list.loadFailed(error ?? '')}</FormError>
        <Button variant="secondary" onClick={() => actor.send({ type: 'list.reload' })}>
          {VIDEOS.list.reload}
        </Button>
      </div>
    );
  }
  if (items.length === 0) {
    return (
      <p className="text-gray-700 dark:text-gray-300" data-testid="videos-empty">
        {VIDEOS.list.empty[scope]}
      </p>
    );
  }
  return (
    <div className="space-y-4">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="video-list">
        {items.map((card) => (
          <VideoCardItem key={card.task_id} card={card} />
        ))}
      </ul>
      {error ? <FormError>{VIDEOS.list.loadFailed(error)}</FormError> : null}
      <div className="flex justify-center">
        {hasMore ? (
          <Button variant="secondary" disabled={loadingMore} onClick={() => actor.send({ type: 'list.loadMore' })}>
            {loadingMore ? VIDEOS.list.loadingMore : VIDEOS.list.loadMore}
          </Button>
        ) : (
          <p className="text-sm text-gray-600 dark:text-gray-400">{VIDEOS.list.end}</p>
        )}
      </div>
    </div>
  );
}

function Videos({ scope, signedIn }: { scope: VideoListScope; signedIn: boolean }) {
  const actor = useActorRef(appVideoListMachine, { input: { pageSize: VIDEO_PAGE_SIZE, query: { scope } } });
  return (
    <>
      {signedIn ? <ScopeSwitch actor={actor} /> : null}
      <VideoList actor={actor} />
    </>
  );
}

/** /videos: problems with a finished video, newest first; my own (or the public ones), a visitor the public ones. */
export default function VideosScreen() {
  const { isLoggedIn, status } = useSession();
  return (
    <div className="space-y-5">
      <header className="space-y-2">
        <h1 className="text-2xl font-bold">{VIDEOS.list.title}</h1>
        <p className="text-gray-700 dark:text-gray-300">{VIDEOS.list.intro}</p>
      </header>
      {status === 'restoring' ? (
        <Loading />
      ) : (
        <Videos key={String(isLoggedIn)} scope={isLoggedIn ? 'mine' : 'public'} signedIn={isLoggedIn} />
      )}
    </div>
  );
}
