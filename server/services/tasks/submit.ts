import { randomUUID } from 'node:crypto';
import { unlink } from 'node:fs/promises';
import path from 'node:path';
import type { SubmitResult } from '../../../contract/tasks';
import type { AppDeps } from '../../deps';
import { problems, tasks } from '../../db/schema';
import { taskEventsBus } from '../../jobs/task-events-bus';
import { classify } from '../../solver/classify';
import { saveImageUpload } from '../uploads/save-upload';
import { taskCost } from '../credits/pricing';
import { debitOrThrow, writeLedger } from '../credits/ledger';
import { appendEvent } from './events';
import { STAGE_MESSAGE } from './messages';
import type { Submission } from './parse-submission';

export interface ErrorLog {
  error(obj: object, msg: string): void;
}

/**
 * One transaction: take the credits (guarded UPDATE, 402 when short), store the images, the problem,
 * the task, the ledger hold and the first event. Nothing survives a failure — image files written
 * before it are deleted. The job is queued after the commit.
 */
export async function submitTask(deps: AppDeps, userId: string, s: Submission, log?: ErrorLog): Promise<SubmitResult> {
  const { config, database } = deps;
  const cost = taskCost(config, s);
  const classified = classify([s.text, s.ocrText ?? ''].join('\n\n').trim());
  const taskId = randomUUID();
  const saved: string[] = [];
  let problemId: string;
  try {
    problemId = await database.db.transaction(async (tx) => {
      const balance = cost > 0 ? await debitOrThrow(tx, userId, cost) : null;
      for (const data of s.images) {
        const file = await saveImageUpload(tx, config.uploadsDir, { userId, purpose: 'problem', data });
        saved.push(file.fileName);
      }
      const [problem] = await tx
        .insert(problems)
        .values({
          userId,
          problemText: s.text,
          problemType: s.problemType ?? classified.problemType,
          subject: classified.subject,
          imageFiles: saved,
          ocrText: s.ocrText ?? null,
        })
        .returning({ id: problems.id });
      await tx.insert(tasks).values({
        id: taskId,
        problemId: problem.id,
        userId,
        generateVideo: s.generateVideo,
        turboMode: s.turboMode,
        cost,
        chargeState: 'held',
      });
      if (balance !== null) {
        await writeLedger(tx, { userId, delta: -cost, balanceAfter: balance, reason: 'task_hold', taskId });
      }
      await appendEvent(tx, { taskId, status: 'pending', stage: 'queued', message: STAGE_MESSAGE.queued });
      return problem.id;
    });
  } catch (err) {
    await Promise.all(saved.map((f) => unlink(path.join(config.uploadsDir, f)).catch(() => {})));
    throw err;
  }
  await enqueueAfterCommit(deps, taskId, log);
  return { problem_id: problemId, task_id: taskId };
}

/**
 * The task is committed and its credits held; if queueing fails now, the worker's recovery scan
 * finds the pending task without a job and queues it, so the submit still succeeded.
 */
export async function enqueueAfterCommit(deps: Pick<AppDeps, 'jobs'>, taskId: string, log?: ErrorLog) {
  try {
    await deps.jobs.enqueue(taskId);
  } catch (err) {
    log?.error({ err, taskId }, 'enqueue failed; recovery will queue the task');
  }
  taskEventsBus.publish(taskId);
}
