import { useActorRef } from '@xstate/react';
import { Link } from 'wouter';
import type { EngagementKind } from '../../../contract/community';
import { COMMUNITY } from '../../text/community';
import { ENGAGED_PAGE_SIZE, engagedFeedMachine } from '../components/community/bindings';
import { CardList } from '../components/community/CardList';
import { buttonClass } from '../components/form';
import { Loading } from '../components/Loading';
import { LoginPrompt } from '../components/solve/LoginPrompt';
import { useSession } from '../session/useSession';

const MACHINES = { like: engagedFeedMachine('like'), favorite: engagedFeedMachine('favorite') };
const WORDS = { like: COMMUNITY.likes, favorite: COMMUNITY.favorites };

function EngagedList({ kind }: { kind: EngagementKind }) {
  const actor = useActorRef(MACHINES[kind], { input: { pageSize: ENGAGED_PAGE_SIZE } });
  return (
    <CardList
      actor={actor}
      empty={
        <div className="space-y-3">
          <p className="text-gray-700 dark:text-gray-300">{WORDS[kind].empty}</p>
          <Link href="/explore" className={buttonClass('secondary')}>
            {COMMUNITY.list.toExplore}
          </Link>
        </div>
      }
    />
  );
}

/** My likes (/likes) or my favorites (/favorites): the latest first, each with its buttons to take it back in place. */
export function EngagedScreen({ kind }: { kind: EngagementKind }) {
  const { isLoggedIn, status } = useSession();
  const title = WORDS[kind].title;
  if (status === 'restoring') return <Loading />;
  if (!isLoggedIn) return <LoginPrompt title={title} />;
  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-bold">{title}</h1>
      <EngagedList kind={kind} />
    </div>
  );
}
