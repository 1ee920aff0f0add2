import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The embedded database itself, when that is what runs. */
  pglite?: PGlite;
  /** Raw SQL with positional parameters; pg-boss runs on it. */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: any[] }>;
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
  return {
    db: drizzlePglite(pglite, { schema }) as unknown as Db,
    kind: 'pglite',
    pglite,
    async executeSql(text, values) {
      if (values && values.length > 0) return pglite.query(text, values);
      const results = await pglite.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
    close: () => pglite.close(),
  };
}

function openPostgres(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  return {
    db: drizzlePg(pool, { schema }) as unknown as Db,
    kind: 'postgres',
    executeSql: (text, values) => pool.query(text, values),
    close: () => pool.end(),
  };
}
