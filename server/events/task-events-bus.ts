/**
 * "This task changed" notifications: the pipeline and the task services publish, the status stream
 * listens. A notification carries only the task id; listeners re-read the row, so a missed or
 * duplicate notification costs nothing. The in-process bus (in-process-bus.ts) reaches only its own
 * process — the status stream polls too; a PostgreSQL LISTEN/NOTIFY bus would implement the same
 * interface to reach workers in other processes.
 */
export interface TaskEventsBus {
  publish(taskId: string): void;
  subscribe(taskId: string, listener: () => void): () => void;
  /** Open listeners of a task (observability; tests check that closed streams unsubscribe). */
  listenerCount(taskId: string): number;
}
