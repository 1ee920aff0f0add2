import { assign, type EventObject, fromPromise, setup } from 'xstate';
import type { Sharing, SharingUpdate } from '../../../contract/community';
import { isUnauthorized, messageForError } from '../../api/errors';
import { COMMUNITY } from '../../text/community';

/**
 * The owner's sharing choices on the problem page: public or private, named or anonymous, photos
 * shown or not; and, before any problem of theirs goes public, the notice that says so.
 */
export interface ProblemSharingContext {
  problemId: string;
  sharing: Sharing | null;
}

export type ProblemSharingEvent =
  /** The student read the notice: solved problems go public from now on (this one too, unless kept private). */
  { type: 'sharing.acknowledge'; keepPrivate: boolean } | { type: 'sharing.update'; patch: SharingUpdate };

const errorMessage = ({ event }: { event: EventObject }) => messageForError('error' in event ? event.error : undefined);
const saveFailures = [
  { guard: 'isSessionExpired', target: 'ready', actions: 'expireSession' },
  {
    target: 'ready',
    actions: {
      type: 'notifyError',
      params: (args: { event: EventObject }) => ({ message: COMMUNITY.sharing.saveFailed(errorMessage(args)) }),
    },
  },
] as const;

export const machine = setup({
  types: {} as { context: ProblemSharingContext; events: ProblemSharingEvent; input: { problemId: string } },
  actors: {
    /** GET /problems/{id}/sharing. */
    loadSharing: fromPromise<Sharing, { problemId: string }>(() => Promise.reject(new Error('actor not provided: loadSharing'))),
    /** PATCH /problems/{id}/sharing. */
    saveSharing: fromPromise<Sharing, { problemId: string; patch: SharingUpdate }>(() =>
      Promise.reject(new Error('actor not provided: saveSharing')),
    ),
    /** (PATCH private first when kept private,) POST /problems/sharing-notice, then the problem's sharing again. */
    acknowledgeNotice: fromPromise<Sharing, { problemId: string; keepPrivate: boolean }>(() =>
      Promise.reject(new Error('actor not provided: acknowledgeNotice')),
    ),
  },
  guards: {
    isSessionExpired: ({ event }) => 'error' in event && isUnauthorized(event.error),
  },
  actions: {
    expireSession: () => {},
    notifyError: (_, _params: { message: string }) => {},
    notifySuccess: (_, _params: { message: string }) => {},
    setSharing: assign((_, sharing: Sharing) => ({ sharing })),
  },
}).createMachine({
  id: 'problemSharing',
  context: ({ input }) => ({ problemId: input.problemId, sharing: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadSharing',
        input: ({ context }) => ({ problemId: context.problemId }),
        onDone: { target: 'ready', actions: { type: 'setSharing', params: ({ event }) => event.output } },
        // An extra of the problem page: without it the page shows no sharing panel (no toast).
        onError: [{ guard: 'isSessionExpired', target: 'unavailable', actions: 'expireSession' }, { target: 'unavailable' }],
      },
    },
    ready: {
      on: {
        'sharing.acknowledge': 'acknowledging',
        'sharing.update': 'saving',
      },
    },
    acknowledging: {
      invoke: {
        src: 'acknowledgeNotice',
        input: ({ context, event }) => ({
          problemId: context.problemId,
          keepPrivate: event.type === 'sharing.acknowledge' && event.keepPrivate,
        }),
        onDone: { target: 'ready', actions: [{ type: 'setSharing', params: ({ event }) => event.output }] },
        onError: saveFailures,
      },
    },
    saving: {
      invoke: {
        src: 'saveSharing',
        input: ({ context, event }) => ({ problemId: context.problemId, patch: event.type === 'sharing.update' ? event.patch : {} }),
        onDone: {
          target: 'ready',
          actions: [
            { type: 'setSharing', params: ({ event }) => event.output },
            { type: 'notifySuccess', params: { message: COMMUNITY.sharing.saved } },
          ],
        },
        onError: saveFailures,
      },
    },
    unavailable: {},
  },
});
