import { and, inArray, lt } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Database } from '../db/client';
import { tasks } from '../db/schema';
import { requeueTask } from '../pipeline/store';
import { liveJobs, QUEUE } from './queue';

export interface RecoveryOptions {
  /**
   * At the start of the embedded worker nothing can be running (one process per PGlite folder),
   * so an 'active' job is a leftover of a crash. Elsewhere an active job may belong to a live
   * worker; a dead worker's job is expired by pg-boss and found by a later scan.
   */
  activeIsDead: boolean;
  /** Skip tasks touched more recently: a submit may be between its commit and its enqueue. */
  minAgeMs: number;
}

/**
 * Finds pending or processing tasks that no unfinished job will run (a crash, a failed enqueue,
 * an expired job), puts processing ones back to pending — keeping their hold, so nobody pays
 * twice — and queues them again. Returns the ids it queued.
 */
export async function recoverOrphans(
  database: Database,
  boss: PgBoss,
  enqueue: (taskId: string) => Promise<void>,
  opts: RecoveryOptions,
): Promise<string[]> {
  const candidates = await database.db
    .select({ id: tasks.id, status: tasks.status })
    .from(tasks)
    .where(and(inArray(tasks.status, ['pending', 'processing']), lt(tasks.updatedAt, new Date(Date.now() - opts.minAgeMs))));
  if (candidates.length === 0) return [];
  const jobs = await liveJobs(
    database,
    candidates.map((c) => c.id),
  );
  const dead = opts.activeIsDead ? jobs.filter((j) => j.state === 'active') : [];
  if (dead.length > 0)
    await boss.cancel(
      QUEUE,
      dead.map((j) => j.id),
    );
  const covered = new Set(jobs.filter((j) => !dead.includes(j)).map((j) => j.taskId));
  const recovered: string[] = [];
  for (const task of candidates) {
    if (covered.has(task.id)) continue;
    if (task.status === 'processing' && !(await requeueTask(database.db, task.id))) continue;
    await enqueue(task.id);
    recovered.push(task.id);
  }
  return recovered;
}
