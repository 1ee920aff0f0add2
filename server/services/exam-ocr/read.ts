import { and, desc, eq } from 'drizzle-orm';
import {
  type ExamOcrList,
  type ExamOcrResult,
  type ExamOcrStatus,
  type ExamOcrStatusData,
  examOcrIdParamsSchema,
} from '../../../contract/exam-ocr';
import type { Db } from '../../db/client';
import { examOcrJobs } from '../../db/schema';
import { conflict, notFound } from '../errors';
import { EXAM_OCR_MSG } from './messages';

type Row = typeof examOcrJobs.$inferSelect;

/** The id of a path; one that is not even a UUID names no job (404, like anyone else's). */
export function jobIdOf(params: unknown): string {
  const parsed = examOcrIdParamsSchema.safeParse(params);
  if (!parsed.success) throw notFound();
  return parsed.data.id;
}

/** The student's own job; someone else's is as absent as one that never existed (404). */
async function ownJob(db: Db, userId: string, id: string): Promise<Row> {
  const [row] = await db
    .select()
    .from(examOcrJobs)
    .where(and(eq(examOcrJobs.id, id), eq(examOcrJobs.userId, userId)));
  if (!row) throw notFound();
  return row;
}

function statusOf(row: Row): ExamOcrStatusData {
  return {
    job_id: row.id,
    status: row.status as ExamOcrStatus,
    progress: row.progress,
    error: row.status === 'failed' ? (row.error ?? EXAM_OCR_MSG.failed) : null,
    cost: row.cost,
    created_at: row.createdAt.toISOString(),
  };
}

export async function examOcrStatus(db: Db, userId: string, id: string): Promise<ExamOcrStatusData> {
  return statusOf(await ownJob(db, userId, id));
}

/** The text and questions of a completed job; before that (or after a failure) a 409 that says why. */
export async function examOcrResult(db: Db, userId: string, id: string): Promise<ExamOcrResult> {
  const row = await ownJob(db, userId, id);
  if (row.status === 'failed') throw conflict(row.error ?? EXAM_OCR_MSG.failed, 'status: failed');
  if (row.status !== 'completed') throw conflict(EXAM_OCR_MSG.notReady, `status: ${row.status}`);
  return {
    job_id: row.id,
    text: row.text ?? '',
    questions: row.questions ?? [],
    message: row.message,
    image_url: `/uploads/${row.imageFile}`,
  };
}

/** How many past conversions the screen lists. */
export const EXAM_OCR_HISTORY = 20;

/** The student's latest conversions, newest first, so that a reload does not lose them. */
export async function listExamOcr(db: Db, userId: string): Promise<ExamOcrList> {
  const rows = await db
    .select()
    .from(examOcrJobs)
    .where(eq(examOcrJobs.userId, userId))
    .orderBy(desc(examOcrJobs.createdAt))
    .limit(EXAM_OCR_HISTORY);
  return {
    items: rows.map((row) => ({
      ...statusOf(row),
      question_count: row.questions?.length ?? 0,
      excerpt: (row.text ?? '').replace(/\s+/g, ' ').slice(0, 60),
    })),
  };
}
