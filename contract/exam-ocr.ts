import { z } from 'zod';

export const EXAM_OCR_STATUSES = ['pending', 'processing', 'completed', 'failed'] as const;
export type ExamOcrStatus = (typeof EXAM_OCR_STATUSES)[number];

/** One option of a choice question: its letter (A–D) and its text. */
export const examOptionSchema = z.object({ label: z.string(), text: z.string() });
export type ExamOption = z.infer<typeof examOptionSchema>;

/** A numbered question of the page; options only for a choice question (empty otherwise). */
export const examQuestionSchema = z.object({ number: z.number().int(), text: z.string(), options: z.array(examOptionSchema) });
export type ExamQuestion = z.infer<typeof examQuestionSchema>;

/** data of POST /api/v1/exam-ocr/convert: the conversion is queued, its id is what the status and result calls take. */
export const examOcrStartedSchema = z.object({ job_id: z.string() });
export type ExamOcrStarted = z.infer<typeof examOcrStartedSchema>;

/** data of GET /api/v1/exam-ocr/status/{id}; `error` only when failed. */
export const examOcrStatusSchema = z.object({
  job_id: z.string(),
  status: z.enum(EXAM_OCR_STATUSES),
  /** 0–100. */
  progress: z.number().int(),
  error: z.string().nullable(),
  cost: z.number().int(),
  created_at: z.string(),
});
export type ExamOcrStatusData = z.infer<typeof examOcrStatusSchema>;

/** data of GET /api/v1/exam-ocr/result/{id}: the whole text and its questions; `message` explains an empty result. */
export const examOcrResultSchema = z.object({
  job_id: z.string(),
  text: z.string(),
  questions: z.array(examQuestionSchema),
  message: z.string().nullable(),
  image_url: z.string(),
});
export type ExamOcrResult = z.infer<typeof examOcrResultSchema>;

/** One past conversion in GET /api/v1/exam-ocr (newest first). */
export const examOcrListItemSchema = examOcrStatusSchema.extend({ question_count: z.number().int(), excerpt: z.string() });
export type ExamOcrListItem = z.infer<typeof examOcrListItemSchema>;
export const examOcrListSchema = z.object({ items: z.array(examOcrListItemSchema) });
export type ExamOcrList = z.infer<typeof examOcrListSchema>;

export const examOcrIdParamsSchema = z.object({ id: z.uuid({ message: '请求的资源不存在' }) });
