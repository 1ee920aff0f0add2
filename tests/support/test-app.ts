import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { type Config, loadConfig } from '../../server/config';
import type { Database } from '../../server/db/client';
import type { Jobs } from '../../server/jobs/types';
import { freshDatabase } from './test-db';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: Database;
  jobs: Jobs;
  close(): Promise<void>;
}

const idleJobs: Jobs = { enqueue: async () => {}, cancel: async () => {}, startWorker: async () => {}, stop: async () => {} };

/** The real app on a fresh database and a temporary DATA_DIR; use app.inject(). */
export async function createTestApp(
  env: Record<string, string> = {},
  makeJobs?: (config: Config, database: Database) => Promise<Jobs>,
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'zj-test-'));
  // Tests send X-Forwarded-For to act as many clients, as a server behind a proxy sees them.
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', TRUST_PROXY: 'true', ...env });
  const database = await freshDatabase();
  const jobs = makeJobs ? await makeJobs(config, database) : idleJobs;
  const app = await buildApp({ config, database, jobs });
  await app.ready();
  return {
    app,
    config,
    database,
    jobs,
    async close() {
      await app.close();
      await jobs.stop();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
