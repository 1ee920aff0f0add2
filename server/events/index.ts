import type { Database } from '../db/client';
import type { Log } from '../log';
import { createInProcessTaskEventsBus } from './in-process-bus';
import { createPostgresTaskEventsBus } from './postgres-bus';
import type { TaskEventsBus } from './task-events-bus';

/** PostgreSQL: LISTEN/NOTIFY, heard by every process on the database. PGlite: the one process's own bus. */
export function createTaskEventsBus(database: Database, databaseUrl: string | undefined, log: Pick<Log, 'warn'>): Promise<TaskEventsBus> {
  if (database.kind === 'postgres' && databaseUrl) {
    return createPostgresTaskEventsBus(
      databaseUrl,
      (channel, payload) => database.executeSql('SELECT pg_notify($1, $2)', [channel, payload]),
      log,
    );
  }
  return Promise.resolve(createInProcessTaskEventsBus());
}
