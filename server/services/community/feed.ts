import { type AnyColumn, and, eq, type SQL, sql } from 'drizzle-orm';
import type { CardPage, ExploreQuery } from '../../../contract/community';
import type { Db } from '../../db/client';
import { listedInExplore, problems, users } from '../../db/schema';
import type { HtmlReader } from '../../render';
import { type CardRow, cardColumns, cardsJson } from './cards';
import { type PairShares, pairShares, windowMayFill } from './search-estimate';

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
  return and(pairsCondition(words), containsWords(problems.problemText, words));
}

/** All the words' character pairs in the text: one GIN lookup (undefined when no word has two characters). */
function pairsCondition(words: string[]): SQL | undefined {
  const long = words.filter((w) => Array.from(w).length >= 2);
  if (long.length === 0) return undefined;
  // Each word's own pairs: the words need not stand side by side in the text.
  const pairs = sql.join(
    long.map((w) => sql`zj_bigrams(${w})`),
    sql` || `,
  );
  return sql`zj_bigrams(${problems.problemText}) @> (${pairs})`;
}

type OrderColumns = { id: AnyColumn; createdAt: AnyColumn; likeCount: AnyColumn };

/**
 * The feed's order, on the table or on a subquery's columns. Exactly the feed indexes' order (nulls
 * last included): a search over the window then reads it in index order and stops once the page is
 * full, instead of sorting the whole window (decision 0039).
 */
const feedOrder = (sort: ExploreQuery['sort'], c: OrderColumns): SQL =>
  sort === 'likes'
    ? sql`${c.likeCount} desc nulls last, ${c.createdAt} desc nulls last, ${c.id} desc nulls last`
    : sql`${c.createdAt} desc nulls last, ${c.id} desc nulls last`;

const ORDER: Record<ExploreQuery['sort'], SQL> = { newest: feedOrder('newest', problems), likes: feedOrder('likes', problems) };

/**
 * How many of the newest (or most liked) listed rows a search reads in feed order before it turns to
 * the character-pair index. A common word (a tenth of all problems contain 离心率) fills a page within
 * the first few hundred rows in feed order, whereas the index would hand over every one of its
 * thousands of matches to be sorted; a rare word is found at once by the index. The planner cannot
 * tell the two apart (it takes the pairs of a word as independent), so the service tries both, cheap
 * one first; it skips the window when ANALYZE's pair shares say it cannot hold the page (decision 0039:
 * two words with a subject filter).
 */
export const SEARCH_WINDOW = 1000;

const filtersOf = (q: ExploreQuery): SQL | undefined =>
  and(listedInExplore, q.subject ? eq(problems.subject, q.subject) : undefined, q.type ? eq(problems.problemType, q.type) : undefined);

/**
 * The cards of the page (and one more), for a search: in the window when it holds enough, else through
 * the index. Each path picks its ids in a subquery and the cards are read in the same query (one round
 * trip: it is a good share of a search's time on the embedded database).
 */
async function searchRows(db: Db, q: ExploreQuery, words: string[], windowSize: number, stats: SharesReader): Promise<CardRow[]> {
  const wanted = q.page * q.page_size + 1;
  const offset = (q.page - 1) * q.page_size;
  const cardsOf = (ids: SQL) =>
    db
      .select(cardColumns)
      .from(problems)
      .innerJoin(users, eq(users.id, problems.userId))
      .where(sql`${problems.id} in ${ids}`)
      .orderBy(ORDER[q.sort]);
  // Either path gives the same rows: the choice is only about time.
  if (wanted <= windowSize && windowMayFill(words, await stats(db), wanted, windowSize)) {
    const window = db
      .select({ id: problems.id, text: problems.problemText, createdAt: problems.createdAt, likeCount: problems.likeCount })
      .from(problems)
      .where(filtersOf(q))
      .orderBy(ORDER[q.sort])
      .limit(windowSize)
      .as('w');
    const found = await cardsOf(
      sql`(${db
        .select({ id: window.id })
        .from(window)
        .where(containsWords(window.text, words))
        .orderBy(feedOrder(q.sort, window))
        .limit(q.page_size + 1)
        .offset(offset)})`,
    );
    // Enough matches among the first rows in feed order: they are the first matches of all.
    if (offset + found.length >= wanted) return found;
  }
  const pairs = pairsCondition(words);
  if (!pairs) {
    // Only one-character words: nothing to look up; the feed's order, checking each row, stops after a page.
    return db
      .select(cardColumns)
      .from(problems)
      .innerJoin(users, eq(users.id, problems.userId))
      .where(and(filtersOf(q), containsWords(problems.problemText, words)))
      .orderBy(ORDER[q.sort])
      .limit(q.page_size + 1)
      .offset(offset);
  }
  // The index's candidates first (a subquery with OFFSET is planned on its own): otherwise the planner,
  // trusting its low estimate, may walk the feed index and compute every row's pairs instead.
  const candidates = db
    .select({ id: problems.id, text: problems.problemText, createdAt: problems.createdAt, likeCount: problems.likeCount })
    .from(problems)
    .where(and(filtersOf(q), pairs))
    .offset(0)
    .as('c');
  return cardsOf(
    sql`(${db
      .select({ id: candidates.id })
      .from(candidates)
      .where(containsWords(candidates.text, words))
      .orderBy(feedOrder(q.sort, candidates))
      .limit(q.page_size + 1)
      .offset(offset)})`,
  );
}

type SharesReader = (db: Db) => Promise<PairShares | undefined>;

/**
 * Explore: solved public problems, filtered and sorted; one row more than the page tells whether
 * another page exists. `windowSize`: see SEARCH_WINDOW (tests make it small to take the index path);
 * `stats`: the pair shares that may skip the window (tests give their own).
 */
export async function exploreFeed(
  db: Db,
  read: HtmlReader,
  q: ExploreQuery,
  windowSize = SEARCH_WINDOW,
  stats: SharesReader = pairShares,
): Promise<CardPage> {
  const words = wordsOf(q.q ?? '');
  const rows =
    words.length > 0
      ? await searchRows(db, q, words, windowSize, stats)
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
