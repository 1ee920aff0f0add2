import { assign, type EventObject, fromPromise, setup } from 'xstate';
import { isUnauthorized, messageForError } from '../../api/errors';

/**
 * A list that grows a page at a time (「加载更多」): it loads page 1; more appends the next page while
 * there is one; a new query starts again from page 1 (a newer request replaces the one in flight), as
 * does a reload; a failed first page shows in place, a failed next page keeps what is shown; both toast,
 * and a 401 ends the session instead. Explore, my likes and favorites (card-feed) and /videos
 * (video-list) are instances of it.
 */

/** A page as the API sends it. */
export interface ApiPage<Item> {
  items: Item[];
  page: number;
  page_size: number;
  has_more: boolean;
  total?: number | null;
}

/** One fetched page and what else is known of its items, by item key (e.g. my like of each card). */
export interface ListPage<Item, Extra> {
  page: ApiPage<Item>;
  extras: Record<string, Extra>;
}

export interface PagedListContext<Query, Item, Extra> {
  query: Query;
  pageSize: number;
  items: Item[];
  extras: Record<string, Extra>;
  /** The last page loaded (0 before the first). */
  page: number;
  hasMore: boolean;
  total: number | null;
  error: string | null;
}

export type PagedListEvent<Query> =
  /** New words, filter, sort or scope: the list starts again from page 1. */
  { type: 'list.query'; query: Partial<Query> } | { type: 'list.loadMore' } | { type: 'list.reload' };

export interface FetchPageInput<Query> {
  query: Query;
  page: number;
  pageSize: number;
}

export interface PagedListOptions<Query, Item> {
  id: string;
  /** The query a list starts with when its input gives none. */
  emptyQuery: Query;
  /** Identifies an item, so that one seen on two pages (the list moved while paging) is shown once. */
  keyOf: (item: Item) => string;
  /** The toast of a failed page, from the §8 message of its error. */
  loadFailed: (message: string) => string;
}

const errorMessage = ({ event }: { event: EventObject }) => messageForError('error' in event ? event.error : undefined);

export function createPagedListMachine<Query extends object, Item, Extra = never>(options: PagedListOptions<Query, Item>) {
  const { id, emptyQuery, keyOf, loadFailed } = options;

  /** A failed page: its message in context and as a toast; a 401 ends the session instead. */
  const loadFailures = (target: 'failed' | 'ready') =>
    [
      { guard: 'isSessionExpired', target, actions: [{ type: 'setError', params: errorMessage }, 'expireSession'] },
      {
        target,
        actions: [
          { type: 'setError', params: errorMessage },
          { type: 'notifyError', params: (args: { event: EventObject }) => ({ message: loadFailed(errorMessage(args)) }) },
        ],
      },
    ] as const;

  return setup({
    types: {} as {
      context: PagedListContext<Query, Item, Extra>;
      events: PagedListEvent<Query>;
      input: { pageSize: number; query?: Query };
    },
    actors: {
      /** One page with the extras of its items; rejects with the ApiError. */
      fetchPage: fromPromise<ListPage<Item, Extra>, FetchPageInput<Query>>(() =>
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
      // Reads its event: a parameterised action does not type-check inside this generic factory.
      applyQuery: assign(({ context, event }) => ({
        query: event.type === 'list.query' ? { ...context.query, ...event.query } : context.query,
      })),
      clearItems: assign({ items: [], extras: {}, page: 0, hasMore: false, total: null, error: null }),
      addPage: assign(({ context }, { page, extras }: ListPage<Item, Extra>) => {
        const known = new Set(context.items.map(keyOf));
        return {
          items: [...context.items, ...page.items.filter((item) => !known.has(keyOf(item)))],
          extras: { ...context.extras, ...extras },
          page: page.page,
          hasMore: page.has_more,
          total: page.total ?? null,
          error: null,
        };
      }),
      setError: assign((_, error: string) => ({ error })),
    },
  }).createMachine({
    id,
    context: ({ input }) => ({
      query: input.query ?? emptyQuery,
      pageSize: input.pageSize,
      items: [],
      extras: {},
      page: 0,
      hasMore: false,
      total: null,
      error: null,
    }),
    initial: 'loading',
    on: {
      // A newer request replaces the one in flight.
      'list.query': {
        target: '.loading',
        reenter: true,
        actions: ['applyQuery', 'clearItems'],
      },
      'list.reload': { target: '.loading', reenter: true, actions: 'clearItems' },
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
        on: { 'list.loadMore': { guard: 'hasMore', target: 'loadingMore' } },
      },
      failed: {},
    },
  });
}
