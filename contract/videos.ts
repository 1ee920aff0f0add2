import { z } from 'zod';
import { subjectSchema } from './subjects';

/**
 * Explanation videos (issue: chapters, subtitles, poster, /videos, /debug). The server renders a
 * video's chapters from the same solution steps the written solution shows: a step's chapter has
 * `step` equal to the `data-step` attribute the server puts on that step's first element in
 * result_html, so the page can seek the video from a step and highlight the step while it plays.
 */
export const VIDEO_CHAPTER_KINDS = ['title', 'step', 'answer'] as const;

export const videoChapterSchema = z.object({
  kind: z.enum(VIDEO_CHAPTER_KINDS),
  /** 0-based index of the written solution's step (matches data-step in result_html); null for title and answer. */
  step: z.number().int().nullable(),
  /** What the chapter list shows (plain text, formulas as readable text). */
  title: z.string(),
  start_seconds: z.number(),
  end_seconds: z.number(),
});
export type VideoChapter = z.infer<typeof videoChapterSchema>;

/** A finished video of one task; URLs are relative to the app's origin. */
export const taskVideoSchema = z.object({
  url: z.string(),
  /** The title slide as an image, shown before playing; null for videos made before posters existed. */
  poster_url: z.string().nullable(),
  /** WebVTT subtitles matching the narration; null for older videos. */
  subtitles_url: z.string().nullable(),
  duration_seconds: z.number().nullable(),
  /** In playing order; empty for older videos. */
  chapters: z.array(videoChapterSchema),
});
export type TaskVideo = z.infer<typeof taskVideoSchema>;

export const VIDEO_LIST_SCOPES = ['mine', 'public'] as const;
export type VideoListScope = (typeof VIDEO_LIST_SCOPES)[number];

export const videoListQuerySchema = z.object({
  /** mine: my own videos (signed in); public: videos of problems shared in explore. Default: mine when signed in, else public. */
  scope: z.enum(VIDEO_LIST_SCOPES).optional(),
  page: z.coerce
    .number('页码须为整数')
    .int('页码须为整数')
    .min(1, '页码须在 1 到 1000 之间')
    .max(1000, '页码须在 1 到 1000 之间')
    .default(1),
  page_size: z.coerce
    .number('每页条数须为整数')
    .int('每页条数须为整数')
    .min(1, '每页条数须在 1 到 50 之间')
    .max(50, '每页条数须在 1 到 50 之间')
    .default(12),
});
export type VideoListQuery = z.infer<typeof videoListQuerySchema>;

/** A problem with a finished video, as /videos lists it (newest first). */
export const videoCardSchema = z.object({
  problem_id: z.string(),
  task_id: z.string(),
  subject: subjectSchema,
  /** The start of the problem's text as typed (80 characters), for titles and screen readers. */
  excerpt: z.string(),
  /** The problem rendered on the server (sanitized HTML, math as SVG); the card shows its first lines. */
  problem_html: z.string(),
  poster_url: z.string().nullable(),
  duration_seconds: z.number().nullable(),
  created_at: z.string(),
  is_mine: z.boolean(),
});
export type VideoCard = z.infer<typeof videoCardSchema>;

export const videoPageSchema = z.object({
  items: z.array(videoCardSchema),
  page: z.number().int(),
  page_size: z.number().int(),
  has_more: z.boolean(),
});
export type VideoPage = z.infer<typeof videoPageSchema>;

/** Spec §7 debug calls, on the separate listener (DEBUG_PORT). The tags a video job's files carry. */
export const DEBUG_FILE_TAGS = ['script', 'slides', 'audio', 'subtitles', 'video', 'log'] as const;
export type DebugFileTag = (typeof DEBUG_FILE_TAGS)[number];

export const debugFileSchema = z.object({
  tag: z.enum(DEBUG_FILE_TAGS),
  file_name: z.string(),
  content_type: z.string(),
  bytes: z.number().int(),
});
export type DebugFile = z.infer<typeof debugFileSchema>;

export const debugStageSchema = z.object({ name: z.string(), ms: z.number() });

/** data of GET /api/v1/debug/list_files?job_id= (job_id is the task id). */
export const debugFileListSchema = z.object({
  job_id: z.string(),
  files: z.array(debugFileSchema),
  /** The render's stages in order with their wall times. */
  stages: z.array(debugStageSchema),
  total_ms: z.number(),
});
export type DebugFileList = z.infer<typeof debugFileListSchema>;

export const debugListQuerySchema = z.object({ job_id: z.string().min(1, '请提供 job_id').max(64) });
export const debugGetFileQuerySchema = z.object({
  job_id: z.string().min(1, '请提供 job_id').max(64),
  tag: z.enum(DEBUG_FILE_TAGS, '文件类别不正确'),
  file_name: z.string().min(1, '请提供文件名').max(128),
});
