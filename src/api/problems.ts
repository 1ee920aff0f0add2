import type { Page } from '../../contract/envelope';
import type { Problem, ProblemDetail, Task } from '../../contract/tasks';
import { apiRequest } from './client';

export const getProblem = (id: string) => apiRequest<Problem>(`/problems/${encodeURIComponent(id)}`);

export const getProblemDetail = (id: string) =>
  apiRequest<ProblemDetail>(`/problems/${encodeURIComponent(id)}/detail`);

export const listProblemTasks = (id: string, query: { page?: number; page_size?: number } = {}) =>
  apiRequest<Page<Task>>(`/problems/${encodeURIComponent(id)}/tasks`, { query: { ...query } });
