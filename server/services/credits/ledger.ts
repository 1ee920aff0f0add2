import { and, eq, gte, sql } from 'drizzle-orm';
import type { LedgerEntry } from '../../../contract/credits';
import type { Db } from '../../db/client';
import { creditLedger, tasks, users } from '../../db/schema';
import { DomainError } from '../errors';

type LedgerReason = LedgerEntry['reason'];

/** Both numbers in the message, so the student knows how much is missing (402 at the HTTP edge). */
export function insufficientCredits(cost: number, balance: number): DomainError {
  return new DomainError('insufficient_credits', `积分不足，本次需要 ${cost} 积分，当前余额 ${balance}`, 'insufficient_credits');
}

/** Takes `cost` credits if the balance allows (guarded UPDATE) and returns the new balance; else insufficientCredits. */
export async function debitOrThrow(tx: Db, userId: string, cost: number): Promise<number> {
  const rows = await tx
    .update(users)
    .set({ credits: sql`${users.credits} - ${cost}` })
    .where(and(eq(users.id, userId), gte(users.credits, cost)))
    .returning({ credits: users.credits });
  if (rows.length > 0) return rows[0].credits;
  const [user] = await tx.select({ credits: users.credits }).from(users).where(eq(users.id, userId));
  throw insufficientCredits(cost, user?.credits ?? 0);
}

export async function writeLedger(
  tx: Db,
  row: {
    userId: string;
    delta: number;
    balanceAfter: number;
    reason: LedgerReason;
    taskId?: string | null;
    orderId?: string | null;
    note?: string | null;
  },
): Promise<void> {
  await tx.insert(creditLedger).values({ ...row, taskId: row.taskId ?? null, orderId: row.orderId ?? null, note: row.note ?? null });
}

/**
 * Moves credits and writes the ledger row; call inside a transaction. A debit is a guarded UPDATE
 * (credits >= amount), so concurrent debits can never overdraw: the loser gets null.
 */
export async function moveCredits(
  tx: Db,
  input: { userId: string; delta: number; reason: LedgerReason; taskId?: string | null; orderId?: string | null; note?: string | null },
): Promise<number | null> {
  const { userId, delta } = input;
  const rows = await tx
    .update(users)
    .set({ credits: sql`${users.credits} + ${delta}` })
    .where(delta < 0 ? and(eq(users.id, userId), gte(users.credits, -delta)) : eq(users.id, userId))
    .returning({ credits: users.credits });
  if (rows.length === 0) return null;
  const balance = rows[0].credits;
  await writeLedger(tx, {
    userId,
    delta,
    balanceAfter: balance,
    reason: input.reason,
    taskId: input.taskId,
    orderId: input.orderId,
    note: input.note,
  });
  return balance;
}

/** Debits a task's hold with its ledger row, or throws insufficientCredits (the caller's transaction rolls back). */
export async function holdForTask(tx: Db, input: { userId: string; cost: number; taskId: string; note?: string }) {
  if (input.cost === 0) return;
  const balance = await debitOrThrow(tx, input.userId, input.cost);
  await writeLedger(tx, {
    userId: input.userId,
    delta: -input.cost,
    balanceAfter: balance,
    reason: 'task_hold',
    taskId: input.taskId,
    note: input.note,
  });
}

/**
 * Gives a held task's credits back, at most once: the charge_state guard makes a second call
 * (stop racing failure, a retried job) a no-op. Returns whether this call refunded.
 */
export async function refundTask(tx: Db, taskId: string, note: string): Promise<boolean> {
  const [task] = await tx
    .update(tasks)
    .set({ chargeState: 'refunded', updatedAt: new Date() })
    .where(and(eq(tasks.id, taskId), eq(tasks.chargeState, 'held')))
    .returning({ userId: tasks.userId, cost: tasks.cost });
  if (!task) return false;
  if (task.cost > 0) await moveCredits(tx, { userId: task.userId, delta: task.cost, reason: 'task_refund', taskId, note });
  return true;
}

/**
 * Settles a held task as charged; `refundPart` credits go back first (a video that could not be
 * made is not paid for), and the task's cost shrinks by that much.
 */
export async function chargeTask(tx: Db, taskId: string, opts: { refundPart?: number; note?: string } = {}): Promise<boolean> {
  const [held] = await tx
    .select({ userId: tasks.userId, cost: tasks.cost })
    .from(tasks)
    .where(and(eq(tasks.id, taskId), eq(tasks.chargeState, 'held')))
    .for('update');
  if (!held) return false;
  const part = Math.min(Math.max(0, opts.refundPart ?? 0), held.cost);
  await tx
    .update(tasks)
    .set({ chargeState: 'charged', cost: held.cost - part, updatedAt: new Date() })
    .where(eq(tasks.id, taskId));
  if (part > 0) await moveCredits(tx, { userId: held.userId, delta: part, reason: 'task_refund', taskId, note: opts.note ?? null });
  return true;
}
