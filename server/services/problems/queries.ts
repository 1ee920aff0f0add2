import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Page } from '../../../contract/envelope';
import type { ProblemType, Subject } from '../../../contract/subjects';
import type { ListQuery, Problem, ProblemDetail, Task } from '../../../contract/tasks';
import type { Db } from '../../db/client';
import { problems, tasks, users } from '../../db/schema';
import { batchStatus, visitorStatus } from '../community/engagements';
import { visibleProblemRow } from '../community/visibility';
import { type HtmlReader, htmlReader, type MarkdownRenderer } from '../../render';
import { notFound } from '../errors';
import { isUuid } from '../tasks/ids';
import { listTasks } from '../tasks/list';
import { selectTasks, withEvents } from '../tasks/load';
import type { ProblemRow } from '../tasks/serialize';

/** html: a single problem's view also carries its text as HTML (lists do not). */
export function problemJson(p: ProblemRow, latestTask: Task | null, options: { html?: string } = {}): Problem {
  return {
    id: p.id,
    problem_text: p.problemText,
    ...(options.html === undefined ? {} : { problem_html: options.html }),
    problem_type: p.problemType as ProblemType,
    subject: p.subject as Subject,
    image_urls: p.imageFiles.map((f) => `/uploads/${f}`),
    ocr_text: p.ocrText,
    created_at: p.createdAt.toISOString(),
    latest_task: latestTask,
  };
}

/** The newest task of each given problem (one query). */
async function latestTasks(db: Db, problemIds: string[], options: { html?: HtmlReader } = {}): Promise<Map<string, Task>> {
  if (problemIds.length === 0) return new Map();
  const newest = db
    .selectDistinctOn([tasks.problemId], { id: tasks.id })
    .from(tasks)
    .where(inArray(tasks.problemId, problemIds))
    .orderBy(tasks.problemId, desc(tasks.createdAt), desc(tasks.id));
  const rows = await selectTasks(db, inArray(tasks.id, newest));
  const list = await withEvents(db, rows, options);
  return new Map(list.map((t) => [t.problem_id, t]));
}

/** The latest task's status, as a filter on problems. */
const latestStatusIs = (status: string): SQL =>
  sql`(select t.status from ${tasks} t where t.problem_id = ${problems.id} order by t.created_at desc, t.id desc limit 1) = ${status}`;

/** The user's problems, newest first, each with its latest task. */
export async function listProblems(db: Db, userId: string, q: ListQuery): Promise<Page<Problem>> {
  const where = and(
    eq(problems.userId, userId),
    q.subject ? eq(problems.subject, q.subject) : undefined,
    q.status ? latestStatusIs(q.status) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(problems)
      .where(where)
      .orderBy(desc(problems.createdAt), desc(problems.id))
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size),
    db.select({ total: count() }).from(problems).where(where),
  ]);
  const latest = await latestTasks(
    db,
    rows.map((r) => r.id),
  );
  return { items: rows.map((p) => problemJson(p, latest.get(p.id) ?? null)), total: Number(total), page: q.page, page_size: q.page_size };
}

/** The user's problem; another user's problem and a non-UUID id are not found, like a missing one. */
export async function ownedProblemRow(db: Db, userId: string, problemId: unknown): Promise<ProblemRow> {
  if (!isUuid(problemId)) throw notFound();
  const [row] = await db
    .select()
    .from(problems)
    .where(and(eq(problems.id, problemId), eq(problems.userId, userId)));
  if (!row) throw notFound();
  return row;
}

/** The problem's HTML as stored, or rendered now for a row older than the column. */
const problemHtml = async (read: HtmlReader, p: ProblemRow): Promise<string> => (await read(p.problemHtml, p.problemText)) ?? '';

/** `renderer` renders (off the event loop) the HTML a row older than the HTML columns lacks. */
export async function getProblem(db: Db, renderer: Pick<MarkdownRenderer, 'render'>, userId: string, problemId: unknown): Promise<Problem> {
  const row = await ownedProblemRow(db, userId, problemId);
  const read = htmlReader(renderer);
  const [latest, html] = await Promise.all([latestTasks(db, [row.id], { html: read }), problemHtml(read, row)]);
  return problemJson(row, latest.get(row.id) ?? null, { html });
}

/**
 * The problem with all its tasks, newest first. Another student sees a problem listed in explore as
 * its owner shares it: its latest solution only, the photos and their text only if the owner agreed,
 * the asker's name only if the owner chose to show it.
 */
export async function getProblemDetail(
  db: Db,
  renderer: Pick<MarkdownRenderer, 'render'>,
  userId: string | null,
  problemId: unknown,
): Promise<ProblemDetail> {
  const row = await visibleProblemRow(db, userId, problemId);
  const isOwner = row.userId === userId;
  const taskRows = await selectTasks(
    db,
    and(eq(tasks.problemId, row.id), isOwner ? eq(tasks.userId, userId) : eq(tasks.status, 'completed')),
  ).orderBy(desc(tasks.createdAt), desc(tasks.id));
  const shown = isOwner ? taskRows : taskRows.slice(0, 1);
  // Others see the solution, not how the owner's run went (its events and the engine behind it).
  const forOthers = (t: Task): Task => (isOwner ? t : { ...t, events: [], engine: null });
  const read = htmlReader(renderer);
  const [all, html, mine] = await Promise.all([
    withEvents(db, shown, { html: read }).then((all) => all.map(forOthers)),
    problemHtml(read, row),
    userId ? batchStatus(db, userId, [row.id]).then((s) => s.statuses[row.id]) : visitorStatus(row),
  ]);
  const detail = { ...problemJson(row, all[0] ?? null, { html }), tasks: all, is_owner: isOwner, engagement: mine };
  if (isOwner) return detail;
  const [owner] = row.showAsker
    ? await db.select({ username: users.username, avatarPath: users.avatarPath }).from(users).where(eq(users.id, row.userId))
    : [];
  return {
    ...detail,
    image_urls: row.sharePhotos ? detail.image_urls : [],
    ocr_text: row.sharePhotos ? detail.ocr_text : null,
    asker: owner ? { username: owner.username, avatar_path: owner.avatarPath } : null,
  };
}

export async function listProblemTasks(db: Db, userId: string, problemId: unknown, q: ListQuery): Promise<Page<Task>> {
  const row = await ownedProblemRow(db, userId, problemId);
  return listTasks(db, userId, q, eq(tasks.problemId, row.id));
}
