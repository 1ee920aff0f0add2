import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MSG } from '../messages';
import type { AccessClaims } from '../services/auth/access-tokens';
import type { Authenticate } from '../services/auth/authenticate';
import { unauthorized } from '../services/errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: 401 unless the request carries a valid access token; sets request.auth. */
    requireAuth(request: FastifyRequest): Promise<void>;
    /**
     * preHandler for calls visitors may make too: no token, request.auth stays null; a token that is
     * no longer valid is still a 401 (the client refreshes it and asks again, signed in).
     */
    identifyUser(request: FastifyRequest): Promise<void>;
  }
  interface FastifyRequest {
    /** The signed-in user's claims, once requireAuth has let the request through. */
    auth: AccessClaims | null;
  }
  interface FastifyContextConfig {
    /**
     * Also take the access token as `?access_token=`: the browser's EventSource cannot set an
     * Authorization header. Only for event streams; the token is short-lived and kept out of logs.
     */
    accessTokenInQuery?: boolean;
  }
}

const MAX_QUERY_TOKEN_LENGTH = 4096;

/** The token of an `Authorization: Bearer …` header, if any. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : null;
}

function queryToken(request: FastifyRequest): string | null {
  if (!request.routeOptions.config.accessTokenInQuery) return null;
  const token = (request.query as { access_token?: unknown } | undefined)?.access_token;
  return typeof token === 'string' && token.length > 0 && token.length < MAX_QUERY_TOKEN_LENGTH ? token.trim() : null;
}

async function registerAuth(app: FastifyInstance, opts: { authenticate: Authenticate }): Promise<void> {
  const { authenticate } = opts;
  app.decorateRequest('auth', null);
  const requireAuth = async (request: FastifyRequest) => {
    const header = bearerToken(request);
    let claims = header ? await authenticate(header) : null;
    const fromQuery = claims ? null : queryToken(request);
    if (fromQuery) claims = await authenticate(fromQuery);
    if (!claims) throw unauthorized(MSG.tokenExpired);
    request.auth = claims;
  };
  app.decorate('requireAuth', requireAuth);
  app.decorate('identifyUser', async (request: FastifyRequest) => {
    if (bearerToken(request) !== null || queryToken(request) !== null) await requireAuth(request);
  });
}

/**
 * Authentication, registered once on the app: `preHandler: app.requireAuth` guards a route.
 * Not encapsulated (skip-override, as fastify-plugin does it), so every route plugin sees the decorators.
 */
export const authPlugin = Object.assign(registerAuth, {
  [Symbol.for('skip-override')]: true,
  [Symbol.for('fastify.display-name')]: 'auth',
});

/** The signed-in user's id, or null for a visitor (a handler behind identifyUser). */
export const userIdOrNull = (request: FastifyRequest): string | null => request.auth?.userId ?? null;

/** The signed-in user's id inside a handler guarded by requireAuth. */
export function userIdOf(request: FastifyRequest): string {
  if (!request.auth) throw unauthorized();
  return request.auth.userId;
}
