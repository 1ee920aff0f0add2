import { createHash } from 'node:crypto';
import { EncryptJWT, jwtDecrypt } from 'jose';
import * as client from 'openid-client';
import type { Config } from '../../config';

/** What the routes need from the provider's ID token. */
export interface SocialProfile {
  provider: 'google';
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

export interface SocialStart {
  /** The provider's authorization URL (state, nonce and PKCE challenge included). */
  url: string;
  /** Encrypted state + PKCE verifier, for a short-lived HttpOnly cookie. */
  cookie: string;
}

export const SOCIAL_COOKIE = 'zj_oauth_google';
export const SOCIAL_COOKIE_PATH = '/api/v1/auth/google';
export const SOCIAL_COOKIE_TTL_SECONDS = 600;

export class SocialLoginError extends Error {}

type SocialConfig = Pick<Config, 'GOOGLE_CLIENT_ID' | 'GOOGLE_CLIENT_SECRET' | 'GOOGLE_ISSUER' | 'PUBLIC_URL' | 'JWT_SECRET'>;

/** openid-client refuses plain http; that is only allowed for a provider on this machine (tests, local dev). */
function isLoopbackHttp(issuer: URL): boolean {
  return issuer.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(issuer.hostname);
}

/**
 * Google sign-in (any OpenID Connect provider at GOOGLE_ISSUER): authorization code flow with state,
 * nonce and PKCE. The verifier travels in an encrypted cookie, so any API process can finish the flow.
 */
export function createSocialLogin(config: SocialConfig) {
  const clientId = config.GOOGLE_CLIENT_ID;
  const clientSecret = config.GOOGLE_CLIENT_SECRET;
  const redirectUri = `${config.PUBLIC_URL}/api/v1/auth/google/callback`;
  const cookieKey = createHash('sha256').update(`oauth-cookie:${config.JWT_SECRET}`).digest();
  let discovered: Promise<client.Configuration> | undefined;

  function provider(): Promise<client.Configuration> {
    if (!clientId || !clientSecret) throw new SocialLoginError('not configured');
    if (!discovered) {
      const issuer = new URL(config.GOOGLE_ISSUER);
      discovered = client
        .discovery(issuer, clientId, clientSecret, undefined, {
          execute: isLoopbackHttp(issuer) ? [client.allowInsecureRequests] : [],
          timeout: 10,
        })
        .catch((error) => {
          discovered = undefined; // try again on the next sign-in
          throw error;
        });
    }
    return discovered;
  }

  return {
    configured: Boolean(clientId && clientSecret),
    redirectUri,

    async start(): Promise<SocialStart> {
      const oidc = await provider();
      const verifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const url = client.buildAuthorizationUrl(oidc, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        response_type: 'code',
        state,
        nonce,
        code_challenge: await client.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
      });
      const cookie = await new EncryptJWT({ s: state, v: verifier, n: nonce })
        .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
        .setIssuedAt()
        .setExpirationTime(`${SOCIAL_COOKIE_TTL_SECONDS}s`)
        .encrypt(cookieKey);
      return { url: url.href, cookie };
    },

    /** Validates the callback against the cookie, redeems the code, returns the ID token's claims. */
    async finish(search: string, cookie: string | undefined): Promise<SocialProfile> {
      if (!cookie) throw new SocialLoginError('missing state cookie');
      let saved: { s: string; v: string; n: string };
      try {
        const { payload } = await jwtDecrypt(cookie, cookieKey);
        saved = payload as unknown as typeof saved;
      } catch {
        throw new SocialLoginError('bad state cookie');
      }
      const oidc = await provider();
      const currentUrl = new URL(redirectUri);
      currentUrl.search = search;
      const tokens = await client.authorizationCodeGrant(oidc, currentUrl, {
        pkceCodeVerifier: saved.v,
        expectedState: saved.s,
        expectedNonce: saved.n,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new SocialLoginError('no id_token');
      return {
        provider: 'google',
        subject: claims.sub,
        email: typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : null,
        emailVerified: claims.email_verified === true || claims.email_verified === 'true',
        name: typeof claims.name === 'string' ? claims.name : null,
      };
    },
  };
}

export type SocialLogin = ReturnType<typeof createSocialLogin>;
