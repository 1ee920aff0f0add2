import type { Page } from '../../../contract/envelope';
import type { SubmitResult, Task } from '../../../contract/tasks';
import { isApiError } from '../../api/errors';

/** Spec §8 envelope fallbacks of the task client. */
export const TASK_CLIENT_FALLBACK = {
  create: '创建任务失败',
  list: '获取任务列表失败',
  fetch: '获取任务详情失败',
  delete: '删除任务失败',
  stop: '停止任务失败',
  retry: '重试任务失败',
  network: '网络错误',
  expired: '登录已过期',
} as const;

/** A failed call, reduced to what the machines need. `status` null: no response at all. */
export interface Failure {
  message: string;
  status: number | null;
}

/** The task creation result (spec §3): success, data with problem_id, error, message. */
export type CreateResult =
  | { success: true; data?: Partial<SubmitResult>; message?: string; task: Task | null }
  | { success: false; error: string; message?: string; status?: number | null };

/** What fetch one / stop / retry resolve with: the task, or null and the failure (spec: fetch one → null). */
export interface TaskOutcome {
  task: Task | null;
  failure: Failure | null;
}

/** Delete resolves true or false (spec §8), with the failure when false. */
export interface DeleteOutcome {
  ok: boolean;
  failure: Failure | null;
}

export type ListResult = Page<Task>;

/** Thrown by list (spec §8 "list throws"): an Error that keeps the HTTP status. */
export class TaskClientError extends Error {
  readonly status: number | null;
  constructor(failure: Failure) {
    super(failure.message);
    this.name = 'TaskClientError';
    this.status = failure.status;
  }
}

interface ErrorLike {
  status?: number | null;
  message?: string;
  detail?: string;
}

/**
 * Spec §8 "other task client failures": the response's detail, else the error's message, else
 * '网络错误' — which is also the text when no response arrived at all.
 */
export function failureOf(err: unknown): Failure {
  if (isApiError(err) && err.status === null) return { message: TASK_CLIENT_FALLBACK.network, status: null };
  const e = (err && typeof err === 'object' ? err : {}) as ErrorLike;
  const status = typeof e.status === 'number' ? e.status : null;
  return { message: e.detail || e.message || TASK_CLIENT_FALLBACK.network, status };
}

export const isExpired = (f: { status?: number | null } | null | undefined): boolean => f?.status === 401;
