import { fromPromise } from 'xstate';
import type { ProblemDetail } from '../../../contract/tasks';
import { getProblemDetail } from '../../api/problems';
import { retryAsNewTask, retryTask, stopTask } from '../../api/tasks';
import { SOLVE } from '../../text/solve';
import { failureOf } from '../task-client/outcomes';
import type { TaskAction } from './machine';

/** Rejects with { message, status } so that the machine can tell a 401 from the rest. */
async function unwrap<T>(call: () => Promise<{ success: boolean; data?: T; message?: string }>, fallback: string) {
  let res: Awaited<ReturnType<typeof call>>;
  try {
    res = await call();
  } catch (err) {
    throw failureOf(err);
  }
  if (!res.success) throw { message: res.message || fallback, status: null };
  return res.data as T;
}

export async function loadDetail(problemId: string): Promise<ProblemDetail> {
  const data = await unwrap(() => getProblemDetail(problemId), SOLVE.problem.loadFailed);
  if (!data?.id) throw { message: SOLVE.problem.loadFailed, status: null };
  return data;
}

const CALLS: Record<TaskAction, (taskId: string) => Promise<{ success: boolean; message?: string }>> = {
  retry: retryTask,
  stop: stopTask,
  newAttempt: retryAsNewTask,
};

export async function runAction(action: TaskAction, taskId: string): Promise<TaskAction> {
  await unwrap(() => CALLS[action](taskId), SOLVE.problem.actionFailed);
  return action;
}

/** The real actors, for machine.provide({ actors }). */
export const problemDetailActors = {
  loadDetail: fromPromise<ProblemDetail, { problemId: string }>(({ input }) => loadDetail(input.problemId)),
  runAction: fromPromise<TaskAction, { action: TaskAction; taskId: string }>(({ input }) =>
    runAction(input.action, input.taskId),
  ),
};
