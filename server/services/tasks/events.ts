import type { TaskStage, TaskStatus } from '../../../contract/tasks';
import type { Db } from '../../db/client';
import { taskEvents } from '../../db/schema';

/** One row of a task's timeline. */
export async function appendEvent(tx: Db, e: { taskId: string; status: TaskStatus; stage: TaskStage; message: string }): Promise<void> {
  await tx.insert(taskEvents).values(e);
}
