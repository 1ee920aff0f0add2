import sharp from 'sharp';
import type { ExamOcrStarted } from '../../../contract/exam-ocr';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { examOcrJobs } from '../../db/schema';
import type { Jobs } from '../../jobs/types';
import type { FileStorage } from '../../storage';
import { transactionWithImages } from '../auth/image-uploads';
import { debitOrThrow, writeLedger } from '../credits/ledger';
import { invalid } from '../errors';
import { EXAM_OCR_MSG } from './messages';

/** A picture narrower than this cannot hold a readable exam page (a 1 × 1 pixel is refused here, not read). */
export const EXAM_MIN_SIDE = 200;

export interface ExamOcrStartDeps {
  db: Db;
  storage: FileStorage;
  config: Pick<Config, 'EXAM_OCR_COST'>;
  jobs: Pick<Jobs, 'enqueueExamOcr'>;
}

/**
 * Starts reading an exam photo. In one transaction: the image is checked like every upload (size, type by
 * content, the pixel cap) and stored, its size checked, the conversion's credits held (a ledger row) and
 * the job inserted; any refusal leaves no row, file or charge. After the commit the job is queued: the
 * reading itself runs on the worker, never on this request.
 */
export async function startExamOcr(deps: ExamOcrStartDeps, userId: string, image: Buffer): Promise<ExamOcrStarted> {
  const cost = deps.config.EXAM_OCR_COST;
  const job = await transactionWithImages(deps.db, deps.storage, async (tx, save) => {
    const saved = await save({ userId, purpose: 'exam', data: image });
    const { width = 0, height = 0 } = await sharp(image).metadata();
    if (Math.min(width, height) < EXAM_MIN_SIDE) throw invalid(EXAM_OCR_MSG.tooSmall(EXAM_MIN_SIDE), `${width} × ${height} pixels`);
    const [row] = await tx.insert(examOcrJobs).values({ userId, imageFile: saved.fileName, cost }).returning({ id: examOcrJobs.id });
    if (cost > 0) {
      const balance = await debitOrThrow(tx, userId, cost);
      await writeLedger(tx, { userId, delta: -cost, balanceAfter: balance, reason: 'exam_ocr_hold', note: EXAM_OCR_MSG.holdNote(row.id) });
    }
    return row;
  });
  // A failed enqueue leaves the job pending; the worker's recovery scan queues it again.
  await deps.jobs.enqueueExamOcr(job.id);
  return { job_id: job.id };
}
