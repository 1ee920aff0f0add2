import { EventEmitter } from 'node:events';
import type { TaskEventsBus } from './task-events-bus';

/** The bus of one process: the embedded worker and the routes share it (created once in main.ts). */
export function createInProcessTaskEventsBus(): TaskEventsBus {
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
