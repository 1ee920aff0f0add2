import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { EngagementKind } from '../../../../contract/community';
import * as sel from '../../../machines/engagement-toggle/selectors';
import { COMMUNITY } from '../../../text/community';
import { useSession } from '../../session/useSession';
import { Icon } from '../solve/Icon';
import { appEngagementToggleMachine } from './bindings';

const WORDS = {
  like: { on: COMMUNITY.engagement.unlike, off: COMMUNITY.engagement.like, count: COMMUNITY.engagement.likeCount, icon: 'heart' },
  favorite: {
    on: COMMUNITY.engagement.unfavorite,
    off: COMMUNITY.engagement.favorite,
    count: COMMUNITY.engagement.favoriteCount,
    icon: 'star',
  },
} as const;

const TONE = {
  like: 'text-rose-700 dark:text-rose-300',
  favorite: 'text-amber-700 dark:text-amber-300',
};

/** A like or favorite button with its count: it turns at once and turns back if the server refuses. */
export function EngagementButton({ problemId, kind, on, count }: { problemId: string; kind: EngagementKind; on: boolean; count: number }) {
  const { isLoggedIn } = useSession();
  const actor = useActorRef(appEngagementToggleMachine, { input: { problemId, kind, on, count } });
  const shownOn = useSelector(actor, sel.selectOn);
  const shownCount = useSelector(actor, sel.selectCount);
  const saving = useSelector(actor, sel.selectIsSaving);
  // Fresher state from the page (its batch status arrived, or it was reloaded).
  useEffect(() => actor.send({ type: 'engagement.synced', on, count }), [actor, on, count]);
  const words = WORDS[kind];
  return (
    <button
      type="button"
      aria-pressed={shownOn}
      aria-busy={saving || undefined}
      aria-label={`${shownOn ? words.on : words.off}（${words.count(shownCount)}）`}
      data-testid={`${kind}-button`}
      onClick={() => actor.send({ type: 'engagement.toggle', signedIn: isLoggedIn })}
      className={`inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-lg px-2.5 text-sm font-medium hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand-600 dark:hover:bg-gray-800 ${
        shownOn ? TONE[kind] : 'text-gray-700 dark:text-gray-300'
      }`}
    >
      <Icon name={words.icon} className="size-5" fill={shownOn ? 'currentColor' : 'none'} />
      <span aria-hidden="true" data-testid={`${kind}-count`}>
        {shownCount}
      </span>
    </button>
  );
}
