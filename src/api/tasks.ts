import type { Page } from '../../contract/envelope';
import type { ProblemType } from '../../contract/subjects';
import type { DetailStatus, ListQuery, SubmitResult, Task } from '../../contract/tasks';
import { TASK_STATUSES } from '../../contract/values';
import { hasOneOf, hasText, isPage } from './accept';
import { apiRequest } from './client';

export interface SubmitInput {
  problem_text?: string;
  problem_type?: ProblemType;
  generate_video?: boolean;
  turbo_mode?: boolean;
  images?: readonly File[];
  /** The image's text as the student checked it (see src/api/ocr.ts); the server does not read the image again. */
  ocr_text?: string;
}

/** Spec §3: fields only when present, the boolean flags whenever they are defined. */
export function submitForm(input: SubmitInput): FormData {
  const form = new FormData();
  if (input.problem_text) form.append('problem_text', input.problem_text);
  if (input.problem_type) form.append('problem_type', input.problem_type);
  if (input.generate_video !== undefined) form.append('generate_video', String(input.generate_video));
  if (input.turbo_mode !== undefined) form.append('turbo_mode', String(input.turbo_mode));
  for (const image of input.images ?? []) form.append('images', image, image.name);
  if (input.ocr_text) form.append('ocr_text', input.ocr_text);
  return form;
}

/** The ids of the new problem and task; a reply without problem_id is the caller's case (spec §8). */
export const submitTask = (input: SubmitInput) =>
  apiRequest<Partial<SubmitResult> | undefined>('/tasks/submit', { method: 'POST', body: submitForm(input) });

export type TaskListQuery = Partial<ListQuery>;

export const listTasks = (query: TaskListQuery = {}) => apiRequest<Page<Task>>('/tasks', { query: { ...query }, accept: isPage });

export const getTask = (id: string) => apiRequest<Task>(`/tasks/${encodeURIComponent(id)}`, { accept: hasText('task_id') });

export const getDetailStatus = (id: string) =>
  apiRequest<DetailStatus>(`/tasks/${encodeURIComponent(id)}/detail-status`, { accept: hasOneOf('status', TASK_STATUSES) });

export const deleteTask = (id: string) => apiRequest<null>(`/tasks/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** Runs the same task again (after it failed or was stopped). */
export const retryTask = (taskId: string) => apiRequest<Task | SubmitResult>('/tasks/retry', { method: 'POST', body: { task_id: taskId } });

/** A new attempt (a new task) at the same problem. */
export const retryAsNewTask = (taskId: string) =>
  apiRequest<Task | SubmitResult>('/tasks/retry-task', { method: 'POST', body: { task_id: taskId } });

export const stopTask = (id: string) => apiRequest<DetailStatus | null>(`/tasks/${encodeURIComponent(id)}/stop`);
