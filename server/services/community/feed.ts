import { type AnyColumn, and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { CardPage, ExploreQuery } from '../../../contract/community';
import type { Db } from '../../db/client';
import { listedInExplore, problems, users } from '../../db/schema';
import type { HtmlReader } from '../../render';
import { type CardRow, cardColumns, cardsJson } from './cards';

/** LIKE's own characters taken literally. */
const likeEscaped = (s: string): string => s.replace(/[\\%_]/g, (c) => `\\${c}`);

const wordsOf = (q: string): string[] => q.split(/\s+/).filter(Boolean);

/** Each word occurs in the text: the exact check. */
const containsWords = (text: AnyColumn, words: string[]): SQL | undefined =>
  and(...words.map((w) => sql`${text} ilike ${`%${likeEscaped(w)}%`}`));

/**
 * The indexed search condition, for each word of the query: the text's character pairs contain the
 * word's (the GIN index finds the candidates), and the word occurs in the text (the exact check on
 * those rows). A one-character word has no pair: it is only the exact check.
 */
export function searchCondition(q: string): SQL | undefined {
  const words = wordsOf(q);
  if (words.length === 0) return undefined;
  const pairs = words.filter((w) => Array.from(w).length >= 2).map((w) => sql`zj_bigrams(${problems.problemText}) @> zj_bigrams(${w})`);
  return and(...pairs, containsWords(problems.problemText, words));
}

const ORDER: Record<ExploreQuery['sort'], SQL> = {
  newest: sql`${problems.createdAt} desc nulls last, ${problems.id} desc nulls last`,
  likes: sql`${problems.likeCount} desc nulls last, ${problems.createdAt} desc nulls last, ${problems.id} desc nulls last`,
};

/**
 * How many of the newest (or most liked) listed rows a search reads in feed order before it turns to
 * the character-pair index. A common word (a tenth of all problems contain 离心率) fills a page within
 * the first few hundred rows in feed order, whereas the index would hand over every one of its
 * thousands of matches to be sorted; a rare word is found at once by the index. The planner cannot
 * tell the two apart (it takes the pairs of a word as independent), so the service tries both, cheap
 * one first.
 */
export const SEARCH_WINDOW = 2000;

const filtersOf = (q: ExploreQuery): SQL | undefined =>
  and(listedInExplore, q.subject ? eq(problems.subject, q.subject) : undefined, q.type ? eq(problems.problemType, q.type) : undefined);

/** The ids of the page (and one more), for a search: in the window when it holds enough, else through the index. */
async function searchIds(db: Db, q: ExploreQuery, words: string[], windowSize: number): Promise<string[]> {
  const wanted = q.page * q.page_size + 1;
  const offset = (q.page - 1) * q.page_size;
  if (wanted <= windowSize) {
    const window = db
      .select({ id: problems.id, text: problems.problemText, createdAt: problems.createdAt, likeCount: problems.likeCount })
      .from(problems)
      .where(filtersOf(q))
      .orderBy(ORDER[q.sort])
      .limit(windowSize)
      .as('w');
    const order =
      q.sort === 'likes'
        ? sql`${window.likeCount} desc, ${window.createdAt} desc, ${window.id} desc`
        : sql`${window.createdAt} desc, ${window.id} desc`;
    const found = await db
      .select({ id: window.id })
      .from(window)
      .where(containsWords(window.text, words))
      .orderBy(order)
      .limit(q.page_size + 1)
      .offset(offset);
    // Enough matches among the first rows in feed order: they are the first matches of all.
    if (offset + found.length >= wanted) return found.map((r) => r.id);
  }
  const found = await db
    .select({ id: problems.id })
    .from(problems)
    .where(and(filtersOf(q), searchCondition(q.q ?? '')))
    .orderBy(ORDER[q.sort])
    .limit(q.page_size + 1)
    .offset(offset);
  return found.map((r) => r.id);
}

async function cardRowsByIds(db: Db, ids: string[]): Promise<CardRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.select(cardColumns).from(problems).innerJoin(users, eq(users.id, problems.userId)).where(inArray(problems.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * Explore: solved public problems, filtered and sorted; one row more than the page tells whether
 * another page exists. `windowSize`: see SEARCH_WINDOW (tests make it small to take the index path).
 */
export async function exploreFeed(db: Db, read: HtmlReader, q: ExploreQuery, windowSize = SEARCH_WINDOW): Promise<CardPage> {
  const words = wordsOf(q.q ?? '');
  const rows =
    words.length > 0
      ? await cardRowsByIds(db, await searchIds(db, q, words, windowSize))
      : await db
          .select(cardColumns)
          .from(problems)
          .innerJoin(users, eq(users.id, problems.userId))
          .where(filtersOf(q))
          .orderBy(ORDER[q.sort])
          .limit(q.page_size + 1)
          .offset((q.page - 1) * q.page_size);
  const page = rows.slice(0, q.page_size);
  return { items: await cardsJson(page, read), page: q.page, page_size: q.page_size, has_more: rows.length > q.page_size };
}
