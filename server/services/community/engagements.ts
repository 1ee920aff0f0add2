import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { BatchStatus, CardPage, EngagedQuery, EngagementKind, EngagementStatus } from '../../../contract/community';
import type { Db } from '../../db/client';
import { engagements, problems, users } from '../../db/schema';
import type { HtmlReader } from '../../render';
import { notFound } from '../errors';
import { isUuid } from '../tasks/ids';
import { cardColumns, cardsJson } from './cards';
import { visibleProblemRow, visibleTo } from './visibility';

const COUNT_COLUMN = { like: 'likeCount', favorite: 'favoriteCount' } as const;

/** Whether this user liked / favorited the problem (one correlated lookup each, on the primary key). */
const mine = (userId: string, kind: EngagementKind) =>
  sql<boolean>`exists (select 1 from ${engagements} e where e.user_id = ${userId} and e.problem_id = problems.id and e.kind = ${kind})`;

const statusColumns = (userId: string) => ({
  id: problems.id,
  liked: mine(userId, 'like'),
  favorited: mine(userId, 'favorite'),
  likeCount: problems.likeCount,
  favoriteCount: problems.favoriteCount,
});

type StatusRow = { liked: boolean; favorited: boolean; likeCount: number; favoriteCount: number };
const statusJson = (r: StatusRow): EngagementStatus => ({
  liked: Boolean(r.liked),
  favorited: Boolean(r.favorited),
  like_count: r.likeCount,
  favorite_count: r.favoriteCount,
});

/**
 * Likes (or favorites) a problem, or takes it back. Idempotent: the row is unique per user, problem and
 * kind, and the count changes in the same transaction only when a row was really added or removed,
 * so the count never drifts from the rows. Liking a problem the user may not see is not found (404).
 */
export async function setEngagement(
  db: Db,
  userId: string,
  problemId: unknown,
  kind: EngagementKind,
  on: boolean,
): Promise<EngagementStatus> {
  if (!on) return removeEngagement(db, userId, problemId, kind);
  return db.transaction(async (tx) => {
    const problem = await visibleProblemRow(tx, userId, problemId);
    const added = await tx
      .insert(engagements)
      .values({ userId, problemId: problem.id, kind })
      .onConflictDoNothing()
      .returning({ kind: engagements.kind });
    if (added.length > 0) await moveCount(tx, problem.id, kind, 1);
    const [row] = await tx.select(statusColumns(userId)).from(problems).where(eq(problems.id, problem.id));
    return statusJson(row);
  });
}

const moveCount = (tx: Pick<Db, 'update'>, problemId: string, kind: EngagementKind, by: 1 | -1) =>
  tx
    .update(problems)
    .set({ [COUNT_COLUMN[kind]]: sql`${problems[COUNT_COLUMN[kind]]} + ${by}` })
    .where(eq(problems.id, problemId));

/**
 * Takes a like (or favorite) back, whether or not the user may still see the problem (decision 0039):
 * a problem made private since must not trap its row in a 404, and taking back twice is still a
 * success. A problem the user may not see (private, or unknown: the two answer alike) shows only the
 * user's own state, with zero counts.
 */
async function removeEngagement(db: Db, userId: string, problemId: unknown, kind: EngagementKind): Promise<EngagementStatus> {
  if (!isUuid(problemId)) throw notFound();
  const id = problemId.toLowerCase();
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(engagements)
      .where(and(eq(engagements.userId, userId), eq(engagements.problemId, id), eq(engagements.kind, kind)))
      .returning({ kind: engagements.kind });
    if (removed.length > 0) await moveCount(tx, id, kind, -1);
    const [row] = await tx
      .select(statusColumns(userId))
      .from(problems)
      .where(and(eq(problems.id, id), visibleTo(userId)));
    if (row) return statusJson(row);
    const left = await tx
      .select({ kind: engagements.kind })
      .from(engagements)
      .where(and(eq(engagements.userId, userId), eq(engagements.problemId, id)));
    const has = (k: EngagementKind) => left.some((r) => r.kind === k);
    return { liked: has('like'), favorited: has('favorite'), like_count: 0, favorite_count: 0 };
  });
}

/** What a visitor sees of a problem's engagement: the counts, nothing liked yet. */
export const visitorStatus = (p: { likeCount: number; favoriteCount: number }): EngagementStatus => ({
  liked: false,
  favorited: false,
  like_count: p.likeCount,
  favorite_count: p.favoriteCount,
});

/** Like and favorite state of many problems in one query; ids the user may not see are left out. */
export async function batchStatus(db: Db, userId: string, problemIds: string[]): Promise<BatchStatus> {
  const ids = [...new Set(problemIds.map((id) => id.toLowerCase()))];
  if (ids.length === 0) return { statuses: {} };
  const rows = await db
    .select(statusColumns(userId))
    .from(problems)
    .where(and(inArray(problems.id, ids), visibleTo(userId)));
  return { statuses: Object.fromEntries(rows.map((r) => [r.id, statusJson(r)])) };
}

/** My liked (or favorited) problems, the latest first; problems made private since are left out. */
export async function listEngaged(db: Db, read: HtmlReader, userId: string, kind: EngagementKind, q: EngagedQuery): Promise<CardPage> {
  const where = and(eq(engagements.userId, userId), eq(engagements.kind, kind), visibleTo(userId));
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ ...cardColumns, engagedAt: engagements.createdAt })
      .from(engagements)
      .innerJoin(problems, eq(problems.id, engagements.problemId))
      .innerJoin(users, eq(users.id, problems.userId))
      .where(where)
      .orderBy(desc(engagements.createdAt), desc(engagements.problemId))
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size),
    db.select({ total: count() }).from(engagements).innerJoin(problems, eq(problems.id, engagements.problemId)).where(where),
  ]);
  const items = await cardsJson(rows, read);
  const totalCount = Number(total);
  return {
    items,
    page: q.page,
    page_size: q.page_size,
    total: totalCount,
    has_more: (q.page - 1) * q.page_size + items.length < totalCount,
  };
}
