import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { DetailStatus, Task } from '../../../contract/tasks';
import type { Db } from '../../db/client';
import { problems, taskEvents, tasks } from '../../db/schema';
import { type HtmlReader, htmlReader, type MarkdownRenderer } from '../../render';
import { notFound } from '../errors';
import { isUuid } from './ids';
import { detailStatusJson, type ProblemBits, readTaskHtml, type TaskEventRow, type TaskRow, taskJson } from './serialize';

export const problemBits = {
  subject: problems.subject,
  problemType: problems.problemType,
  problemText: problems.problemText,
  problemHtml: problems.problemHtml,
  ocrText: problems.ocrText,
};

/**
 * Task JSON for the given rows, in their order, each with its events timeline (one query for all);
 * with `html`, also the HTML of each (a single view's).
 */
export async function withEvents(
  db: Db,
  rows: { task: TaskRow; problem: ProblemBits }[],
  options: { html?: HtmlReader } = {},
): Promise<Task[]> {
  if (rows.length === 0) return [];
  const events = await db
    .select()
    .from(taskEvents)
    .where(
      inArray(
        taskEvents.taskId,
        rows.map((r) => r.task.id),
      ),
    )
    .orderBy(asc(taskEvents.id));
  const byTask = new Map<string, TaskEventRow[]>();
  for (const e of events) {
    const list = byTask.get(e.taskId);
    if (list) list.push(e);
    else byTask.set(e.taskId, [e]);
  }
  const read = options.html;
  const html = read ? await Promise.all(rows.map((r) => readTaskHtml(read, r.task, r.problem))) : [];
  return rows.map((r, i) => taskJson(r.task, r.problem, byTask.get(r.task.id) ?? [], { html: html[i] }));
}

export function selectTasks(db: Db, where: SQL | undefined) {
  return db.select({ task: tasks, problem: problemBits }).from(tasks).innerJoin(problems, eq(problems.id, tasks.problemId)).where(where);
}

/** The user's task, or null: another user's task and a non-UUID id look exactly like a missing one. */
export async function findOwnedTaskRow(db: Db, userId: string, taskId: unknown): Promise<TaskRow | null> {
  if (!isUuid(taskId)) return null;
  const [row] = await db
    .select()
    .from(tasks)
    .where(and(eq(tasks.id, taskId), eq(tasks.userId, userId)));
  return row ?? null;
}

/** The user's task, or not found. */
export async function ownedTaskRow(db: Db, userId: string, taskId: unknown): Promise<TaskRow> {
  const row = await findOwnedTaskRow(db, userId, taskId);
  if (!row) throw notFound();
  return row;
}

/** The user's task with its HTML; `renderer` renders (off the event loop) what a row older than the HTML columns lacks. */
export async function getOwnedTask(db: Db, renderer: Pick<MarkdownRenderer, 'render'>, userId: string, taskId: unknown): Promise<Task> {
  if (!isUuid(taskId)) throw notFound();
  const rows = await selectTasks(db, and(eq(tasks.id, taskId), eq(tasks.userId, userId)));
  if (rows.length === 0) throw notFound();
  const [task] = await withEvents(db, rows, { html: htmlReader(renderer) });
  return task;
}

export async function getOwnedTaskStatus(db: Db, userId: string, taskId: unknown): Promise<DetailStatus> {
  return detailStatusJson(await ownedTaskRow(db, userId, taskId));
}
