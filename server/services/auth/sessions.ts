import { randomUUID } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { refreshTokens } from '../../db/schema';
import type { AccessTokens } from './access-tokens';
import { randomToken, sha256Hex } from './secrets';

export interface SessionTokens {
  access_token: string;
  refresh_token: string;
}

export type RotateResult =
  | { kind: 'ok'; userId: string; tokens: SessionTokens }
  /** Unknown, revoked or expired token. */
  | { kind: 'invalid' }
  /** An already-rotated token came back: the whole family has been revoked. */
  | { kind: 'reused' };

/**
 * Refresh tokens: opaque random strings, stored as SHA-256 digests, one row per issued token.
 * A login starts a family; every refresh rotates to a new row of the same family with the same
 * absolute expiry. A rotated token presented again means it was copied: the family is revoked.
 */
export function createSessions(tokens: AccessTokens, refreshTtlSeconds: number, clock: Clock) {
  async function issue(db: Db, userId: string, familyId: string, expiresAt: Date): Promise<SessionTokens> {
    const refresh = randomToken();
    await db.insert(refreshTokens).values({ familyId, userId, tokenHash: sha256Hex(refresh), expiresAt });
    return { access_token: await tokens.sign({ userId, familyId }), refresh_token: refresh };
  }

  return {
    /** A new login (family). Accepts a transaction so that it commits with the user's creation. */
    start(db: Db, userId: string): Promise<SessionTokens & { familyId: string }> {
      const familyId = randomUUID();
      const expiresAt = new Date(clock.now().getTime() + refreshTtlSeconds * 1000);
      return issue(db, userId, familyId, expiresAt).then((t) => ({ ...t, familyId }));
    },

    async rotate(db: Db, refreshToken: string): Promise<RotateResult> {
      const tokenHash = sha256Hex(refreshToken);
      // The revocation on reuse must commit, so the transaction returns an outcome instead of throwing.
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1).for('update');
        if (!row || row.revokedAt) return { kind: 'invalid' } as const;
        if (row.rotatedAt) {
          await revokeFamily(tx, row.familyId);
          return { kind: 'reused' } as const;
        }
        if (row.expiresAt.getTime() <= clock.now().getTime()) {
          await revokeFamily(tx, row.familyId);
          return { kind: 'invalid' } as const;
        }
        const claimed = await tx
          .update(refreshTokens)
          .set({ rotatedAt: clock.now() })
          .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.rotatedAt), isNull(refreshTokens.revokedAt)))
          .returning({ id: refreshTokens.id });
        if (claimed.length === 0) {
          await revokeFamily(tx, row.familyId);
          return { kind: 'reused' } as const;
        }
        const next = await issue(tx, row.userId, row.familyId, row.expiresAt);
        return { kind: 'ok', userId: row.userId, tokens: next } as const;
      });
    },

    /** The family of a refresh token, or null when it is unknown. */
    async familyOf(db: Db, refreshToken: string): Promise<string | null> {
      const [row] = await db
        .select({ familyId: refreshTokens.familyId })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, sha256Hex(refreshToken)))
        .limit(1);
      return row?.familyId ?? null;
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;

export async function revokeFamily(db: Db, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Revokes every login of a user, or every login but `keepFamilyId` (password change keeps the caller's). */
export async function revokeUserFamilies(db: Db, userId: string, keepFamilyId?: string): Promise<void> {
  const conditions = [eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)];
  if (keepFamilyId) conditions.push(ne(refreshTokens.familyId, keepFamilyId));
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(...conditions));
}
