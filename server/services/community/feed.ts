import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { CardPage, ExploreQuery } from '../../../contract/community';
import type { Db } from '../../db/client';
import { listedInExplore, problems, users } from '../../db/schema';
import type { HtmlReader } from '../../render';
import { cardColumns, cardsJson } from './cards';

/** LIKE's own characters taken literally. */
const likeEscaped = (s: string): string => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The search condition, for each word of the query: the text's character pairs contain the word's (the
 * GIN index finds the candidates), and the word occurs in the text (the exact check on those rows).
 * A one-character word has no pair: it is only the exact check, on the rows in feed order.
 */
export function searchCondition(q: string): SQL | undefined {
  const words = q.split(/\s+/).filter(Boolean);
  if (words.length === 0) return undefined;
  return and(
    ...words.map((w) =>
      and(
        Array.from(w).length >= 2 ? sql`zj_bigrams(${problems.problemText}) @> zj_bigrams(${w})` : undefined,
        sql`${problems.problemText} ilike ${`%${likeEscaped(w)}%`}`,
      ),
    ),
  );
}

const ORDER: Record<ExploreQuery['sort'], SQL> = {
  newest: sql`${problems.createdAt} desc nulls last, ${problems.id} desc nulls last`,
  likes: sql`${problems.likeCount} desc nulls last, ${problems.createdAt} desc nulls last, ${problems.id} desc nulls last`,
};

/** Explore: solved public problems, filtered and sorted; one row more than the page tells whether another page exists. */
export async function exploreFeed(db: Db, read: HtmlReader, q: ExploreQuery): Promise<CardPage> {
  const rows = await db
    .select(cardColumns)
    .from(problems)
    .innerJoin(users, eq(users.id, problems.userId))
    .where(
      and(
        listedInExplore,
        q.subject ? eq(problems.subject, q.subject) : undefined,
        q.type ? eq(problems.problemType, q.type) : undefined,
        q.q ? searchCondition(q.q) : undefined,
      ),
    )
    .orderBy(ORDER[q.sort])
    .limit(q.page_size + 1)
    .offset((q.page - 1) * q.page_size);
  const page = rows.slice(0, q.page_size);
  return { items: await cardsJson(page, read), page: q.page, page_size: q.page_size, has_more: rows.length > q.page_size };
}
