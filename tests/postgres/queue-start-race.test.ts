import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client';
import { QUEUE, startBoss } from '../../server/jobs/queue';
import { createPostgresDatabase, testPostgresUrl } from '../support/test-db';

/*
 * Several API and worker processes started at the same moment on one fresh PostgreSQL all install the
 * job queue's schema; the losers of that race must start anyway (one crashed with "pgboss already exists").
 */
describe('the job queue starting in several processes at once on a fresh database', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('every one of four simultaneous starts succeeds, five times over', async () => {
    for (let round = 0; round < 5; round++) {
      const created = await createPostgresDatabase(testPostgresUrl!);
      cleanups.push(created.drop);
      // One connection pool a "process", as each process has its own.
      const databases = await Promise.all([1, 2, 3, 4].map(() => openDatabase({ databaseUrl: created.url })));
      const errors: Error[] = [];
      const bosses = await Promise.all(databases.map((database) => startBoss(database, (err) => errors.push(err))));
      for (const boss of bosses) expect(await boss.getQueue(QUEUE)).toBeTruthy();
      for (const boss of bosses) await boss.stop({ graceful: false });
      for (const database of databases) await database.close();
    }
  });
});
