import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { refreshTokens } from '../db/schema';
import { MSG } from '../messages';
import type { AccessClaims, AccessTokens } from '../services/auth/access-tokens';
import { unauthorized } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    auth?: AccessClaims;
  }
}

export type Authenticate = (request: FastifyRequest) => Promise<AccessClaims | null>;

/** Reads the Bearer token; a token of a revoked login (logout, password change) counts as none. */
export function createAuthenticate(tokens: AccessTokens, db: Db): Authenticate {
  return async (request) => {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return null;
    const claims = await tokens.verify(header.slice(7).trim());
    if (!claims) return null;
    const live = await db
      .select({ id: refreshTokens.id })
      .from(refreshTokens)
      .where(and(eq(refreshTokens.familyId, claims.familyId), isNull(refreshTokens.revokedAt)))
      .limit(1);
    return live.length > 0 ? claims : null;
  };
}

/** preHandler factory: 401 unless a valid access token is present; sets request.auth. */
export function requireAuth(authenticate: Authenticate) {
  return async (request: FastifyRequest) => {
    const claims = await authenticate(request);
    if (!claims) throw unauthorized(MSG.tokenExpired);
    request.auth = claims;
  };
}

/** The signed-in user's id inside a handler guarded by requireAuth. */
export function userIdOf(request: FastifyRequest): string {
  if (!request.auth) throw unauthorized();
  return request.auth.userId;
}
