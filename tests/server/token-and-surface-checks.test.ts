import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import { createAccessTokens } from '../../server/services/auth/access-tokens';
import { bearer, registerUser, type RegisteredUser } from '../support/fixtures';
import { createTestApp, type TestApp } from '../support/test-app';

/** What docs/security.md cites for self-contained tokens (ASVS V9) and a few surface checks. */
describe('access tokens and the API surface', () => {
  let t: TestApp;
  let u: RegisteredUser;
  beforeAll(async () => {
    t = await createTestApp();
    u = await registerUser(t);
  });
  afterAll(() => t.close());

  const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(token) });
  const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));

  it('refuses a token with alg "none", one signed with another key, and an expired one', async () => {
    expect((await me(u.accessToken)).statusCode).toBe(200);
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${u.accessToken.split('.')[1]}.`;
    expect((await me(unsigned)).statusCode).toBe(401);

    const { sub, fam } = claimsOf(u.accessToken);
    const otherKey = await createAccessTokens('k'.repeat(48), 900, { now: () => new Date() }).sign({ userId: sub, familyId: fam });
    expect((await me(otherKey)).statusCode).toBe(401);

    const anHourAgo = { now: () => new Date(Date.now() - 3600_000) };
    const expired = await createAccessTokens(t.config.JWT_SECRET, 900, anHourAgo).sign({ userId: sub, familyId: fam });
    expect((await me(expired)).statusCode).toBe(401);
  });

  it('answers only the public fields of the user, as JSON in UTF-8', async () => {
    const res = await me(u.accessToken);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Object.keys(res.json().data).sort()).toEqual(['avatar_path', 'created_at', 'credits', 'email', 'id', 'username']);
    expect(res.body).not.toContain('argon2');
  });

  it('sends no CORS header to another origin', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: { ...bearer(u.accessToken), origin: 'https://evil.example' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/auth/me',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'PUT' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('serves no source-control metadata', async () => {
    for (const url of ['/.git/config', '/.git/HEAD', '/uploads/../.git/config']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(404);
    }
  });

  it('a deleted account’s tokens stop working at once', async () => {
    const gone = await registerUser(t);
    expect((await me(gone.accessToken)).statusCode).toBe(200);
    await t.database.db.delete(users).where(eq(users.id, gone.user.id));
    expect((await me(gone.accessToken)).statusCode).toBe(401);
    const refresh = await t.app.inject({ method: 'POST', url: '/api/v1/auth/refresh', payload: { refresh_token: gone.refreshToken } });
    expect(refresh.statusCode).toBe(401);
  });
});
