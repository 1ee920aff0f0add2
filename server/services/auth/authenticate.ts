import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passThroughReadCache, type ReadCache } from '../../db/read-cache';
import { refreshTokens } from '../../db/schema';
import type { AccessClaims, AccessTokens } from './access-tokens';

/** The claims of a valid access token, or null. */
export type Authenticate = (accessToken: string) => Promise<AccessClaims | null>;

/** Checks an access token; a token of a revoked login (logout, password change) counts as none. */
export function createAuthenticate(tokens: AccessTokens, db: Db, cache: ReadCache = passThroughReadCache): Authenticate {
  const isLive = async (familyId: string) => {
    const live = await db
      .select({ id: refreshTokens.id })
      .from(refreshTokens)
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
      .limit(1);
    return live.length > 0;
  };
  return async (accessToken) => {
    const claims = await tokens.verify(accessToken);
    if (!claims) return null;
    return (await cache.read(`login-live:${claims.familyId}`, () => isLive(claims.familyId))) ? claims : null;
  };
}
