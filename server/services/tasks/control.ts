import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DetailStatus, SubmitResult, TaskStage, TaskStatus } from '../../../contract/tasks';
import { tasks } from '../../db/schema';
import type { ErrorLog } from '../../log';
import type { FileStorage } from '../../storage';
import { debugFolderKey, videoFolderKey } from '../../storage/keys';
import { holdForTask, refundTask } from '../credits/ledger';
import { taskCost } from '../credits/pricing';
import { conflict, notFound } from '../errors';
import type { TaskDeps } from './deps';
import { appendEvent } from './events';
import { assertCanStartTask } from './limits';
import { ownedTaskRow } from './load';
import { STAGE_MESSAGE, TASK_MSG } from './messages';
import { detailStatusJson } from './serialize';
import { enqueueAfterCommit } from './submit';

const RUNNING: TaskStatus[] = ['pending', 'processing'];
const RETRYABLE: TaskStatus[] = ['failed', 'stopped'];
const NO_RESULT = {
  resultMarkdown: null,
  finalAnswer: null,
  verification: null,
  engine: null,
  videoFile: null,
  video: null,
  debugFiles: null,
};

/** The task's video and its render's debug files; a missing folder is no error, a failing storage is not the caller's. */
async function deleteVideoFiles(storage: FileStorage, taskId: string): Promise<void> {
  await Promise.all([storage.deleteFolder(videoFolderKey(taskId)), storage.deleteFolder(debugFolderKey(taskId))]).catch(() => {});
}

async function cancelQuietly(deps: TaskDeps, taskId: string, log?: ErrorLog) {
  try {
    await deps.jobs.cancel(taskId);
  } catch (err) {
    // The row is already stopped: the pipeline sees that between stages even without the signal.
    log?.error({ err, taskId }, 'job cancel failed');
  }
}

/** Stops a pending or processing task: status stopped, error '已停止', refund (once), then the job is cancelled. */
export async function stopTask(deps: TaskDeps, userId: string, taskId: unknown, log?: ErrorLog): Promise<DetailStatus> {
  const row = await ownedTaskRow(deps.db, userId, taskId);
  const now = deps.clock.now();
  const stopped = await deps.db.transaction(async (tx) => {
    const [t] = await tx
      .update(tasks)
      // A refunded task shows no solution, even one a late worker write might have left.
      .set({ ...NO_RESULT, status: 'stopped', error: TASK_MSG.stopped, finishedAt: now, updatedAt: now })
      .where(and(eq(tasks.id, row.id), inArray(tasks.status, RUNNING)))
      .returning();
    if (!t) return null;
    await refundTask(tx, t.id, TASK_MSG.refundNoteStopped);
    await appendEvent(tx, { taskId: t.id, status: 'stopped', stage: t.stage as TaskStage, message: TASK_MSG.stoppedEvent });
    return t;
  });
  if (!stopped) throw conflict(TASK_MSG.notStoppable, `status: ${row.status}`);
  await cancelQuietly(deps, row.id, log);
  deps.bus.publish(row.id);
  return detailStatusJson(stopped);
}

/**
 * Runs a failed or stopped task again in place: attempt + 1, result and error cleared, credits held
 * again at today's price. Any other state is a conflict and nothing changes.
 */
export async function retryTaskInPlace(deps: TaskDeps, userId: string, taskId: unknown, log?: ErrorLog): Promise<SubmitResult> {
  const row = await ownedTaskRow(deps.db, userId, taskId);
  const cost = taskCost(deps.config, row);
  const retried = await deps.db.transaction(async (tx) => {
    await assertCanStartTask(tx, userId, deps.config, false);
    const [t] = await tx
      .update(tasks)
      .set({
        status: 'pending',
        stage: 'queued',
        progress: 0,
        attempt: sql`${tasks.attempt} + 1`,
        cost,
        chargeState: 'held',
        ...NO_RESULT,
        error: null,
        startedAt: null,
        finishedAt: null,
        updatedAt: deps.clock.now(),
      })
      .where(and(eq(tasks.id, row.id), inArray(tasks.status, RETRYABLE)))
      .returning();
    if (!t) return null;
    await holdForTask(tx, { userId, cost, taskId: t.id, note: `第 ${t.attempt} 次尝试` });
    await appendEvent(tx, { taskId: t.id, status: 'pending', stage: 'queued', message: `${TASK_MSG.requeued}（第 ${t.attempt} 次尝试）` });
    return t;
  });
  if (!retried) throw conflict(TASK_MSG.notRetryable, `status: ${row.status}`);
  if (row.videoFile || row.debugFiles) await deleteVideoFiles(deps.storage, row.id);
  await enqueueAfterCommit(deps, row.id, log);
  return { problem_id: row.problemId, task_id: row.id };
}

/** A new task for the same problem with the same options; the old task is left as it is. */
export async function retryAsNewTask(deps: TaskDeps, userId: string, taskId: unknown, log?: ErrorLog): Promise<SubmitResult> {
  const row = await ownedTaskRow(deps.db, userId, taskId);
  const cost = taskCost(deps.config, row);
  const created = await deps.db.transaction(async (tx) => {
    await assertCanStartTask(tx, userId, deps.config);
    const [t] = await tx
      .insert(tasks)
      .values({ problemId: row.problemId, userId, generateVideo: row.generateVideo, turboMode: row.turboMode, cost, chargeState: 'held' })
      .returning({ id: tasks.id });
    await holdForTask(tx, { userId, cost, taskId: t.id });
    await appendEvent(tx, { taskId: t.id, status: 'pending', stage: 'queued', message: STAGE_MESSAGE.queued });
    return t;
  });
  await enqueueAfterCommit(deps, created.id, log);
  return { problem_id: row.problemId, task_id: created.id };
}

/** Deletes the task; a running one is stopped and refunded first (same transaction). */
export async function deleteTask(deps: TaskDeps, userId: string, taskId: unknown, log?: ErrorLog): Promise<void> {
  const row = await ownedTaskRow(deps.db, userId, taskId);
  const wasRunning = await deps.db.transaction(async (tx) => {
    const [running] = await tx
      .update(tasks)
      .set({ status: 'stopped', error: TASK_MSG.stopped, updatedAt: deps.clock.now() })
      .where(and(eq(tasks.id, row.id), inArray(tasks.status, RUNNING)))
      .returning({ id: tasks.id });
    if (running) await refundTask(tx, row.id, TASK_MSG.refundNoteStopped);
    const deleted = await tx
      .delete(tasks)
      .where(and(eq(tasks.id, row.id), eq(tasks.userId, userId)))
      .returning({ id: tasks.id });
    if (deleted.length === 0) throw notFound();
    return Boolean(running);
  });
  if (wasRunning) await cancelQuietly(deps, row.id, log);
  await deleteVideoFiles(deps.storage, row.id);
  deps.bus.publish(row.id);
}
