import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../server/db/client';
import { migrate } from '../../server/db/migrate';
import { keepStatisticsFresh } from '../../server/db/statistics';

/** -1 until the table was first analyzed (PostgreSQL 14+), then its row estimate. */
const problemsRowEstimate = async (database: Database) =>
  Number((await database.executeSql("select reltuples from pg_class where relname = 'problems'")).rows[0].reltuples);

describe('planner statistics on the embedded database (no autovacuum)', () => {
  let dir: string;
  let database: Database;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'zj-stats-'));
    database = await openDatabase({ pgliteDir: dir });
    await migrate(database);
  }, 120_000);
  afterAll(async () => {
    await database?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('are gathered after start, and stopping waits for a running ANALYZE', async () => {
    expect(await problemsRowEstimate(database)).toBe(-1);
    const warnings: unknown[] = [];
    const stop = keepStatisticsFresh(database, { warn: (obj) => warnings.push(obj) }, 60_000);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await stop();
    expect(await problemsRowEstimate(database)).toBe(0);
    expect(warnings).toEqual([]);
  });
});
