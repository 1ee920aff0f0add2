import type { Database } from './client';

/** Often enough for a growing site's word shares; ANALYZE samples at most 30 000 rows a table. */
const REFRESH_EVERY_MS = 6 * 60 * 60 * 1000;

interface StatisticsLog {
  warn(obj: object, msg: string): void;
}

/**
 * PGlite has no autovacuum, so nothing gathers the planner's statistics that the explore search reads
 * to choose between its window and its index (decision 0039): ANALYZE once after start and every few
 * hours. PostgreSQL's autovacuum does this by itself. Returns a stop that waits for a running ANALYZE.
 */
export function keepStatisticsFresh(database: Database, log: StatisticsLog, everyMs = REFRESH_EVERY_MS): () => Promise<void> {
  if (database.kind !== 'pglite') return async () => {};
  let running: Promise<void> = Promise.resolve();
  const analyze = () => {
    running = database.executeSql('ANALYZE').then(
      () => {},
      (err: unknown) => log.warn({ err }, 'ANALYZE failed; the search keeps its previous statistics'),
    );
  };
  const first = setTimeout(analyze, 0);
  const timer = setInterval(analyze, everyMs);
  first.unref();
  timer.unref();
  return async () => {
    clearTimeout(first);
    clearInterval(timer);
    await running;
  };
}
