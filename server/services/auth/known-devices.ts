import { and, eq } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { knownDevices } from '../../db/schema';
import { randomToken, sha256Hex } from './secrets';

/**
 * A browser's device cookie, remembered per account once that account signed in from it (or reset its
 * password from it). The cookie holds a random token; only its digest is stored.
 */
export function createKnownDevices(db: Db, clock: Clock) {
  return {
    /** The id of the device row when `token` has signed in to `userId` before, else null. */
    async find(token: string | undefined, userId: string): Promise<string | null> {
      if (!token) return null;
      const [row] = await db
        .select({ id: knownDevices.id })
        .from(knownDevices)
        .where(and(eq(knownDevices.tokenHash, sha256Hex(token)), eq(knownDevices.userId, userId)))
        .limit(1);
      return row?.id ?? null;
    },

    /**
     * Remembers the browser for `userId`: its own token when it sent one, else a new one. Returns the
     * token to set as the cookie (the same one again, which renews its lifetime).
     */
    async remember(token: string | undefined, userId: string): Promise<string> {
      const value = token && /^[A-Za-z0-9_-]{20,100}$/.test(token) ? token : randomToken();
      await db
        .insert(knownDevices)
        .values({ userId, tokenHash: sha256Hex(value) })
        .onConflictDoUpdate({ target: [knownDevices.tokenHash, knownDevices.userId], set: { lastUsedAt: clock.now() } });
      return value;
    },
  };
}

export type KnownDevices = ReturnType<typeof createKnownDevices>;
