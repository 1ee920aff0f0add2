import { createActor } from 'xstate';
import type { EngagementKind } from '../../../../contract/community';
import { engagedFeedActors, exploreFeedActors } from '../../../machines/card-feed/actors';
import { machine as cardFeedMachine } from '../../../machines/card-feed/machine';
import { engagementToggleActors } from '../../../machines/engagement-toggle/actors';
import { machine as engagementToggleMachine } from '../../../machines/engagement-toggle/machine';
import { problemSharingActors } from '../../../machines/problem-sharing/actors';
import { machine as problemSharingMachine } from '../../../machines/problem-sharing/machine';
import { selectIsLoggedIn } from '../../../machines/session/selectors';
import { redirectToLogin } from '../../navigation';
import { session } from '../../session/useSession';
import { sessionActor } from '../../session/session-actor';
import { toastActions } from '../../toast/toast-actor';

/** The community machines with the app's real side effects. */
const effects = {
  notifyError: (_: unknown, { message }: { message: string }) => {
    toastActions.error(message);
  },
  notifySuccess: (_: unknown, { message }: { message: string }) => {
    toastActions.success(message);
  },
  expireSession: () => session.expired(),
};

const isSignedIn = () => selectIsLoggedIn(sessionActor.getSnapshot());

export const EXPLORE_PAGE_SIZE = 20;
export const ENGAGED_PAGE_SIZE = 20;

export const appEngagementToggleMachine = engagementToggleMachine.provide({
  actors: engagementToggleActors,
  actions: {
    ...effects,
    // Back to this very page after logging in (explore keeps its list and place meanwhile).
    navigateToLogin: () => redirectToLogin(`${location.pathname}${location.search}` as `/${string}`),
  },
});

export const appProblemSharingMachine = problemSharingMachine.provide({ actors: problemSharingActors, actions: effects });

export const engagedFeedMachine = (kind: EngagementKind) => cardFeedMachine.provide({ actors: engagedFeedActors(kind), actions: effects });

let explore: ReturnType<typeof createExploreActor> | null = null;
let exploreSignedIn = false;

function createExploreActor() {
  return createActor(cardFeedMachine.provide({ actors: exploreFeedActors(isSignedIn), actions: effects }), {
    input: { pageSize: EXPLORE_PAGE_SIZE },
  });
}

/**
 * Explore's list lives as long as the app: back from a problem, the cards, the pages loaded and the
 * scroll position are as they were. It starts over when the student logged in or out meanwhile (the
 * like and favorite state of the cards is someone else's then).
 */
export function exploreActor() {
  if (explore && exploreSignedIn !== isSignedIn()) {
    explore.stop();
    explore = null;
  }
  if (!explore) {
    exploreSignedIn = isSignedIn();
    explore = createExploreActor();
    explore.start();
  }
  return explore;
}

/** Where explore was scrolled to when the student left it. */
export const exploreScroll = { y: 0 };
