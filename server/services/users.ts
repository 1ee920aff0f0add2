import { eq, sql } from 'drizzle-orm';
import type { User } from '../../contract/auth';
import type { Db } from '../db/client';
import { creditLedger, users } from '../db/schema';

export type UserRow = typeof users.$inferSelect;

/** The contract's User JSON (contract/auth.ts userSchema) of a users row. */
export function toUserJson(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    credits: row.credits,
    avatar_path: row.avatarPath,
    created_at: row.createdAt.toISOString(),
  };
}

export async function findUserById(db: Db, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** Usernames are unique regardless of letter case ("Alice" and "alice" are the same account). */
export async function findUserByUsername(db: Db, username: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(sql`lower(${users.username}) = lower(${username})`).limit(1);
  return row ?? null;
}

/** Emails are stored lower-case (the contract schema lowers them). */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1);
  return row ?? null;
}

/**
 * Adds the signup grant to a user's balance and writes its ledger row (reason 'signup_grant').
 * Call it inside the transaction that creates the user. Returns the new balance.
 */
export async function grantSignupCredits(db: Db, userId: string, amount: number): Promise<number> {
  const [row] = await db
    .update(users)
    .set({ credits: sql`${users.credits} + ${amount}` })
    .where(eq(users.id, userId))
    .returning({ credits: users.credits });
  if (!row) throw new Error(`grantSignupCredits: no user ${userId}`);
  if (amount > 0) {
    await db.insert(creditLedger).values({ userId, delta: amount, balanceAfter: row.credits, reason: 'signup_grant' });
  }
  return row.credits;
}

export interface NewUser {
  username: string;
  email: string;
  passwordHash: string | null;
  avatarPath?: string | null;
}

/** Inserts a user and grants the signup credits; run inside a transaction. */
export async function createUserWithGrant(db: Db, input: NewUser, signupCredits: number): Promise<UserRow> {
  const [created] = await db
    .insert(users)
    .values({
      username: input.username,
      email: input.email.trim().toLowerCase(),
      passwordHash: input.passwordHash,
      avatarPath: input.avatarPath ?? null,
    })
    .returning();
  const credits = await grantSignupCredits(db, created.id, signupCredits);
  return { ...created, credits };
}
