import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './client';

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export async function migrate(database: Database): Promise<void> {
  if (database.kind === 'pglite') await migratePglite(database.db as any, { migrationsFolder });
  else await migratePg(database.db as any, { migrationsFolder });
}
