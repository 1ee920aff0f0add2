import PgBoss from 'pg-boss';
import type { Database } from '../db/client';

export const QUEUE = 'solve-task';
/** Exam photos read into questions (server/services/exam-ocr/run.ts). */
export const EXAM_OCR_QUEUE = 'exam-ocr';

/**
 * A job that runs longer than this is considered lost (its worker died) and pg-boss expires it;
 * the recovery scan then queues the task again. The pipeline's own time limit is shorter.
 */
export const JOB_EXPIRE_SECONDS = 15 * 60;
export const PIPELINE_TIMEOUT_MS = 10 * 60 * 1000;

export interface ExamOcrJobData {
  jobId: string;
}

export interface SolveJobData {
  taskId: string;
}

/** pg-boss on our connection (PGlite or the pg pool) through its `db` option. */
export async function startBoss(database: Database, onError: (err: Error) => void): Promise<PgBoss> {
  const boss = await startBossOnce(database, onError);
  for (const name of [QUEUE, EXAM_OCR_QUEUE]) {
    for (let attempt = 1; !(await boss.getQueue(name)); attempt++) {
      try {
        // The pipeline settles every failure itself (refund, message), so pg-boss never retries.
        await boss.createQueue(name, { name, policy: 'standard', retryLimit: 0, expireInSeconds: JOB_EXPIRE_SECONDS });
      } catch (err) {
        // Another process creating it at the same moment (a duplicate, or a deadlock PostgreSQL broke by
        // failing this one): look again, after a pause.
        if (attempt >= 5) throw err;
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
  }
  return boss;
}

/** Ids of the queue's unfinished jobs for these tasks, with their state. */
export async function liveJobs(database: Database, taskIds?: string[]): Promise<{ id: string; taskId: string; state: string }[]> {
  const filter = taskIds ? `AND data->>'taskId' = ANY($2::text[])` : '';
  const { rows } = await database.executeSql(
    `SELECT id::text AS id, data->>'taskId' AS "taskId", state::text AS state
       FROM pgboss.job WHERE name = $1 AND state IN ('created', 'retry', 'active') ${filter}`,
    taskIds ? [QUEUE, taskIds] : [QUEUE],
  );
  return rows;
}

/** Errors of PostgreSQL when an object another session created first already exists (schema, relation, unique row). */
const ALREADY_CREATED = new Set(['23505', '42P06', '42P07', '42710']);

/**
 * Starts pg-boss, installing its schema on a fresh database. Two processes starting at the same moment
 * on one fresh PostgreSQL both try to install it and one loses with "already exists": that one starts
 * again and finds the schema in place.
 */
async function startBossOnce(database: Database, onError: (err: Error) => void, attempt = 1): Promise<PgBoss> {
  const boss = new PgBoss({
    db: { executeSql: (text: string, values: unknown[]) => database.executeSql(text, values) },
    // No cron schedules here; maintenance (expiring lost jobs, archiving) stays on.
    schedule: false,
    supervise: true,
    migrate: true,
  });
  boss.on('error', onError);
  try {
    await boss.start();
    return boss;
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (attempt >= 5 || !code || !ALREADY_CREATED.has(code)) throw err;
    await boss.stop({ graceful: false }).catch(() => {});
    await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
    return startBossOnce(database, onError, attempt + 1);
  }
}
