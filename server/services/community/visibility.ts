import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listedInExplore, problems } from '../../db/schema';
import { notFound } from '../errors';
import { isUuid } from '../tasks/ids';
import type { ProblemRow } from '../tasks/serialize';

/** A problem this user may see: their own, or one listed in explore. Visitors see only listed ones. */
export const visibleTo = (userId: string | null): SQL =>
  userId ? (or(eq(problems.userId, userId), listedInExplore) as SQL) : listedInExplore;

/** Problem rows in a transaction or outside one. */
export type Reader = Pick<Db, 'select'>;

/** The problem if the user may see it; a private problem of someone else is not found, like a missing one. */
export async function visibleProblemRow(db: Reader, userId: string | null, problemId: unknown): Promise<ProblemRow> {
  if (!isUuid(problemId)) throw notFound();
  const [row] = await db
    .select()
    .from(problems)
    .where(and(eq(problems.id, problemId), visibleTo(userId)));
  if (!row) throw notFound();
  return row;
}

/** Whether others can find the problem in explore now. */
export const isListed = (p: Pick<ProblemRow, 'visibility' | 'publishedAt'>): boolean => p.visibility === 'public' && p.publishedAt !== null;

/** A solved problem: one of its tasks completed. */
export const isSolvedSql = sql`exists (select 1 from tasks t where t.problem_id = problems.id and t.status = 'completed')`;
