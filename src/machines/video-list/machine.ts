import { assign, type EventObject, fromPromise, setup } from 'xstate';
import type { VideoCard, VideoListScope, VideoPage } from '../../../contract/videos';
import { isUnauthorized, messageForError } from '../../api/errors';
import { VIDEOS } from '../../text/videos';

/** /videos: problems with a finished video, newest first, a page at a time ("加载更多"); mine or public. */
export interface VideoListContext {
  scope: VideoListScope;
  pageSize: number;
  items: VideoCard[];
  /** The last page loaded (0 before the first). */
  page: number;
  hasMore: boolean;
  error: string | null;
}

export type VideoListEvent = { type: 'videos.showScope'; scope: VideoListScope } | { type: 'videos.loadMore' } | { type: 'videos.reload' };

const errorMessage = ({ event }: { event: EventObject }) => messageForError('error' in event ? event.error : undefined);

/** A failed page: its message in context and as a toast; a 401 ends the session instead. */
const loadFailures = (target: 'failed' | 'ready') =>
  [
    { guard: 'isSessionExpired', target, actions: [{ type: 'setError', params: errorMessage }, 'expireSession'] },
    {
      target,
      actions: [
        { type: 'setError', params: errorMessage },
        { type: 'notifyError', params: (args: { event: EventObject }) => ({ message: VIDEOS.list.loadFailed(errorMessage(args)) }) },
      ],
    },
  ] as const;

export const machine = setup({
  types: {} as { context: VideoListContext; events: VideoListEvent; input: { pageSize: number; scope: VideoListScope } },
  actors: {
    /** GET /videos: one page; rejects with the ApiError. */
    fetchVideos: fromPromise<VideoPage, { scope: VideoListScope; page: number; pageSize: number }>(() =>
      Promise.reject(new Error('actor not provided: fetchVideos')),
    ),
  },
  guards: {
    hasMore: ({ context }) => context.hasMore,
    /** A 401 that the API client's one refresh and replay could not cure. */
    isSessionExpired: ({ event }) => 'error' in event && isUnauthorized(event.error),
  },
  actions: {
    /** Injected: clear the session, toast '登录已过期，请重新登录', go to /auth/login. */
    expireSession: () => {},
    notifyError: (_, _params: { message: string }) => {},
    setScope: assign((_, scope: VideoListScope) => ({ scope })),
    clearItems: assign({ items: [], page: 0, hasMore: false, error: null }),
    addPage: assign(({ context }, page: VideoPage) => {
      const known = new Set(context.items.map((c) => c.task_id));
      return {
        // A video already shown (the list moved while paging) is not shown twice.
        items: [...context.items, ...page.items.filter((c) => !known.has(c.task_id))],
        page: page.page,
        hasMore: page.has_more,
        error: null,
      };
    }),
    setError: assign((_, error: string) => ({ error })),
  },
}).createMachine({
  id: 'videoList',
  context: ({ input }) => ({ scope: input.scope, pageSize: input.pageSize, items: [], page: 0, hasMore: false, error: null }),
  initial: 'loading',
  on: {
    // A newer request replaces the one in flight.
    'videos.showScope': {
      target: '.loading',
      reenter: true,
      actions: [{ type: 'setScope', params: ({ event }) => event.scope }, 'clearItems'],
    },
    'videos.reload': { target: '.loading', reenter: true, actions: 'clearItems' },
  },
  states: {
    loading: {
      invoke: {
        src: 'fetchVideos',
        input: ({ context }) => ({ scope: context.scope, page: 1, pageSize: context.pageSize }),
        onDone: { target: 'ready', actions: { type: 'addPage', params: ({ event }) => event.output } },
        onError: loadFailures('failed'),
      },
    },
    loadingMore: {
      invoke: {
        src: 'fetchVideos',
        input: ({ context }) => ({ scope: context.scope, page: context.page + 1, pageSize: context.pageSize }),
        onDone: { target: 'ready', actions: { type: 'addPage', params: ({ event }) => event.output } },
        onError: loadFailures('ready'),
      },
    },
    ready: {
      on: { 'videos.loadMore': { guard: 'hasMore', target: 'loadingMore' } },
    },
    failed: {},
  },
});
