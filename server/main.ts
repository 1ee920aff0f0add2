import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { announceFirstInvite } from './admin/first-invite';
import { claimDataDir, releaseDataDir } from './admin/server-lock';
import { buildApp } from './app';
import { loadConfig } from './config';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { buildDebugApp, type DebugAppDeps } from './debug/app';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { keepStatisticsFresh } from './db/statistics';
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
  const debugApp = await startDebugListener(deps, app.log);
  const stopStatistics = keepStatisticsFresh(database, app.log);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await debugApp?.close();
    await app.close();
    await jobs.stop();
    await stopStatistics();
    await database.close();
    releaseDataDir(lock);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

/**
 * The debug listener (spec §7, decision 0037) reads the same database and storage; DEBUG_PORT=0 leaves
 * it off. It is an aid for QA: a port already taken is logged and the API serves on without it.
 */
async function startDebugListener(deps: DebugAppDeps, log: FastifyBaseLogger): Promise<FastifyInstance | null> {
  const { config } = deps;
  if (config.DEBUG_PORT === 0) return null;
  const debugApp = await buildDebugApp(deps, { logger: true });
  try {
    await debugApp.listen({ port: config.DEBUG_PORT, host: config.HOST });
    return debugApp;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw err;
    log.error({ port: config.DEBUG_PORT }, 'debug listener not started: DEBUG_PORT is in use (set another, or 0 to turn it off)');
    await debugApp.close();
    return null;
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
