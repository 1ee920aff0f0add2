import { apiBase, apiPath } from '../lib/backend-url';
import { getAccessToken } from '../lib/storage';

/** What the status stream needs of an EventSource (tests pass a fake). */
export interface EventSourceLike {
  addEventListener(type: string, listener: (event: MessageEvent) => void): void;
  onerror: ((event: Event) => void) | null;
  close(): void;
}

export type OpenEventSource = (url: string) => EventSourceLike;

/** The browser's EventSource; null where there is none (Node, very old browsers). */
export const browserEventSource: OpenEventSource | null = typeof EventSource === 'undefined' ? null : (url) => new EventSource(url);

/**
 * The SSE stream of one task's status. EventSource cannot send headers, so the current access
 * token rides in the query; a stale one makes the stream fail, and the status poll that takes over
 * goes through apiRequest's refresh-and-replay.
 */
export function taskEventsUrl(id: string): string {
  const path = apiPath(`/tasks/${encodeURIComponent(id)}/events`);
  const token = getAccessToken();
  const query = token ? `?access_token=${encodeURIComponent(token)}` : '';
  return `${apiBase()}${path}${query}`;
}
