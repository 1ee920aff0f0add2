import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { createWriteCountingReadCache, passThroughReadCache, type ReadCache } from './read-cache';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The embedded database itself, when that is what runs. */
  pglite?: PGlite;
  /** Raw SQL with positional parameters; pg-boss runs on it. */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: any[] }>;
  /** Repeated reads kept until the next write, where this process sees every write (read-cache.ts). */
  readCache: ReadCache;
  close(): Promise<void>;
}

export interface OpenOptions {
  databaseUrl?: string;
  pgliteDir?: string;
  /** A PGlite data dump to start from (fast test databases). */
  loadDataDir?: Blob;
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl);
  const pglite = new PGlite({ dataDir: opts.pgliteDir, loadDataDir: opts.loadDataDir });
  await pglite.waitReady;
  const readCache = createWriteCountingReadCache();
  countWrites(pglite, () => readCache.noteWrite());
  return {
    db: drizzlePglite(pglite, { schema }) as unknown as Db,
    kind: 'pglite',
    pglite,
    async executeSql(text, values) {
      if (values && values.length > 0) return pglite.query(text, values);
      const results = await pglite.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
    readCache,
    close: () => pglite.close(),
  };
}

const READ_ONLY = /^\s*select\b/i;

/**
 * Reports every statement that may write, before it runs and after it ends: anything but a plain
 * SELECT, every multi-statement text and every transaction. PGlite runs one of them at a time, so no
 * read interleaves with them.
 */
function countWrites(pglite: PGlite, noteWrite: () => void): void {
  const around = async <T>(write: boolean, run: () => Promise<T>): Promise<T> => {
    if (!write) return run();
    noteWrite();
    try {
      return await run();
    } finally {
      noteWrite();
    }
  };
  const query = pglite.query.bind(pglite);
  const exec = pglite.exec.bind(pglite);
  const transaction = pglite.transaction.bind(pglite);
  pglite.query = ((text: string, ...rest: unknown[]) =>
    around(!READ_ONLY.test(text), () => (query as any)(text, ...rest))) as PGlite['query'];
  pglite.exec = ((...args: unknown[]) => around(true, () => (exec as any)(...args))) as PGlite['exec'];
  pglite.transaction = ((...args: unknown[]) => around(true, () => (transaction as any)(...args))) as PGlite['transaction'];
}

function openPostgres(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // A connection the server ends while it idles in the pool (a restart, an administrator's terminate) is dropped by
  // the pool and replaced at the next query; without a listener Node would end the whole API process on it.
  pool.on('error', (err) =>
    console.error(
      JSON.stringify({ level: 'warn', time: new Date().toISOString(), msg: 'idle PostgreSQL connection lost', err: err.message }),
    ),
  );
  return {
    db: drizzlePg(pool, { schema }) as unknown as Db,
    kind: 'postgres',
    executeSql: (text, values) => pool.query(text, values),
    readCache: passThroughReadCache,
    close: () => pool.end(),
  };
}
