import { fromPromise } from 'xstate';
import type { Task } from '../../../contract/tasks';
import * as api from '../../api/tasks';
import type { DeleteActorOutput } from './machine';
import {
  type CreateResult,
  type DeleteOutcome,
  failureOf,
  type ListResult,
  TASK_CLIENT_FALLBACK as FB,
  TaskClientError,
  type TaskOutcome,
} from './outcomes';

export interface CreateOptions {
  /** Also load the new task (for the list and currentTask); the home page does not need it. */
  withTask?: boolean;
}

/** Create: never throws; {success:false, error:'登录已过期'} on 401 (spec §8). */
export async function createTask(input: api.SubmitInput, opts: CreateOptions = {}): Promise<CreateResult> {
  try {
    const res = await api.submitTask(input);
    if (!res.success) return { success: false, error: res.message || FB.create, message: res.message };
    let task: Task | null = null;
    const taskId = res.data?.task_id;
    if (opts.withTask && taskId) task = (await fetchTask(taskId)).task;
    return { success: true, data: res.data, message: res.message, task };
  } catch (err) {
    const failure = failureOf(err);
    if (failure.status === 401) return { success: false, error: FB.expired, status: 401 };
    return { success: false, error: failure.message, status: failure.status };
  }
}

/** List: throws a TaskClientError (spec §8 "list throws"). */
export async function listTasks(query: api.TaskListQuery): Promise<ListResult> {
  let res: Awaited<ReturnType<typeof api.listTasks>>;
  try {
    res = await api.listTasks(query);
  } catch (err) {
    throw new TaskClientError(failureOf(err));
  }
  if (!res.success || !res.data) throw new TaskClientError({ message: res.message || FB.list, status: null });
  return res.data;
}

type EnvelopeCall = () => Promise<{ success: boolean; data?: unknown; message?: string }>;

async function taskCall(call: EnvelopeCall, fallback: string) {
  try {
    const res = await call();
    if (!res.success) return { ok: false as const, failure: { message: res.message || fallback, status: null } };
    return { ok: true as const, data: res.data };
  } catch (err) {
    return { ok: false as const, failure: failureOf(err) };
  }
}

/** Fetch one: the task, or null with the failure (spec §8). */
export async function fetchTask(id: string): Promise<TaskOutcome> {
  const r = await taskCall(() => api.getTask(id), FB.fetch);
  if (!r.ok) return { task: null, failure: r.failure };
  const task = r.data as Task | undefined;
  return task?.task_id ? { task, failure: null } : { task: null, failure: { message: FB.fetch, status: null } };
}

/** Delete: true, or false with the failure (spec §8). */
export async function deleteTask(id: string): Promise<DeleteOutcome> {
  const r = await taskCall(() => api.deleteTask(id), FB.delete);
  return r.ok ? { ok: true, failure: null } : { ok: false, failure: r.failure };
}

/** Stop or retry, then the fresh task (the call's own reply may carry less than a full task). */
async function actThenFetch(call: EnvelopeCall, id: string, fallback: string): Promise<TaskOutcome> {
  const r = await taskCall(call, fallback);
  if (!r.ok) return { task: null, failure: r.failure };
  return fetchTask(id);
}

export const stopTask = (id: string): Promise<TaskOutcome> => actThenFetch(() => api.stopTask(id), id, FB.stop);
export const retryTask = (id: string): Promise<TaskOutcome> => actThenFetch(() => api.retryTask(id), id, FB.retry);

/** The real actors, for machine.provide({ actors }). */
export const taskClientActors = {
  createTask: fromPromise<CreateResult, api.SubmitInput>(({ input }) => createTask(input, { withTask: true })),
  listTasks: fromPromise<ListResult, api.TaskListQuery>(({ input }) => listTasks(input)),
  fetchTask: fromPromise<TaskOutcome, { id: string }>(({ input }) => fetchTask(input.id)),
  deleteTask: fromPromise<DeleteActorOutput, { id: string }>(async ({ input }) => ({
    id: input.id,
    ...(await deleteTask(input.id)),
  })),
  stopTask: fromPromise<TaskOutcome, { id: string }>(({ input }) => stopTask(input.id)),
  retryTask: fromPromise<TaskOutcome, { id: string }>(({ input }) => retryTask(input.id)),
};
