import { randomUUID } from 'node:crypto';
import type { ProblemType } from '../../../contract/subjects';
import type { SubmitResult } from '../../../contract/tasks';
import { problems, tasks } from '../../db/schema';
import type { ErrorLog } from '../../log';
import { classify } from '../../solver/classify';
import { uploadKey } from '../../storage/keys';
import { debitOrThrow, writeLedger } from '../credits/ledger';
import { normalizeFlags, taskCost } from '../credits/pricing';
import { invalid, unprocessable } from '../errors';
import { saveImageUpload } from '../uploads/save-upload';
import type { TaskDeps } from './deps';
import { appendEvent } from './events';
import { assertCanStartTask } from './limits';
import { STAGE_MESSAGE, TASK_MSG } from './messages';

/** A student's problem as the form sent it (already checked field by field). */
export interface Submission {
  text: string;
  /** Only when the student chose one. */
  problemType?: ProblemType;
  generateVideo: boolean;
  turboMode: boolean;
  /** Checked by content when stored. */
  images: Buffer[];
  /** The image's text as the student checked it (POST /ocr, then corrected); only with an image. */
  ocrText?: string;
}

/**
 * One transaction: check the user's submit limits (429), take the credits (guarded UPDATE; insufficient_credits when short), store the
 * images, the problem, the task, the ledger hold and the first event. Nothing survives a failure —
 * image files written before it are deleted. The job is queued after the commit.
 */
export async function submitTask(deps: TaskDeps, userId: string, submission: Submission, log?: ErrorLog): Promise<SubmitResult> {
  const { config, db } = deps;
  const text = submission.text.trim();
  const ocrText = submission.ocrText?.trim() || null;
  if (ocrText && submission.images.length === 0) throw unprocessable(TASK_MSG.ocrTextWithoutImage, 'ocr_text: needs images[]');
  if (text === '' && submission.images.length === 0) throw invalid(TASK_MSG.emptyProblem);
  const flags = normalizeFlags(submission);
  const cost = taskCost(config, flags);
  const classified = classify([text, ocrText ?? ''].join('\n\n').trim());
  // Rendered in the render pool while this request waits, before the transaction: the event loop
  // (everybody else's requests) and the database stay free meanwhile. Over its time limit the
  // problem is stored as its escaped text; the submit never fails because of it.
  const problemHtml = await deps.renderer.render(text);
  const taskId = randomUUID();
  const saved: string[] = [];
  let problemId: string;
  try {
    problemId = await db.transaction(async (tx) => {
      await assertCanStartTask(tx, userId, config);
      const balance = cost > 0 ? await debitOrThrow(tx, userId, cost) : null;
      for (const data of submission.images) {
        const file = await saveImageUpload(tx, deps.storage, { userId, purpose: 'problem', data });
        saved.push(file.fileName);
      }
      const [problem] = await tx
        .insert(problems)
        .values({
          userId,
          problemText: text,
          problemHtml,
          problemType: submission.problemType ?? classified.problemType,
          subject: classified.subject,
          imageFiles: saved,
          ocrText,
        })
        .returning({ id: problems.id });
      await tx.insert(tasks).values({
        id: taskId,
        problemId: problem.id,
        userId,
        generateVideo: flags.generateVideo,
        turboMode: flags.turboMode,
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
    await Promise.all(saved.map((f) => deps.storage.delete(uploadKey(f)).catch(() => {})));
    throw err;
  }
  await enqueueAfterCommit(deps, taskId, log);
  return { problem_id: problemId, task_id: taskId };
}

/**
 * The task is committed and its credits held; if queueing fails now, the worker's recovery scan
 * finds the pending task without a job and queues it, so the submit still succeeded.
 */
export async function enqueueAfterCommit(deps: Pick<TaskDeps, 'jobs' | 'bus'>, taskId: string, log?: ErrorLog) {
  try {
    await deps.jobs.enqueue(taskId);
  } catch (err) {
    log?.error({ err, taskId }, 'enqueue failed; recovery will queue the task');
  }
  deps.bus.publish(taskId);
}
