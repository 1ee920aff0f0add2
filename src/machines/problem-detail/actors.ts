import { fromPromise } from 'xstate';
import type { ProblemDetail } from '../../../contract/tasks';
import { getProblemDetail } from '../../api/problems';
import { retryAsNewTask, retryTask, stopTask } from '../../api/tasks';
import { takeEarlyDetail } from './early-detail';
import type { TaskAction } from './machine';

const CALLS: Record<TaskAction, (taskId: string) => Promise<unknown>> = {
  retry: retryTask,
  stop: stopTask,
  newAttempt: retryAsNewTask,
};

export async function runAction(action: TaskAction, taskId: string): Promise<TaskAction> {
  await CALLS[action](taskId);
  return action;
}

/** The real actors, for machine.provide({ actors }); every failure rejects with the API's ApiError. */
export const problemDetailActors = {
  /** The first load of the page the browser opened on takes the entry script's request (early-detail.ts). */
  loadDetail: fromPromise<ProblemDetail, { problemId: string }>(
    ({ input }) => takeEarlyDetail(input.problemId) ?? getProblemDetail(input.problemId),
  ),
  runAction: fromPromise<TaskAction, { action: TaskAction; taskId: string }>(({ input }) => runAction(input.action, input.taskId)),
};
