/** The task queue as the routes see it; server/jobs implements it on pg-boss. */
export interface Jobs {
  /** Queue a task (already committed as pending) for the worker. */
  enqueue(taskId: string): Promise<void>;
  /** Queue an exam photo's reading (its job row is already committed as pending). */
  enqueueExamOcr(jobId: string): Promise<void>;
  /** Ask a running task to stop (its row is already marked stopped). */
  cancel(taskId: string): Promise<void>;
  /** Start consuming the queue in this process. */
  startWorker(): Promise<void>;
  stop(): Promise<void>;
}
