import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, knownDevices, oauthIdentities, users } from '../../server/db/schema';
import { type FakeOidc, startFakeOidc } from '../support/fake-oidc';
import { bearer, countRows, registerUser } from '../support/fixtures';
import { createTestApp, type TestApp } from '../support/test-app';

const PUBLIC_URL = 'http://localhost:8123';

function cookieOf(res: LightMyRequestResponse): string {
  const header = res.headers['set-cookie'];
  const line = Array.isArray(header) ? header[0] : String(header);
  return line.split(';')[0];
}

/** Browser steps: our login route → the provider's authorize endpoint → our callback. */
async function signIn(t: TestApp, opts: { tamperState?: boolean; dropCookie?: boolean; deviceCookie?: string } = {}) {
  const start = await t.app.inject({ method: 'GET', url: '/api/v1/auth/google/login' });
  expect(start.statusCode).toBe(302);
  const atProvider = await fetch(String(start.headers.location), { redirect: 'manual' });
  expect(atProvider.status).toBe(302);
  const back = new URL(String(atProvider.headers.get('location')));
  if (opts.tamperState) back.searchParams.set('state', 'forged-state');
  return t.app.inject({
    method: 'GET',
    url: `${back.pathname}${back.search}`,
    headers: opts.dropCookie ? {} : { cookie: [cookieOf(start), opts.deviceCookie].filter(Boolean).join('; ') },
  });
}

function handOver(res: LightMyRequestResponse): { access_token: string; refresh_token: string } {
  expect(res.statusCode).toBe(302);
  const location = String(res.headers.location);
  expect(location.startsWith('/auth/login#social=')).toBe(true);
  return JSON.parse(Buffer.from(location.slice('/auth/login#social='.length), 'base64url').toString('utf8'));
}

describe('Google sign-in when not configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('redirects both routes back to the login page with social_error=not_configured', async () => {
    for (const url of ['/api/v1/auth/google/login', '/api/v1/auth/google/callback?code=x&state=y']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/auth/login?social_error=not_configured');
    }
  });
});

