import { and, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { tasks, users } from '../../db/schema';
import { DomainError } from '../errors';
import { TASK_MSG } from './messages';

/** 0 switches a limit off. */
export type TaskLimits = Pick<Config, 'SUBMIT_RATE_LIMIT' | 'MAX_ACTIVE_TASKS'>;

const UNFINISHED = ['pending', 'processing'];

/** Machine-readable codes in the envelope's `detail`, so a client can tell the two refusals apart. */
export const LIMIT_CODE = { submitRate: 'submit_rate_limited', activeTasks: 'too_many_active_tasks' } as const;

/**
 * Refuses (429) a task that would exceed the user's submit rate (new tasks in the last minute) or
 * their unfinished tasks. Call inside the transaction that creates or re-queues the task, before
 * any write: the user's row is locked first, so concurrent submits of one user count one after the
 * other, and a refusal rolls back everything (no credit taken). `newTask` false (a retry in place)
 * counts towards unfinished tasks only.
 */
export async function assertCanStartTask(tx: Db, userId: string, limits: TaskLimits, newTask = true): Promise<void> {
  const perMinute = newTask ? limits.SUBMIT_RATE_LIMIT : 0;
  const active = limits.MAX_ACTIVE_TASKS;
  if (perMinute === 0 && active === 0) return;
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const recentSince = sql`now() - interval '1 minute'`;
  const [counts] = await tx
    .select({
      unfinished: sql<number>`count(*) filter (where ${inArray(tasks.status, UNFINISHED)})`.mapWith(Number),
      recent: sql<number>`count(*) filter (where ${gt(tasks.createdAt, recentSince)})`.mapWith(Number),
    })
    .from(tasks)
    .where(and(eq(tasks.userId, userId), or(inArray(tasks.status, UNFINISHED), gt(tasks.createdAt, recentSince))));
  if (active > 0 && counts.unfinished >= active) {
    throw new DomainError('rate_limited', TASK_MSG.tooManyActive(active), LIMIT_CODE.activeTasks);
  }
  if (perMinute > 0 && counts.recent >= perMinute) {
    throw new DomainError('rate_limited', TASK_MSG.submitTooFast(perMinute), LIMIT_CODE.submitRate);
  }
}
