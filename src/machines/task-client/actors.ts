import { fromPromise } from 'xstate';
import type { Page } from '../../../contract/envelope';
import type { Task } from '../../../contract/tasks';
import * as api from '../../api/tasks';

/** Submit, then load the new task for the list and currentTask; a task that cannot be loaded is null. */
export async function createTask(input: api.SubmitInput): Promise<Task | null> {
  const submitted = await api.submitTask(input);
  const taskId = submitted?.task_id;
  if (!taskId) return null;
  return api.getTask(taskId).catch(() => null);
}

/** Stop or retry answer with less than a full task: load it afresh. */
async function actThenFetch(call: (id: string) => Promise<unknown>, id: string): Promise<Task> {
  await call(id);
  return api.getTask(id);
}

/** The real actors, for machine.provide({ actors }); every failure rejects with the API's ApiError. */
export const taskClientActors = {
  createTask: fromPromise<Task | null, api.SubmitInput>(({ input }) => createTask(input)),
  listTasks: fromPromise<Page<Task>, api.TaskListQuery>(({ input }) => api.listTasks(input)),
  fetchTask: fromPromise<Task, { id: string }>(({ input }) => api.getTask(input.id)),
  deleteTask: fromPromise<string, { id: string }>(async ({ input }) => {
    await api.deleteTask(input.id);
    return input.id;
  }),
  stopTask: fromPromise<Task, { id: string }>(({ input }) => actThenFetch(api.stopTask, input.id)),
  retryTask: fromPromise<Task, { id: string }>(({ input }) => actThenFetch(api.retryTask, input.id)),
};
