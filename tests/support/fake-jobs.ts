import type { Jobs } from '../../server/jobs/types';

/** A queue that accepts everything and runs nothing (the app's default in tests). */
export function idleJobs(): Jobs {
  return {
    enqueue: async () => {},
    enqueueExamOcr: async () => {},
    cancel: async () => {},
    startWorker: async () => {},
    stop: async () => {},
  };
}

/** A queue that only records which tasks were enqueued and cancelled. */
export function recordingJobs(): Jobs & { enqueued: string[]; cancelled: string[] } {
  const enqueued: string[] = [];
  const cancelled: string[] = [];
  return {
    enqueued,
    cancelled,
    enqueue: async (id) => {
      enqueued.push(id);
    },
    enqueueExamOcr: async () => {},
    cancel: async (id) => {
      cancelled.push(id);
    },
    startWorker: async () => {},
    stop: async () => {},
  };
}
