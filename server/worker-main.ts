import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { createTaskEventsBus } from './events';
import { createJobs } from './jobs';
import { consoleLog } from './jobs/log';
import { lazyOcr } from './ocr/lazy';
import { createDefaultPipelineDeps } from './pipeline/default-deps';
import { createStorage } from './storage';

export const EMBEDDED_REFUSAL =
  'npm run worker 需要 PostgreSQL（设置 DATABASE_URL）。嵌入式数据库（PGlite）同一时间只能由一个进程打开，' +
  '任务已由 npm start 的内置 worker 处理。\n' +
  'npm run worker needs DATABASE_URL (PostgreSQL): the embedded PGlite database can be opened by one process only, ' +
  'and `npm start` already runs the worker inside the server.';

/** `npm run worker`: a task worker process for the PostgreSQL deployment (scale path). */
export async function workerMain(): Promise<void> {
  const config = loadConfig();
  if (!config.DATABASE_URL) {
    console.error(EMBEDDED_REFUSAL);
    process.exit(2);
  }
  const log = consoleLog(config.LOG_LEVEL);
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL });
  await migrate(database);
  // Its NOTIFYs reach the status streams of every API process.
  const bus = await createTaskEventsBus(database, config.DATABASE_URL, log);
  const storage = await createStorage(config);
  // One OCR engine for the task images and the exam pages of this process.
  const ocr = lazyOcr();
  const pipeline = createDefaultPipelineDeps(config, { ocr: ocr.get });
  const jobs = await createJobs({ config, database, log, bus, storage, pipeline, examOcr: ocr.get });
  await jobs.startWorker();
  log.info({ concurrency: config.WORKER_CONCURRENCY, solver: config.SOLVER }, 'worker started');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'worker stopping');
    await jobs.stop();
    await ocr.close();
    await bus.close?.();
    await storage.close?.();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  workerMain().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
