import { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';

export interface FakeUser {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
}

export interface AuthorizeRequest {
  client_id: string;
  redirect_uri: string;
  state: string;
  nonce: string | null;
  code_challenge: string;
  code_challenge_method: string;
  scope: string;
}

export interface FakeOidc {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The person who "signs in" at the next authorization request. */
  user: FakeUser;
  /** When set, the next authorization answers with this OAuth error instead of a code. */
  denyWith: string | null;
  /** When true, the token endpoint refuses every code (invalid_grant). */
  failTokens: boolean;
  authorizeRequests: AuthorizeRequest[];
  tokenRequests: number;
  close(): Promise<void>;
}

/**
 * A real OpenID Connect provider on 127.0.0.1: discovery, JWKS (RS256 key made at start), an authorize
 * endpoint that immediately redirects back with a code, and a token endpoint that checks the client
 * secret, the redirect URI and PKCE (S256) before issuing an ID token signed with its key.
 */
export async function startFakeOidc(opts: { clientId?: string; clientSecret?: string } = {}): Promise<FakeOidc> {
  const clientId = opts.clientId ?? 'zhijian-test-client';
  const clientSecret = opts.clientSecret ?? 'zhijian-test-secret';
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'fake-key-1', alg: 'RS256', use: 'sig' };
  const codes = new Map<string, { request: AuthorizeRequest; user: FakeUser; expires: number }>();
  let issuer = '';

  const state: FakeOidc = {
    issuer: '',
    clientId,
    clientSecret,
    user: { sub: 'fake-sub-1', email: 'social@example.com', email_verified: true, name: 'Social User' },
    denyWith: null,
    failTokens: false,
    authorizeRequests: [],
    tokenRequests: 0,
    close: async () => {},
  };

  const json = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    res.end(JSON.stringify(body));
  };

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', issuer);
    if (req.method === 'GET' && url.pathname === '/.well-known/openid-configuration') {
      return json(res, 200, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        code_challenge_methods_supported: ['S256'],
        token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
        scopes_supported: ['openid', 'email', 'profile'],
      });
    }
    if (req.method === 'GET' && url.pathname === '/jwks') return json(res, 200, { keys: [jwk] });
    if (req.method === 'GET' && url.pathname === '/authorize') {
      const p = url.searchParams;
      const request: AuthorizeRequest = {
        client_id: p.get('client_id') ?? '',
        redirect_uri: p.get('redirect_uri') ?? '',
        state: p.get('state') ?? '',
        nonce: p.get('nonce'),
        code_challenge: p.get('code_challenge') ?? '',
        code_challenge_method: p.get('code_challenge_method') ?? '',
        scope: p.get('scope') ?? '',
      };
      state.authorizeRequests.push(request);
      if (request.client_id !== clientId || !request.redirect_uri) return json(res, 400, { error: 'invalid_request' });
      const back = new URL(request.redirect_uri);
      if (state.denyWith) {
        back.searchParams.set('error', state.denyWith);
        state.denyWith = null;
      } else {
        const code = randomBytes(16).toString('base64url');
        codes.set(code, { request, user: { ...state.user }, expires: Date.now() + 60_000 });
        back.searchParams.set('code', code);
      }
      if (request.state) back.searchParams.set('state', request.state);
      res.writeHead(302, { location: back.href });
      return res.end();
    }
    if (req.method === 'POST' && url.pathname === '/token') {
      state.tokenRequests += 1;
      let raw = '';
      for await (const chunk of req) raw += chunk;
      const form = new URLSearchParams(raw);
      let id = form.get('client_id');
      let secret = form.get('client_secret');
      const basic = req.headers.authorization;
      if (basic?.startsWith('Basic ')) {
        const [u, s] = Buffer.from(basic.slice(6), 'base64').toString().split(':');
        id = decodeURIComponent(u);
        secret = decodeURIComponent(s);
      }
      if (id !== clientId || secret !== clientSecret) return json(res, 401, { error: 'invalid_client' });
      const entry = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? '');
      if (state.failTokens || !entry || entry.expires < Date.now()) return json(res, 400, { error: 'invalid_grant' });
      if (form.get('grant_type') !== 'authorization_code' || form.get('redirect_uri') !== entry.request.redirect_uri) {
        return json(res, 400, { error: 'invalid_grant', error_description: 'redirect_uri mismatch' });
      }
      const challenge = createHash('sha256')
        .update(form.get('code_verifier') ?? '')
        .digest('base64url');
      if (entry.request.code_challenge_method !== 'S256' || challenge !== entry.request.code_challenge) {
        return json(res, 400, { error: 'invalid_grant', error_description: 'PKCE verification failed' });
      }
      const idToken = await new SignJWT({
        ...entry.user,
        ...(entry.request.nonce ? { nonce: entry.request.nonce } : {}),
      })
        .setProtectedHeader({ alg: 'RS256', kid: jwk.kid })
        .setIssuer(issuer)
        .setAudience(clientId)
        .setSubject(entry.user.sub)
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(privateKey);
      return json(res, 200, {
        access_token: randomBytes(16).toString('base64url'),
        token_type: 'Bearer',
        expires_in: 300,
        id_token: idToken,
      });
    }
    json(res, 404, { error: 'not_found' });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.issuer = issuer;
  state.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return state;
}
