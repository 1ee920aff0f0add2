import { eq, inArray, lt, sql } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { loginThrottles } from '../../db/schema';

export interface LoginThrottleSettings {
  /** Failures of one key that cost no wait (LOGIN_RATE_LIMIT). */
  freeFailures: number;
  /** The wait after the first failure past the free ones; it doubles with each further failure. */
  baseDelayMs: number;
  /** The longest wait: the throttle slows guessing down, it never locks anyone out for good. */
  maxDelayMs: number;
}

/** A key with no failure for this long starts again from zero. */
export const FORGET_FAILURES_AFTER_MS = 60 * 60_000;
const SWEEP_EVERY = 500;

/** The wait that `failures` failures have earned, in milliseconds. */
export function loginDelayMs(settings: LoginThrottleSettings, failures: number): number {
  if (failures < settings.freeFailures) return 0;
  const doublings = Math.min(failures - settings.freeFailures, 40);
  return Math.min(settings.baseDelayMs * 2 ** doublings, settings.maxDelayMs);
}

/**
 * Growing delays between failed logins, per key, stored in the database (so that every API process
 * shares them, and a restart does not forget them). See decision 0024.
 */
export function createLoginThrottle(db: Db, settings: LoginThrottleSettings, clock: Clock) {
  let calls = 0;

  /** Milliseconds until the key may try again (0 = now), from its row. */
  function waitOf(row: { failures: number; lastFailureAt: Date } | undefined, now: number): number {
    if (!row || now - row.lastFailureAt.getTime() >= FORGET_FAILURES_AFTER_MS) return 0;
    return Math.max(0, row.lastFailureAt.getTime() + loginDelayMs(settings, row.failures) - now);
  }

  function failureUpsert(tx: Db, key: string, now: Date) {
    const forgetBefore = new Date(now.getTime() - FORGET_FAILURES_AFTER_MS);
    return tx
      .insert(loginThrottles)
      .values({ key, failures: 1, lastFailureAt: now })
      .onConflictDoUpdate({
        target: loginThrottles.key,
        set: {
          failures: sql`case when ${loginThrottles.lastFailureAt} < ${forgetBefore} then 1 else ${loginThrottles.failures} + 1 end`,
          lastFailureAt: now,
        },
      });
  }

  async function sweep(now: Date) {
    await db.delete(loginThrottles).where(lt(loginThrottles.lastFailureAt, new Date(now.getTime() - FORGET_FAILURES_AFTER_MS)));
  }

  return {
    /** Milliseconds until any of the keys may try again (0 = now). Reads only. */
    async waitMs(keys: string[]): Promise<number> {
      if (keys.length === 0) return 0;
      const rows = await db.select().from(loginThrottles).where(inArray(loginThrottles.key, keys));
      const now = clock.now().getTime();
      return Math.max(0, ...rows.map((row) => waitOf(row, now)));
    },

    /**
     * Counts an attempt of `key` as a failure before the password is checked, unless the key must wait
     * (then it returns the wait and changes nothing). Parallel guesses therefore cannot all pass one
     * check: each one is counted, and the ones past the free failures wait. `cleared` undoes it on success.
     */
    async reserve(key: string): Promise<number> {
      const now = clock.now();
      if (++calls % SWEEP_EVERY === 0) await sweep(now);
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(loginThrottles).where(eq(loginThrottles.key, key)).for('update');
        const wait = waitOf(row, now.getTime());
        if (wait > 0) return wait;
        await failureUpsert(tx, key, now);
        return 0;
      });
    },

    /** Counts one failure against each key. */
    async failed(keys: string[]): Promise<void> {
      const now = clock.now();
      for (const key of keys) await failureUpsert(db, key, now);
    },

    /** Forgets the failures of the keys (a successful login of the account, a password reset). */
    async cleared(keys: string[]): Promise<void> {
      if (keys.length > 0) await db.delete(loginThrottles).where(inArray(loginThrottles.key, keys));
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

/** Throttle keys. An IPv6 client is keyed by its /64: one home or phone usually owns a whole /64. */
export const throttleKey = {
  account: (userId: string) => `account:${userId}`,
  unknownAccount: (login: string) => `unknown:${login.trim().toLowerCase()}`,
  device: (deviceId: string) => `device:${deviceId}`,
  address: (ip: string) => `address:${addressPrefix(ip)}`,
};

export function addressPrefix(ip: string): string {
  const v4 = /^(?:::ffff:)?(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (v4) return v4[1];
  if (!ip.includes(':')) return ip;
  const [head, tail = ''] = ip.toLowerCase().split('%')[0].split('::');
  const left = head ? head.split(':') : [];
  const right = ip.includes('::') && tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
