import { parentPort } from 'node:worker_threads';

/** A task as sent to a pool thread: `id` lets the main thread time it from when the thread starts it. */
export type Numbered<T> = T & { id: number };

/** Posted to the main thread when a task begins to run (after the thread's module has loaded). */
export interface StartedMessage {
  taskStarted: number;
}

/** Called by a pool thread first thing in a task: the task's time limit starts now. */
export function announceStart(id: number): void {
  parentPort?.postMessage({ taskStarted: id } satisfies StartedMessage);
}
