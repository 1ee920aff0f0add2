import { EventEmitter } from 'node:events';

/**
 * In-process "this task changed" notifications: the pipeline and the task routes publish, the SSE
 * route listens. It carries only the task id; listeners re-read the row, so a missed or duplicate
 * notification costs nothing. A worker in another process cannot reach it — the SSE route polls too.
 */
export interface TaskEventsBus {
  publish(taskId: string): void;
  subscribe(taskId: string, listener: () => void): () => void;
  /** Open listeners of a task (observability; tests check that closed streams unsubscribe). */
  listenerCount(taskId: string): number;
}

export function createTaskEventsBus(): TaskEventsBus {
  const emitter = new EventEmitter();
  // One listener per open stream; many streams on one task are legitimate.
  emitter.setMaxListeners(0);
  return {
    publish: (taskId) => {
      emitter.emit(taskId);
    },
    subscribe(taskId, listener) {
      emitter.on(taskId, listener);
      return () => emitter.off(taskId, listener);
    },
    listenerCount: (taskId) => emitter.listenerCount(taskId),
  };
}

/** The process-wide bus: the worker (when embedded) and the routes run in the same process. */
export const taskEventsBus: TaskEventsBus = createTaskEventsBus();
