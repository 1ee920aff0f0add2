import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client';
import { createPostgresDatabase, testPostgresUrl } from '../support/test-db';

/*
 * PostgreSQL ends connections that idle in the pool when it restarts or an administrator terminates them
 * (FATAL 57P01). The process must live on and the next query must get a fresh connection.
 */
describe('a pooled connection ended by the server while idle', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('is replaced at the next query; nothing crashes', async () => {
    const created = await createPostgresDatabase(testPostgresUrl!);
    cleanups.push(created.drop);
    const database = await openDatabase({ databaseUrl: created.url });
    cleanups.push(() => database.close());
    await database.executeSql('SELECT 1', []);

    const admin = new pg.Client({ connectionString: testPostgresUrl });
    await admin.connect();
    const name = new URL(created.url).pathname.slice(1);
    const ended = await admin.query('SELECT pg_terminate_backend(pid) AS ok FROM pg_stat_activity WHERE datname = $1', [name]);
    await admin.end();
    expect(ended.rows.length).toBeGreaterThan(0);
    // the pool hears of the end on its idle client's socket
    await new Promise((resolve) => setTimeout(resolve, 200));

    const again = (await database.executeSql('SELECT 2 AS n', [])) as { rows: { n: number }[] };
    expect(again.rows[0].n).toBe(2);
  });
});
