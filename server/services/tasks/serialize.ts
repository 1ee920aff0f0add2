import type { ProblemType, Subject, Verification } from '../../../contract/subjects';
import type { DetailStatus, Task, TaskEvent, TaskStage, TaskStatus } from '../../../contract/tasks';
import type { TaskVideo } from '../../../contract/videos';
import type { problems, taskEvents, tasks } from '../../db/schema';
import { type HtmlReader, renderPlainExcerpt } from '../../render';

export type TaskRow = typeof tasks.$inferSelect;
export type ProblemRow = typeof problems.$inferSelect;
export type TaskEventRow = typeof taskEvents.$inferSelect;
export type ProblemBits = Pick<ProblemRow, 'subject' | 'problemType' | 'problemText' | 'ocrText'> &
  Partial<Pick<ProblemRow, 'problemHtml'>>;

const EXCERPT_CHARS = 80;

export function problemExcerpt(p: Pick<ProblemRow, 'problemText' | 'ocrText'>): string {
  const text = (p.problemText.trim() || p.ocrText?.trim() || '').replace(/\s+/g, ' ');
  if (!text) return '（图片题目）';
  const chars = Array.from(text);
  return chars.length > EXCERPT_CHARS ? `${chars.slice(0, EXCERPT_CHARS).join('')}…` : text;
}

/** The problem in lists and over a task: one line of plain text, formulas written as by hand (x²−5x+6=0). */
export function problemPlainExcerpt(p: Pick<ProblemRow, 'problemText' | 'ocrText'>): string {
  const text = p.problemText.trim() || p.ocrText?.trim() || '';
  return text ? renderPlainExcerpt(text, EXCERPT_CHARS) : '（图片题目）';
}

export const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

export const videoUrl = (videoFile: string | null): string | null => (videoFile ? `/media/${videoFile}` : null);

/** A file beside the task's video (poster, subtitles), as /media/ serves it. */
const besideVideo = (taskId: string, file: string | null | undefined): string | null => (file ? `/media/${taskId}/${file}` : null);

/** The finished video with its poster, subtitles, duration and chapters; null without one. */
export function taskVideoJson(t: Pick<TaskRow, 'id' | 'videoFile' | 'video'>): TaskVideo | null {
  if (!t.videoFile) return null;
  const details = t.video;
  return {
    url: `/media/${t.videoFile}`,
    poster_url: besideVideo(t.id, details?.posterFile),
    subtitles_url: besideVideo(t.id, details?.subtitlesFile),
    duration_seconds: details?.durationSeconds ?? null,
    chapters: details?.chapters ?? [],
  };
}

export function eventJson(e: TaskEventRow): TaskEvent {
  return { at: e.at.toISOString(), status: e.status as TaskStatus, stage: e.stage as TaskStage, message: e.message };
}

export type TaskHtml = Required<Pick<Task, 'problem_html' | 'result_html' | 'final_answer_html'>>;

/** The problem, solution and answer as HTML: as stored, or rendered now for a row older than the columns. */
export async function readTaskHtml(read: HtmlReader, t: TaskRow, p: ProblemBits): Promise<TaskHtml> {
  const [problem, result, answer] = await Promise.all([
    read(p.problemHtml, p.problemText),
    read(t.resultHtml, t.resultMarkdown, { steps: true }),
    read(t.finalAnswerHtml, t.finalAnswer),
  ]);
  return { problem_html: problem ?? '', result_html: result, final_answer_html: answer };
}

/**
 * html: a single task's view also carries the problem, solution and answer as HTML and the video's
 * details (lists do not: they would weigh tens of KB a row).
 */
export function taskJson(t: TaskRow, p: ProblemBits, events: TaskEventRow[], options: { html?: TaskHtml } = {}): Task {
  return {
    id: t.id,
    task_id: t.id,
    problem_id: t.problemId,
    status: t.status as TaskStatus,
    stage: t.stage as TaskStage,
    progress: t.progress,
    generate_video: t.generateVideo,
    turbo_mode: t.turboMode,
    cost: t.cost,
    charge_state: t.chargeState as Task['charge_state'],
    subject: p.subject as Subject,
    problem_type: p.problemType as ProblemType,
    problem_excerpt: problemPlainExcerpt(p),
    result_markdown: t.resultMarkdown,
    final_answer: t.finalAnswer,
    ...options.html,
    verification: (t.verification as Verification | null) ?? null,
    engine: t.engine,
    video_url: videoUrl(t.videoFile),
    ...(options.html ? { video: taskVideoJson(t) } : {}),
    error: t.error,
    attempt: t.attempt,
    created_at: t.createdAt.toISOString(),
    updated_at: t.updatedAt.toISOString(),
    started_at: iso(t.startedAt),
    finished_at: iso(t.finishedAt),
    events: events.map(eventJson),
  };
}

export function detailStatusJson(t: Pick<TaskRow, 'id' | 'status' | 'stage' | 'progress' | 'updatedAt' | 'error'>): DetailStatus {
  return {
    task_id: t.id,
    status: t.status as TaskStatus,
    stage: t.stage as TaskStage,
    progress: t.progress,
    updated_at: t.updatedAt.toISOString(),
    error: t.error,
  };
}

export const TERMINAL_STATUSES: readonly TaskStatus[] = ['completed', 'failed', 'stopped'];
export const isTerminal = (status: string): boolean => (TERMINAL_STATUSES as readonly string[]).includes(status);