describe('Google sign-in against a real local OpenID provider', () => {
  let oidc: FakeOidc;
  let t: TestApp;
  beforeAll(async () => {
    oidc = await startFakeOidc();
    t = await createTestApp({
      PUBLIC_URL,
      GOOGLE_CLIENT_ID: oidc.clientId,
      GOOGLE_CLIENT_SECRET: oidc.clientSecret,
      GOOGLE_ISSUER: oidc.issuer,
      SIGNUP_CREDITS: '50',
    });
  });
  afterAll(async () => {
    await t.close();
    await oidc.close();
  });

  it('starts the flow with state, nonce and a PKCE S256 challenge, keeping the verifier in an HttpOnly cookie', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/auth/google/login' });
    expect(res.statusCode).toBe(302);
    const url = new URL(String(res.headers.location));
    expect(`${url.origin}${url.pathname}`).toBe(`${oidc.issuer}/authorize`);
    expect(url.searchParams.get('client_id')).toBe(oidc.clientId);
    expect(url.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/api/v1/auth/google/callback`);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('scope')).toContain('openid');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^zj_oauth_google=[^;]+; Path=\/api\/v1\/auth\/google; Max-Age=600; HttpOnly; SameSite=Lax/);
    // The verifier is not readable from the cookie.
    expect(cookie).not.toContain(url.searchParams.get('state')!);
  });

  it('creates an account on first sign-in (username from the name, signup credits) and reuses it next time', async () => {
    oidc.user = { sub: 'google-sub-new', email: 'New.Person@Gmail.com', email_verified: true, name: '新 同学' };
    const usersBefore = await countRows(t.database, users);
    const tokens = handOver(await signIn(t));
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(tokens.access_token) });
    expect(me.statusCode).toBe(200);
    const user = me.json().data;
    expect(user).toMatchObject({ username: '新_同学', email: 'new.person@gmail.com', credits: 50 });
    expect(await countRows(t.database, users)).toBe(usersBefore + 1);
    const ledger = await t.database.db.select().from(creditLedger).where(eq(creditLedger.userId, user.id));
    expect(ledger).toEqual([expect.objectContaining({ delta: 50, balanceAfter: 50, reason: 'signup_grant' })]);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row.passwordHash).toBeNull();

    const again = handOver(await signIn(t));
    const me2 = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(again.access_token) });
    expect(me2.json().data.id).toBe(user.id);
    expect(await countRows(t.database, users)).toBe(usersBefore + 1);
    // The refresh token of the hand-over is a normal one.
    const refreshed = await t.app.inject({ method: 'POST', url: '/api/v1/auth/refresh', payload: { refresh_token: again.refresh_token } });
    expect(refreshed.statusCode).toBe(200);
  });

  it('sets the device cookie as a password login does, and keeps the one the browser already has', async () => {
    oidc.user = { sub: 'google-sub-device', email: 'device.person@gmail.com', email_verified: true, name: 'device' };
    const deviceLine = (res: LightMyRequestResponse) =>
      [res.headers['set-cookie'] ?? []].flat().find((c) => String(c).startsWith('zj_device=')) as string | undefined;
    const first = await signIn(t);
    const tokens = handOver(first);
    const line = deviceLine(first);
    expect(line).toMatch(/^zj_device=[A-Za-z0-9_-]{43}; Path=\/api\/v1\/auth; Max-Age=\d+; HttpOnly; SameSite=Strict$/);
    // The state cookie is still cleared in the same answer.
    expect([first.headers['set-cookie']].flat().some((c) => String(c).startsWith('zj_oauth_google=;'))).toBe(true);
    const cookie = String(line).split(';')[0];
    const me = (await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(tokens.access_token) })).json().data;
    const devices = await t.database.db.select().from(knownDevices).where(eq(knownDevices.userId, me.id));
    expect(devices).toHaveLength(1);

    const again = await signIn(t, { deviceCookie: cookie });
    expect(String(deviceLine(again)).split(';')[0]).toBe(cookie);
    expect(await t.database.db.select().from(knownDevices).where(eq(knownDevices.userId, me.id))).toHaveLength(1);
    // A failed sign-in sets none.
    expect(deviceLine(await signIn(t, { tamperState: true }))).toBeUndefined();
  });

  it('links to an existing account with the same verified email', async () => {
    const existing = await registerUser(t);
    oidc.user = { sub: 'google-sub-existing', email: existing.user.email, email_verified: true, name: 'Someone Else' };
    const usersBefore = await countRows(t.database, users);
    const tokens = handOver(await signIn(t));
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(tokens.access_token) });
    expect(me.json().data).toMatchObject({ id: existing.user.id, username: existing.user.username });
    expect(await countRows(t.database, users)).toBe(usersBefore);
    const links = await t.database.db.select().from(oauthIdentities).where(eq(oauthIdentities.userId, existing.user.id));
    expect(links).toEqual([expect.objectContaining({ provider: 'google', subject: 'google-sub-existing' })]);
  });

  it('picks a free username when the derived one is taken', async () => {
    const taken = await registerUser(t, { username: 'Same_Name' });
    oidc.user = { sub: 'google-sub-same-name', email: 'same.name@example.org', email_verified: true, name: 'same name' };
    const tokens = handOver(await signIn(t));
    const me = (await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(tokens.access_token) })).json().data;
    expect(me.id).not.toBe(taken.user.id);
    expect(me.username).toMatch(/^same_name_\d{4}$/);
  });

  it('refuses an unverified email without creating or linking anything', async () => {
    const existing = await registerUser(t);
    oidc.user = { sub: 'google-sub-unverified', email: existing.user.email, email_verified: false, name: 'Mallory' };
    const before = [await countRows(t.database, users), await countRows(t.database, oauthIdentities)];
    const res = await signIn(t);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/auth/login?social_error=email_unverified');
    expect([await countRows(t.database, users), await countRows(t.database, oauthIdentities)]).toEqual(before);
  });

  it('fails safely on a forged state, a missing cookie, a denied consent and a refused code', async () => {
    oidc.user = { sub: 'google-sub-errors', email: 'errors@example.com', email_verified: true, name: 'Errors' };
    const before = await countRows(t.database, users);
    const tokenCalls = oidc.tokenRequests;
    for (const res of [await signIn(t, { tamperState: true }), await signIn(t, { dropCookie: true })]) {
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/auth/login?social_error=failed');
    }
    // Neither reached the token endpoint.
    expect(oidc.tokenRequests).toBe(tokenCalls);

    oidc.denyWith = 'access_denied';
    expect((await signIn(t)).headers.location).toBe('/auth/login?social_error=failed');

    oidc.failTokens = true;
    try {
      expect((await signIn(t)).headers.location).toBe('/auth/login?social_error=failed');
    } finally {
      oidc.failTokens = false;
    }
    expect(await countRows(t.database, users)).toBe(before);
  });
});

describe('Google sign-in with an unreachable provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      PUBLIC_URL,
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      GOOGLE_ISSUER: 'http://127.0.0.1:9', // discard port: nothing listens
    });
  });
  afterAll(() => t.close());

  it('sends the browser back to the login page with social_error=failed', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/auth/google/login' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/auth/login?social_error=failed');
  });
});
