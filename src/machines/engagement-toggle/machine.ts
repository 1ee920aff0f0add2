import { assign, type EventObject, fromPromise, setup } from 'xstate';
import type { EngagementKind, EngagementStatus } from '../../../contract/community';
import { isUnauthorized, messageForError } from '../../api/errors';
import { COMMUNITY } from '../../text/community';

/**
 * One like (or favorite) button: it turns at once, the call confirms it with the server's count,
 * and a refusal puts it back with a toast. A visitor is sent to log in (and comes back).
 */
export interface EngagementToggleContext {
  problemId: string;
  kind: EngagementKind;
  on: boolean;
  count: number;
  /** What the button showed before the call in flight, to go back to if it fails. */
  previous: { on: boolean; count: number } | null;
}

export type EngagementToggleEvent =
  | { type: 'engagement.toggle'; signedIn: boolean }
  /** Fresher state from elsewhere (the page's batch status, a reload); taken only while no call is in flight. */
  | { type: 'engagement.synced'; on: boolean; count: number };

export interface EngagementToggleInput {
  problemId: string;
  kind: EngagementKind;
  on: boolean;
  count: number;
}

const FAILED = {
  like: { true: COMMUNITY.engagement.likeFailed, false: COMMUNITY.engagement.unlikeFailed },
  favorite: { true: COMMUNITY.engagement.favoriteFailed, false: COMMUNITY.engagement.unfavoriteFailed },
} as const;

const failure = ({ context, event }: { context: EngagementToggleContext; event: EventObject }) => ({
  message: FAILED[context.kind][`${context.on}`](messageForError('error' in event ? event.error : undefined)),
});

export const machine = setup({
  types: {} as { context: EngagementToggleContext; events: EngagementToggleEvent; input: EngagementToggleInput },
  actors: {
    /** POST (on) or DELETE (off) /engagements/{kind}/{id}; resolves with the server's state. */
    saveEngagement: fromPromise<EngagementStatus, { problemId: string; kind: EngagementKind; on: boolean }>(() =>
      Promise.reject(new Error('actor not provided: saveEngagement')),
    ),
  },
  guards: {
    isVisitor: ({ event }) => event.type === 'engagement.toggle' && !event.signedIn,
    /** A 401 that the API client's one refresh and replay could not cure. */
    isSessionExpired: ({ event }) => 'error' in event && isUnauthorized(event.error),
  },
  actions: {
    /** Injected: to the login page, and back to this page afterwards. */
    navigateToLogin: () => {},
    /** Injected: clear the session, toast '登录已过期，请重新登录', go to /auth/login. */
    expireSession: () => {},
    notifyError: (_, _params: { message: string }) => {},
    applyToggle: assign(({ context }) => ({
      previous: { on: context.on, count: context.count },
      on: !context.on,
      count: Math.max(0, context.count + (context.on ? -1 : 1)),
    })),
    applyServerState: assign(({ context }, status: EngagementStatus) => ({
      on: context.kind === 'like' ? status.liked : status.favorited,
      count: context.kind === 'like' ? status.like_count : status.favorite_count,
      previous: null,
    })),
    applySynced: assign((_, { on, count }: { on: boolean; count: number }) => ({ on, count })),
    /** Back to what was shown before the refused call. */
    setRolledBack: assign(({ context }) => ({ ...(context.previous ?? {}), previous: null })),
  },
}).createMachine({
  id: 'engagementToggle',
  context: ({ input }) => ({ problemId: input.problemId, kind: input.kind, on: input.on, count: input.count, previous: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'engagement.toggle': [
          { guard: 'isVisitor', actions: 'navigateToLogin' },
          { target: 'saving', actions: 'applyToggle' },
        ],
        'engagement.synced': { actions: { type: 'applySynced', params: ({ event }) => event } },
      },
    },
    saving: {
      invoke: {
        src: 'saveEngagement',
        input: ({ context }) => ({ problemId: context.problemId, kind: context.kind, on: context.on }),
        onDone: { target: 'idle', actions: { type: 'applyServerState', params: ({ event }) => event.output } },
        onError: [
          { guard: 'isSessionExpired', target: 'idle', actions: ['setRolledBack', 'expireSession'] },
          { target: 'idle', actions: [{ type: 'notifyError', params: failure }, 'setRolledBack'] },
        ],
      },
    },
  },
});
