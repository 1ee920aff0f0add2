import type { RefreshData } from '../../../contract/auth';
import type { Db } from '../../db/client';
import { unauthorized } from '../errors';
import type { AccessTokens } from './access-tokens';
import { tokenPairJson } from './auth-json';
import { AUTH_MSG } from './messages';
import { revokeFamily, type Sessions } from './sessions';

export interface SessionActionDeps {
  db: Db;
  tokens: AccessTokens;
  sessions: Sessions;
}

/**
 * Ends the login(s) named by either token; unknown or expired tokens are ignored, so logging out
 * always succeeds.
 */
export async function logout(deps: SessionActionDeps, accessToken: string | undefined, refreshToken: string | undefined): Promise<void> {
  const families = new Set<string>();
  if (accessToken) {
    const claims = await deps.tokens.verify(accessToken);
    if (claims) families.add(claims.familyId);
  }
  if (refreshToken) {
    const family = await deps.sessions.familyOf(deps.db, refreshToken);
    if (family) families.add(family);
  }
  for (const family of families) await revokeFamily(deps.db, family);
}

/** A new token pair for a refresh token (which is rotated); a reused one ends its whole login. */
export async function refreshSession(deps: SessionActionDeps, refreshToken: string): Promise<RefreshData> {
  const result = await deps.sessions.rotate(deps.db, refreshToken);
  if (result.kind === 'reused') throw unauthorized(AUTH_MSG.refreshReused);
  if (result.kind === 'invalid') throw unauthorized(AUTH_MSG.refreshInvalid);
  return tokenPairJson(result.tokens);
}
