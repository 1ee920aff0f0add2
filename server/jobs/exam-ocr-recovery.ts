import { and, eq, inArray, lt } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Database } from '../db/client';
import { examOcrJobs } from '../db/schema';
import { EXAM_OCR_QUEUE } from './queue';
import type { RecoveryOptions } from './recovery';

/**
 * The exam readings that no unfinished pg-boss job will run (a crash, a failed enqueue, an expired
 * job): a processing one goes back to pending, keeping its hold, and each is queued again.
 */
export async function recoverExamOcr(
  database: Database,
  boss: PgBoss,
  enqueue: (jobId: string) => Promise<void>,
  opts: RecoveryOptions,
): Promise<string[]> {
  const candidates = await database.db
    .select({ id: examOcrJobs.id, status: examOcrJobs.status })
    .from(examOcrJobs)
    .where(and(inArray(examOcrJobs.status, ['pending', 'processing']), lt(examOcrJobs.updatedAt, new Date(Date.now() - opts.minAgeMs))));
  if (candidates.length === 0) return [];
  const { rows } = await database.executeSql(
    `SELECT id::text AS id, data->>'jobId' AS "jobId", state::text AS state
       FROM pgboss.job WHERE name = $1 AND state IN ('created', 'retry', 'active') AND data->>'jobId' = ANY($2::text[])`,
    [EXAM_OCR_QUEUE, candidates.map((c) => c.id)],
  );
  const live = rows as { id: string; jobId: string; state: string }[];
  const dead = opts.activeIsDead ? live.filter((j) => j.state === 'active') : [];
  if (dead.length > 0)
    await boss.cancel(
      EXAM_OCR_QUEUE,
      dead.map((j) => j.id),
    );
  const covered = new Set(live.filter((j) => !dead.includes(j)).map((j) => j.jobId));
  const recovered: string[] = [];
  for (const job of candidates) {
    if (covered.has(job.id)) continue;
    if (job.status === 'processing') {
      const back = await database.db
        .update(examOcrJobs)
        .set({ status: 'pending', progress: 0, updatedAt: new Date() })
        .where(and(eq(examOcrJobs.id, job.id), eq(examOcrJobs.status, 'processing')))
        .returning({ id: examOcrJobs.id });
      if (back.length === 0) continue;
    }
    await enqueue(job.id);
    recovered.push(job.id);
  }
  return recovered;
}
