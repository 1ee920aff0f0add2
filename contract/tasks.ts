import { z } from 'zod';
import { askerSchema, engagementStatusSchema } from './community';
import { problemTypeSchema, subjectSchema, verificationSchema } from './subjects';
import { TASK_STAGES, TASK_STATUSES } from './values';
import { taskVideoSchema } from './videos';

export { TASK_STAGES, TASK_STATUSES };
export const taskStatusSchema = z.enum(TASK_STATUSES);
export type TaskStatus = z.infer<typeof taskStatusSchema>;

export const taskStageSchema = z.enum(TASK_STAGES);
export type TaskStage = z.infer<typeof taskStageSchema>;

export const taskEventSchema = z.object({
  at: z.string(),
  status: taskStatusSchema,
  stage: taskStageSchema,
  message: z.string(),
});
export type TaskEvent = z.infer<typeof taskEventSchema>;

export const taskSchema = z.object({
  id: z.string(),
  task_id: z.string(),
  problem_id: z.string(),
  status: taskStatusSchema,
  stage: taskStageSchema,
  /** 0–100. */
  progress: z.number().int(),
  generate_video: z.boolean(),
  turbo_mode: z.boolean(),
  /** Credits held for (or charged by) this task. */
  cost: z.number().int(),
  charge_state: z.enum(['held', 'charged', 'refunded']),
  subject: subjectSchema,
  problem_type: problemTypeSchema,
  /** A short excerpt of the problem text, for lists. */
  problem_excerpt: z.string(),
  result_markdown: z.string().nullable(),
  final_answer: z.string().nullable(),
  /**
   * The problem text, the solution and the final answer as HTML, rendered on the server when they
   * were stored: math as inline SVG (no math engine needed to show them), already sanitized (no
   * script, no event handler, no javascript: URL), so it may be inserted as it is. Only in a single
   * task's view (GET /tasks/:id, GET /problems/:id, GET /problems/:id/detail), never in lists.
   * result_html and final_answer_html are null while there is no result.
   */
  problem_html: z.string().optional(),
  result_html: z.string().nullable().optional(),
  final_answer_html: z.string().nullable().optional(),
  verification: verificationSchema.nullable(),
  engine: z.string().nullable(),
  /** Relative URL of the explanation video, when one was made. */
  video_url: z.string().nullable(),
  /** The video with its poster, subtitles and chapters; only in a single task's view, like problem_html. */
  video: taskVideoSchema.nullable().optional(),
  /** Chinese message when failed or stopped. */
  error: z.string().nullable(),
  attempt: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  events: z.array(taskEventSchema),
});
export type Task = z.infer<typeof taskSchema>;

export const problemSchema = z.object({
  id: z.string(),
  problem_text: z.string(),
  /** problem_text as sanitized HTML with SVG math (see taskSchema); only in a single problem's view, never in lists. */
  problem_html: z.string().optional(),
  problem_type: problemTypeSchema,
  subject: subjectSchema,
  /** Relative URLs of the problem's images. */
  image_urls: z.array(z.string()),
  /** Text read from the image by OCR, once it was read. */
  ocr_text: z.string().nullable(),
  created_at: z.string(),
  latest_task: taskSchema.nullable(),
});
export type Problem = z.infer<typeof problemSchema>;

export const problemDetailSchema = problemSchema.extend({
  tasks: z.array(taskSchema),
  /** False when another student's shared problem is shown (then only its latest solution, decision 0028). */
  is_owner: z.boolean().optional(),
  /** Another student's problem: its asker, when the asker chose to be named; null when anonymous. */
  asker: askerSchema.nullable().optional(),
  /** My like and favorite of it, and its counts. */
  engagement: engagementStatusSchema.optional(),
});
export type ProblemDetail = z.infer<typeof problemDetailSchema>;

/** Multipart text fields of POST /tasks/submit; images[] are file parts. */
export const submitFieldsSchema = z.object({
  problem_text: z.string().max(5000, '题目文字最多 5000 个字符').optional(),
  problem_type: problemTypeSchema.optional(),
  generate_video: z.enum(['true', 'false']).optional(),
  turbo_mode: z.enum(['true', 'false']).optional(),
  /** The image's text as the student checked it (POST /ocr, then corrected): the image is not read again. */
  ocr_text: z.string().max(5000, '识别文字最多 5000 个字符').optional(),
});
export type SubmitFields = z.infer<typeof submitFieldsSchema>;

export const submitResultSchema = z.object({ problem_id: z.string(), task_id: z.string() });
export type SubmitResult = z.infer<typeof submitResultSchema>;

export const listQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
  status: taskStatusSchema.optional(),
  subject: subjectSchema.optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

export const taskIdBodySchema = z.object({ task_id: z.string().min(1).max(64) });

export const detailStatusSchema = z.object({
  task_id: z.string(),
  status: taskStatusSchema,
  stage: taskStageSchema,
  progress: z.number().int(),
  updated_at: z.string(),
  error: z.string().nullable(),
});
export type DetailStatus = z.infer<typeof detailStatusSchema>;
