/**
 * "This task changed" notifications: the pipeline and the task services publish, the status stream
 * listens. A notification carries only the task id; listeners re-read the row, so a missed or
 * duplicate notification costs nothing. The in-process bus (in-process-bus.ts, the embedded database)
 * reaches its own process; on PostgreSQL the LISTEN/NOTIFY bus (postgres-bus.ts) reaches every API and
 * worker process on the database. The status stream also polls, in case a notification is lost.
 */
export interface TaskEventsBus {
  publish(taskId: string): void;
  subscribe(taskId: string, listener: () => void): () => void;
  /** Open listeners of a task (observability; tests check that closed streams unsubscribe). */
  listenerCount(taskId: string): number;
  /** Ends what the bus holds open (the LISTEN connection). */
  close?(): Promise<void>;
}
