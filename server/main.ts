import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { claimDataDir, releaseDataDir } from './admin/server-lock';
import { announceFirstInvite } from './admin/first-invite';
import { createJobs } from './jobs';
import { lazyOcr } from './ocr/lazy';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** config → database → migrations → jobs → app → listen. */
export async function main(): Promise<void> {
  const config = loadConfig();
  const lock = claimDataDir(config);
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, pgliteDir: config.pgliteDir });
  await migrate(database);
  // One OCR engine a process: the worker reads task images and the API reads photos with it.
  const ocr = lazyOcr();
  const jobs = await createJobs({ config, database, pipeline: { ocr: ocr.get } });
  const app = await buildApp({ config, database, jobs, ocr: ocr.get }, { spaDir: path.join(root, 'dist'), logger: true });
  await announceFirstInvite(database, app.log);
  if (config.EMBEDDED_WORKER) await jobs.startWorker();
  await app.listen({ port: config.PORT, host: config.HOST });
  lock.publish(app.server.address());

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await jobs.stop();
    await ocr.close();
    await database.close();
    releaseDataDir(lock);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
