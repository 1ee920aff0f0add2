import { buffer } from 'node:stream/consumers';
import { and, eq } from 'drizzle-orm';
import type { ExamQuestion } from '../../../contract/exam-ocr';
import type { Db } from '../../db/client';
import { examOcrJobs } from '../../db/schema';
import type { Log } from '../../log';
import { OcrError } from '../../ocr/errors';
import type { FileStorage } from '../../storage';
import { uploadKey } from '../../storage/keys';
import { moveCredits } from '../credits/ledger';
import { EXAM_OCR_MSG } from './messages';
import { type PageReaders, readExamPage } from './read-page';
import { splitQuestions, withOptions } from './split-questions';

export interface ExamOcrRunDeps extends PageReaders {
  db: Db;
  storage: FileStorage;
  log: Log;
}

export type ExamOcrOutcome = 'completed' | 'failed' | 'requeued' | 'skipped';

/**
 * Reads one queued exam photo: claims the job (pending → processing), reads it (the vision model when one
 * is configured, else or on its failure tesseract: ./read-page), splits the text into questions and completes the job, which turns the hold into a charge. Any
 * failure fails the job and refunds the hold, once; a shutdown puts the job back to pending with its hold.
 */
export async function runExamOcr(deps: ExamOcrRunDeps, jobId: string, signal?: AbortSignal): Promise<ExamOcrOutcome> {
  const { db } = deps;
  const [job] = await db
    .update(examOcrJobs)
    .set({ status: 'processing', progress: 10, updatedAt: new Date() })
    .where(and(eq(examOcrJobs.id, jobId), eq(examOcrJobs.status, 'pending')))
    .returning();
  if (!job) return 'skipped';
  const progress = (value: number) =>
    db
      .update(examOcrJobs)
      .set({ progress: value, updatedAt: new Date() })
      .where(and(eq(examOcrJobs.id, jobId), eq(examOcrJobs.status, 'processing')));
  try {
    const stored = await deps.storage.get(uploadKey(job.imageFile));
    if (!stored) throw new OcrError('not_image', 'the stored exam photo is missing');
    const photo = await buffer(stored.body);
    await progress(30);
    const { text, engine } = await readExamPage(deps, photo, { jobId }, signal);
    deps.log.info({ jobId, engine }, 'exam page read');
    await progress(90);
    await completeExamOcr(db, jobId, text);
    return 'completed';
  } catch (err) {
    if (signal?.aborted && signal.reason === 'shutdown') {
      await db
        .update(examOcrJobs)
        .set({ status: 'pending', progress: 0, updatedAt: new Date() })
        .where(and(eq(examOcrJobs.id, jobId), eq(examOcrJobs.status, 'processing')));
      return 'requeued';
    }
    deps.log.warn({ err, jobId }, 'exam OCR failed');
    const unreadable =
      (err instanceof OcrError && err.code === 'not_image') || /Input (buffer|file)|VipsJpeg|pngload|corrupt/i.test(String(err));
    await failExamOcr(db, jobId, unreadable ? EXAM_OCR_MSG.unreadable : EXAM_OCR_MSG.failed);
    return 'failed';
  }
}

/** The questions of the text, and what to tell the student when there are none to show. */
export function questionsOf(text: string): { questions: ExamQuestion[]; message: string | null } {
  if (text.trim() === '') return { questions: [], message: EXAM_OCR_MSG.blankPage };
  const questions = splitQuestions(text);
  if (questions.length > 0) return { questions, message: null };
  return { questions: [withOptions(1, text.trim())], message: EXAM_OCR_MSG.noNumbers };
}

/**
 * Stores the reading and settles the hold: charged when text was found; a blank page (nothing to show)
 * completes with its message and its credits back.
 */
async function completeExamOcr(db: Db, jobId: string, text: string): Promise<void> {
  const { questions, message } = questionsOf(text);
  const blank = text.trim() === '';
  await db.transaction(async (tx) => {
    const [job] = await tx
      .update(examOcrJobs)
      .set({
        status: 'completed',
        progress: 100,
        text,
        questions,
        message,
        chargeState: blank ? 'refunded' : 'charged',
        updatedAt: new Date(),
        finishedAt: new Date(),
      })
      .where(and(eq(examOcrJobs.id, jobId), eq(examOcrJobs.status, 'processing'), eq(examOcrJobs.chargeState, 'held')))
      .returning({ userId: examOcrJobs.userId, cost: examOcrJobs.cost });
    if (blank && job && job.cost > 0) {
      await moveCredits(tx, { userId: job.userId, delta: job.cost, reason: 'exam_ocr_refund', note: EXAM_OCR_MSG.holdNote(jobId) });
    }
  });
}

/** Fails a running job and gives its hold back, at most once (the charge_state guard). */
export async function failExamOcr(db: Db, jobId: string, error: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [job] = await tx
      .update(examOcrJobs)
      .set({ status: 'failed', error, chargeState: 'refunded', updatedAt: new Date(), finishedAt: new Date() })
      .where(and(eq(examOcrJobs.id, jobId), eq(examOcrJobs.chargeState, 'held')))
      .returning({ userId: examOcrJobs.userId, cost: examOcrJobs.cost });
    if (job && job.cost > 0) {
      await moveCredits(tx, { userId: job.userId, delta: job.cost, reason: 'exam_ocr_refund', note: EXAM_OCR_MSG.holdNote(jobId) });
    }
  });
}
