import { SignJWT, jwtVerify } from 'jose';
import type { Clock } from '../../clock';

export interface AccessClaims {
  userId: string;
  /** The refresh-token family (one login); lets a revoked login's access tokens be refused too. */
  familyId: string;
}

export interface AccessTokens {
  sign(claims: AccessClaims): Promise<string>;
  /** Null when the token is missing, malformed, forged or expired. */
  verify(token: string): Promise<AccessClaims | null>;
}

export function createAccessTokens(secret: string, ttlSeconds: number, clock: Clock): AccessTokens {
  const key = new TextEncoder().encode(secret);
  // Imported once: jose would import raw bytes again on every verify (a tenth of an authenticated read).
  const verifyKey = crypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']);
  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);
  return {
    sign: ({ userId, familyId }) =>
      new SignJWT({ fam: familyId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuedAt(nowSeconds())
        .setExpirationTime(nowSeconds() + ttlSeconds)
        .sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, await verifyKey, { algorithms: ['HS256'], currentDate: clock.now() });
        if (typeof payload.sub !== 'string' || typeof payload.fam !== 'string') return null;
        return { userId: payload.sub, familyId: payload.fam };
      } catch {
        return null;
      }
    },
  };
}
