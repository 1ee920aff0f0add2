import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { type Clock, systemClock } from '../../server/clock';
import { type Config, loadConfig } from '../../server/config';
import type { Database } from '../../server/db/client';
import { createInProcessTaskEventsBus } from '../../server/events/in-process-bus';
import type { TaskEventsBus } from '../../server/events/task-events-bus';
import type { Jobs } from '../../server/jobs/types';
import { createRenderPool, type RenderPool, renderLimits } from '../../server/render/pool';
import { createStorage, type FileStorage } from '../../server/storage';
import { idleJobs } from './fake-jobs';
import { freshDatabase } from './test-db';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: Database;
  jobs: Jobs;
  /** The app's task events bus (a worker made by makeJobs gets the same one). */
  bus: TaskEventsBus;
  clock: Clock;
  /** The app's render pool (a real one; RENDER_TIMEOUT_MS etc. from `env`); closed with the app. */
  renderer: RenderPool;
  /** The storage STORAGE names (the temporary DATA_DIR's folders unless `env` says s3). */
  storage: FileStorage;
  close(): Promise<void>;
}

/** The parts a test's job queue is built from (createJobs takes the same names). */
export interface TestAppParts {
  config: Config;
  database: Database;
  bus: TaskEventsBus;
  storage: FileStorage;
}

/** The real app on a fresh database and a temporary DATA_DIR; use app.inject(). */
export async function createTestApp(
  env: Record<string, string> = {},
  makeJobs?: (parts: TestAppParts) => Promise<Jobs>,
  opts: { clock?: Clock } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'zj-test-'));
  // Tests send X-Forwarded-For to act as many clients, as a server behind a proxy sees them.
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', TRUST_PROXY: 'true', ...env });
  const database = await freshDatabase();
  const bus = createInProcessTaskEventsBus();
  const clock = opts.clock ?? systemClock();
  const storage = await createStorage(config);
  const jobs = makeJobs ? await makeJobs({ config, database, bus, storage }) : idleJobs();
  // Its thread starts at the first render: most tests never render.
  const renderer = createRenderPool(renderLimits(config));
  const app = await buildApp({ config, database, jobs, bus, clock, renderer, storage });
  await app.ready();
  return {
    app,
    config,
    database,
    jobs,
    bus,
    clock,
    renderer,
    storage,
    async close() {
      await app.close();
      await jobs.stop();
      await storage.close?.();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
