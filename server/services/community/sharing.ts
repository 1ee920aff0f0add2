import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Sharing, SharingUpdate, Visibility } from '../../../contract/community';
import type { Db } from '../../db/client';
import { problems, sharingNotices } from '../../db/schema';
import { ownedProblemRow } from '../problems/queries';
import type { ProblemRow } from '../tasks/serialize';
import { isListed, isSolvedSql } from './visibility';

/** A write inside a transaction or outside one. */
type Writer = Pick<Db, 'update' | 'select'>;

const noticeGiven = sql`exists (select 1 from ${sharingNotices} n where n.user_id = problems.user_id)`;

/**
 * A solved problem enters explore: called when a task completes. Only if it is public and its owner
 * was told that solved problems are shared; until then nothing of theirs goes public.
 */
export async function publishIfShared(db: Writer, problemId: string): Promise<void> {
  await db
    .update(problems)
    .set({ publishedAt: new Date() })
    .where(and(eq(problems.id, problemId), isNull(problems.publishedAt), eq(problems.visibility, 'public'), noticeGiven));
}

async function hasNotice(db: Pick<Db, 'select'>, userId: string): Promise<boolean> {
  const [row] = await db.select({ userId: sharingNotices.userId }).from(sharingNotices).where(eq(sharingNotices.userId, userId));
  return Boolean(row);
}

export const sharingJson = (p: ProblemRow, noticeAcknowledged: boolean): Sharing => ({
  visibility: p.visibility as Visibility,
  show_asker: p.showAsker,
  share_photos: p.sharePhotos,
  listed: isListed(p),
  notice_acknowledged: noticeAcknowledged,
});

export async function getSharing(db: Db, userId: string, problemId: unknown): Promise<Sharing> {
  const [row, told] = await Promise.all([ownedProblemRow(db, userId, problemId), hasNotice(db, userId)]);
  return sharingJson(row, told);
}

/** The owner's choices; a problem made public again that is solved (and its owner told) is listed again. */
export async function updateSharing(db: Db, userId: string, problemId: unknown, patch: SharingUpdate): Promise<Sharing> {
  return db.transaction(async (tx) => {
    const row = await ownedProblemRow(tx, userId, problemId);
    const changes = {
      ...(patch.visibility ? { visibility: patch.visibility } : {}),
      ...(patch.show_asker === undefined ? {} : { showAsker: patch.show_asker }),
      ...(patch.share_photos === undefined ? {} : { sharePhotos: patch.share_photos }),
    };
    // An empty patch changes nothing (an UPDATE without columns is no statement at all).
    const [updated] =
      Object.keys(changes).length > 0 ? await tx.update(problems).set(changes).where(eq(problems.id, row.id)).returning() : [row];
    let current = updated;
    if (current.visibility === 'public' && current.publishedAt === null) {
      const [published] = await tx
        .update(problems)
        .set({ publishedAt: new Date() })
        .where(and(eq(problems.id, row.id), isSolvedSql, noticeGiven))
        .returning();
      current = published ?? current;
    }
    return sharingJson(current, await hasNotice(tx, userId));
  });
}

/** The student has read that solved problems are shared: from now on their solved public problems are listed. */
export async function acknowledgeSharingNotice(db: Db, userId: string): Promise<{ notice_acknowledged: true }> {
  await db.transaction(async (tx) => {
    await tx.insert(sharingNotices).values({ userId }).onConflictDoNothing();
    await tx
      .update(problems)
      .set({ publishedAt: new Date() })
      .where(and(eq(problems.userId, userId), eq(problems.visibility, 'public'), isNull(problems.publishedAt), isSolvedSql));
  });
  return { notice_acknowledged: true };
}

export async function sharingNoticeAcknowledged(db: Db, userId: string): Promise<{ notice_acknowledged: boolean }> {
  return { notice_acknowledged: await hasNotice(db, userId) };
}
