import { assign, type EventObject, fromPromise, setup } from 'xstate';
import type { CardPage, EngagementStatus, ExploreSort, ProblemCard } from '../../../contract/community';
import type { ProblemType, Subject } from '../../../contract/values';
import { isUnauthorized, messageForError } from '../../api/errors';
import { COMMUNITY } from '../../text/community';

/**
 * A list of problem cards that grows a page at a time: explore (search, filters, sort) and my likes
 * and favorites. Each page comes with the like and favorite state of its cards (one batch call per
 * page, made by the actor for a signed-in student).
 */
export interface FeedQuery {
  q: string;
  subject: Subject | null;
  type: ProblemType | null;
  sort: ExploreSort;
}

export interface FeedPage {
  page: CardPage;
  /** Mine, per card id; empty for a visitor or when the batch call failed. */
  statuses: Record<string, EngagementStatus>;
}

export interface CardFeedContext {
  query: FeedQuery;
  pageSize: number;
  items: ProblemCard[];
  statuses: Record<string, EngagementStatus>;
  /** The last page loaded (0 before the first). */
  page: number;
  hasMore: boolean;
  total: number | null;
  error: string | null;
}

export type CardFeedEvent =
  /** New search words, filter or sort: the list starts again from page 1. */
  { type: 'feed.query'; query: Partial<FeedQuery> } | { type: 'feed.loadMore' } | { type: 'feed.reload' };

export const EMPTY_QUERY: FeedQuery = { q: '', subject: null, type: null, sort: 'newest' };

const errorMessage = ({ event }: { event: EventObject }) => messageForError('error' in event ? event.error : undefined);

/** A failed page: its message in context and as a toast; a 401 ends the session instead. */
const loadFailures = (target: 'failed' | 'ready') =>
  [
    { guard: 'isSessionExpired', target, actions: [{ type: 'setError', params: errorMessage }, 'expireSession'] },
    {
      target,
      actions: [
        { type: 'setError', params: errorMessage },
        { type: 'notifyError', params: (args: { event: EventObject }) => ({ message: COMMUNITY.list.loadFailed(errorMessage(args)) }) },
      ],
    },
  ] as const;

export const machine = setup({
  types: {} as { context: CardFeedContext; events: CardFeedEvent; input: { pageSize: number; query?: FeedQuery } },
  actors: {
    /** One page of cards with my state of each; rejects with the ApiError. */
    fetchPage: fromPromise<FeedPage, { query: FeedQuery; page: number; pageSize: number }>(() =>
      Promise.reject(new Error('actor not provided: fetchPage')),
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
    applyQuery: assign(({ context }, query: Partial<FeedQuery>) => ({ query: { ...context.query, ...query } })),
    clearItems: assign({ items: [], statuses: {}, page: 0, hasMore: false, total: null }),
    addPage: assign(({ context }, { page, statuses }: FeedPage) => {
      const known = new Set(context.items.map((c) => c.id));
      return {
        // A card already shown (the list moved while paging) is not shown twice.
        items: [...context.items, ...page.items.filter((c) => !known.has(c.id))],
        statuses: { ...context.statuses, ...statuses },
        page: page.page,
        hasMore: page.has_more,
        total: page.total ?? null,
        error: null,
      };
    }),
    setError: assign((_, error: string) => ({ error })),
  },
}).createMachine({
  id: 'cardFeed',
  context: ({ input }) => ({
    query: input.query ?? EMPTY_QUERY,
    pageSize: input.pageSize,
    items: [],
    statuses: {},
    page: 0,
    hasMore: false,
    total: null,
    error: null,
  }),
  initial: 'loading',
  on: {
    // A newer request replaces the one in flight.
    'feed.query': {
      target: '.loading',
      reenter: true,
      actions: [{ type: 'applyQuery', params: ({ event }) => event.query }, 'clearItems'],
    },
    'feed.reload': { target: '.loading', reenter: true, actions: 'clearItems' },
  },
  states: {
    loading: {
      invoke: {
        src: 'fetchPage',
        input: ({ context }) => ({ query: context.query, page: 1, pageSize: context.pageSize }),
        onDone: { target: 'ready', actions: { type: 'addPage', params: ({ event }) => event.output } },
        onError: loadFailures('failed'),
      },
    },
    loadingMore: {
      invoke: {
        src: 'fetchPage',
        input: ({ context }) => ({ query: context.query, page: context.page + 1, pageSize: context.pageSize }),
        onDone: { target: 'ready', actions: { type: 'addPage', params: ({ event }) => event.output } },
        onError: loadFailures('ready'),
      },
    },
    ready: {
      on: { 'feed.loadMore': { guard: 'hasMore', target: 'loadingMore' } },
    },
    failed: {},
  },
});
