import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Jobs } from './types';

// Placeholder: replaced by the pg-boss queue.
export async function createJobs(_deps: { config: Config; database: Database }): Promise<Jobs> {
  return { enqueue: async () => {}, cancel: async () => {}, startWorker: async () => {}, stop: async () => {} };
}
