import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { announceFirstInvite } from './admin/first-invite';
import { claimDataDir, releaseDataDir } from './admin/server-lock';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { createAppDeps } from './deps';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** config → database → migrations → jobs (with the shared parts) → app → listen. */
export async function main(): Promise<void> {
  const config = loadConfig();
  const lock = claimDataDir(config);
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, pgliteDir: config.pgliteDir });
  await migrate(database);
  const deps = await createAppDeps(config, database);
  const { jobs } = deps;
  const app = await buildApp(deps, { spaDir: path.join(root, 'dist'), logger: true });
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
