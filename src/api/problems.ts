import type { Page } from '../../contract/envelope';
import type { Problem, ProblemDetail, Task } from '../../contract/tasks';
import { hasText, isPage } from './accept';
import { apiRequest } from './client';

const isProblem = hasText('id');

export const getProblem = (id: string) => apiRequest<Problem>(`/problems/${encodeURIComponent(id)}`, { accept: isProblem });

export const getProblemDetail = (id: string) =>
  apiRequest<ProblemDetail>(`/problems/${encodeURIComponent(id)}/detail`, { accept: isProblem });

export const listProblemTasks = (id: string, query: { page?: number; page_size?: number } = {}) =>
  apiRequest<Page<Task>>(`/problems/${encodeURIComponent(id)}/tasks`, { query: { ...query }, accept: isPage });
