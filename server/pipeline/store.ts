import { and, eq } from 'drizzle-orm';
import type { Verification } from '../../contract/subjects';
import type { TaskStage } from '../../contract/tasks';
import type { Db } from '../db/client';
import { type DebugRecord, problems, tasks, type VideoDetails } from '../db/schema';
import { inlineRenderer, type MarkdownRenderer } from '../render';
import { chargeTask, refundTask } from '../services/credits/ledger';
import { appendEvent } from '../services/tasks/events';
import { STAGE_MESSAGE, STAGE_PROGRESS, TASK_MSG } from '../services/tasks/messages';
import type { ProblemRow, TaskRow } from '../services/tasks/serialize';
import { publishIfShared } from '../services/community/sharing';

/**
 * The pipeline's writes. Each one is guarded by (status = processing, attempt = the claimed one):
 * once a task is stopped, deleted or re-queued for another attempt, a late write of an old run
 * changes nothing, so a stopped task never ends as completed.
 */
const mine = (taskId: string, attempt: number) => and(eq(tasks.id, taskId), eq(tasks.attempt, attempt), eq(tasks.status, 'processing'));

/** pending → processing, by exactly one worker; null when the task is not pending (stopped, deleted, taken). */
export async function claimTask(db: Db, taskId: string): Promise<{ task: TaskRow; problem: ProblemRow } | null> {
  const [task] = await db
    .update(tasks)
    .set({ status: 'processing', startedAt: new Date(), updatedAt: new Date(), error: null })
    .where(and(eq(tasks.id, taskId), eq(tasks.status, 'pending')))
    .returning();
  if (!task) return null;
  const [problem] = await db.select().from(problems).where(eq(problems.id, task.problemId));
  return { task, problem };
}

/** Enters a stage (progress, one timeline event); false when this run no longer owns the task. */
export async function enterStage(
  db: Db,
  taskId: string,
  attempt: number,
  stage: TaskStage,
  message: string = STAGE_MESSAGE[stage],
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [t] = await tx
      .update(tasks)
      .set({ stage, progress: STAGE_PROGRESS[stage], updatedAt: new Date() })
      .where(mine(taskId, attempt))
      .returning({ id: tasks.id });
    if (!t) return false;
    await appendEvent(tx, { taskId, status: 'processing', stage, message });
    return true;
  });
}

/** A timeline note inside the current stage (no state change). */
export async function noteEvent(
  db: Db,
  taskId: string,
  attempt: number,
  stage: TaskStage,
  message: string,
  progress?: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [t] = await tx
      .update(tasks)
      .set({ updatedAt: new Date(), ...(progress === undefined ? {} : { progress }) })
      .where(mine(taskId, attempt))
      .returning({ id: tasks.id });
    if (!t) return false;
    await appendEvent(tx, { taskId, status: 'processing', stage, message });
    return true;
  });
}

export async function saveOcrText(db: Db, problemId: string, ocrText: string | null) {
  await db.update(problems).set({ ocrText }).where(eq(problems.id, problemId));
}

export async function saveSubject(db: Db, problemId: string, subject: string) {
  await db.update(problems).set({ subject }).where(eq(problems.id, problemId));
}

/** processing → failed with the message for the student, and the hold refunded (once). */
export async function failTask(db: Db, taskId: string, attempt: number, error: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [t] = await tx
      .update(tasks)
      .set({ status: 'failed', error, finishedAt: new Date(), updatedAt: new Date() })
      .where(mine(taskId, attempt))
      .returning({ stage: tasks.stage });
    if (!t) return false;
    await refundTask(tx, taskId, TASK_MSG.refundNoteFailed);
    await appendEvent(tx, { taskId, status: 'failed', stage: t.stage as TaskStage, message: error });
    return true;
  });
}

/**
 * processing → completed; the hold becomes a charge, minus `refundPart` (a video that could not be
 * made). The pipeline passes its `renderer` (the render pool); the inline one is for tests and scripts.
 */
export async function completeTask(
  db: Db,
  taskId: string,
  attempt: number,
  result: {
    resultMarkdown: string;
    finalAnswer: string;
    verification: Verification;
    engine: string;
    videoFile: string | null;
    video?: VideoDetails | null;
    debugFiles?: DebugRecord | null;
  },
  refundPart = 0,
  renderer: Pick<MarkdownRenderer, 'render'> = inlineRenderer,
): Promise<boolean> {
  // Rendered once here, so that nobody's phone has to typeset it (the result is written only now),
  // and before the transaction, which a render in another thread would otherwise hold open.
  const [resultHtml, finalAnswerHtml] = await Promise.all([
    renderer.render(result.resultMarkdown, { steps: true }),
    renderer.render(result.finalAnswer),
  ]);
  const html = { resultHtml, finalAnswerHtml };
  return db.transaction(async (tx) => {
    const [t] = await tx
      .update(tasks)
      .set({
        ...result,
        ...html,
        status: 'completed',
        stage: 'done',
        progress: 100,
        error: null,
        finishedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(mine(taskId, attempt))
      .returning({ id: tasks.id, problemId: tasks.problemId });
    if (!t) return false;
    await chargeTask(tx, taskId, { refundPart, note: TASK_MSG.refundNoteVideo });
    await publishIfShared(tx, t.problemId);
    await appendEvent(tx, { taskId, status: 'completed', stage: 'done', message: STAGE_MESSAGE.done });
    return true;
  });
}

/**
 * processing → pending again, the hold kept: the server is going down (or came back up after a
 * crash) in the middle of this task, which runs again from the start.
 */
export async function requeueTask(db: Db, taskId: string, attempt?: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [t] = await tx
      .update(tasks)
      .set({ status: 'pending', stage: 'queued', progress: 0, startedAt: null, updatedAt: new Date() })
      .where(attempt === undefined ? and(eq(tasks.id, taskId), eq(tasks.status, 'processing')) : mine(taskId, attempt))
      .returning({ id: tasks.id });
    if (!t) return false;
    await appendEvent(tx, { taskId, status: 'pending', stage: 'queued', message: TASK_MSG.restarted });
    return true;
  });
}
