import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Page } from '../../../contract/envelope';
import type { ListQuery, Task } from '../../../contract/tasks';
import type { Db } from '../../db/client';
import { problems, tasks } from '../../db/schema';
import { selectTasks, withEvents } from './load';

/** The user's tasks, newest first, optionally filtered by status and by the problem's subject. */
export async function listTasks(db: Db, userId: string, q: ListQuery, extra?: SQL): Promise<Page<Task>> {
  const where = and(
    eq(tasks.userId, userId),
    q.status ? eq(tasks.status, q.status) : undefined,
    q.subject ? eq(problems.subject, q.subject) : undefined,
    extra,
  );
  const [rows, [{ total }]] = await Promise.all([
    selectTasks(db, where)
      .orderBy(desc(tasks.createdAt), desc(tasks.id))
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size),
    db.select({ total: count() }).from(tasks).innerJoin(problems, eq(problems.id, tasks.problemId)).where(where),
  ]);
  return { items: await withEvents(db, rows), total: Number(total), page: q.page, page_size: q.page_size };
}
