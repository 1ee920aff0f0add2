import type { Page } from '../../contract/envelope';
import type { ProblemType } from '../../contract/subjects';
import type { DetailStatus, ListQuery, SubmitResult, Task } from '../../contract/tasks';
import { apiBase, apiPath } from './config';
import { apiRequest } from './client';

export interface SubmitInput {
  problem_text?: string;
  problem_type?: ProblemType;
  generate_video?: boolean;
  turbo_mode?: boolean;
  images?: readonly File[];
}

/** Spec §3: fields only when present, the boolean flags whenever they are defined. */
export function submitForm(input: SubmitInput): FormData {
  const form = new FormData();
  if (input.problem_text) form.append('problem_text', input.problem_text);
  if (input.problem_type) form.append('problem_type', input.problem_type);
  if (input.generate_video !== undefined) form.append('generate_video', String(input.generate_video));
  if (input.turbo_mode !== undefined) form.append('turbo_mode', String(input.turbo_mode));
  for (const image of input.images ?? []) form.append('images', image, image.name);
  return form;
}

export const submitTask = (input: SubmitInput) =>
  apiRequest<SubmitResult>('/tasks/submit', { method: 'POST', body: submitForm(input) });

export type TaskListQuery = Partial<ListQuery>;

export const listTasks = (query: TaskListQuery = {}) => apiRequest<Page<Task>>('/tasks', { query: { ...query } });

export const getTask = (id: string) => apiRequest<Task>(`/tasks/${encodeURIComponent(id)}`);

export const getDetailStatus = (id: string) =>
  apiRequest<DetailStatus>(`/tasks/${encodeURIComponent(id)}/detail-status`);

export const deleteTask = (id: string) => apiRequest<null>(`/tasks/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** Runs the same task again (after it failed or was stopped). */
export const retryTask = (taskId: string) =>
  apiRequest<Task | SubmitResult>('/tasks/retry', { method: 'POST', body: { task_id: taskId } });

/** A new attempt (a new task) at the same problem. */
export const retryAsNewTask = (taskId: string) =>
  apiRequest<Task | SubmitResult>('/tasks/retry-task', { method: 'POST', body: { task_id: taskId } });

export const stopTask = (id: string) => apiRequest<Task | null>(`/tasks/${encodeURIComponent(id)}/stop`);

/** The SSE stream of one task's status; EventSource cannot send headers, so the token rides in the query. */
export function taskEventsUrl(id: string, accessToken: string | null): string {
  const path = apiPath(`/tasks/${encodeURIComponent(id)}/events`);
  const query = accessToken ? `?access_token=${encodeURIComponent(accessToken)}` : '';
  return `${apiBase()}${path}${query}`;
}
