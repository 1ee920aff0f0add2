import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens, users } from '../../server/db/schema';
import { bearer, countRows, login, randomClientAddress, registerUser, TEST_PASSWORD } from '../support/fixtures';
import { createTestApp, type TestApp } from '../support/test-app';

describe('sessions: login, refresh, logout, profile, password change', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  // Logins from their own addresses: the per-address limit has its own test file.
  const loginAs = (username: string, password: string) => login(t.app, username, password, { 'x-forwarded-for': randomClientAddress() });
  const me = (accessToken: string) => t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(accessToken) });
  const refresh = (token: string) => t.app.inject({ method: 'POST', url: '/api/v1/auth/refresh', payload: { refresh_token: token } });

  it('logs in by username (any case) or by email and answers the spec auth response', async () => {
    const u = await registerUser(t);
    for (const name of [u.user.username, u.user.username.toUpperCase(), u.user.email, u.user.email.toUpperCase()]) {
      const res = await loginAs(name, TEST_PASSWORD);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ success: true, message: '登录成功', data: { user: u.user } });
      expect(typeof body.data.access_token).toBe('string');
      expect(body.data.refresh_token).toMatch(/^[A-Za-z0-9_-]{43,}$/);
      expect((await me(body.data.access_token)).statusCode).toBe(200);
    }
  });

  it('refuses a wrong password and an unknown account with the same 400 message', async () => {
    const u = await registerUser(t);
    const tokensBefore = await countRows(t.database, refreshTokens);
    const wrong = await loginAs(u.user.username, 'not-the-password');
    const unknown = await loginAs('nobody_here', 'whatever-password');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message: '用户名或密码错误' });
    }
    expect(await countRows(t.database, refreshTokens)).toBe(tokensBefore);
  });

  it('answers malformed JSON with 400 and missing fields with 422, both as the envelope', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': randomClientAddress() },
      payload: '{"username": "a", ',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, message: '请求格式不正确' });

    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'x-forwarded-for': randomClientAddress() },
      payload: { username: 'someone' },
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({ success: false, message: '输入数据验证失败' });
    expect(missing.json().detail).toContain('password');
  });

  it('lists every account route in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const routes = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([p, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`),
    );
    for (const route of [
      'POST /api/v1/auth/login',
      'POST /api/v1/auth/register',
      'POST /api/v1/auth/logout',
      'POST /api/v1/auth/refresh',
      'GET /api/v1/auth/me',
      'PUT /api/v1/auth/me',
      'PUT /api/v1/auth/me/profile',
      'POST /api/v1/auth/me/change-password',
      'POST /api/v1/auth/upload-avatar',
      'GET /api/v1/auth/google/login',
      'GET /api/v1/auth/google/callback',
      'POST /api/v1/auth/reset-password-request',
      'POST /api/v1/auth/reset-password',
      'POST /api/v1/files/upload',
      'POST /api/v1/admin/{command}',
    ]) {
      expect(routes).toContain(route);
    }
  });

  it('answers /me without a token, with a forged token, or with garbage with 401', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/auth/me' })).statusCode).toBe(401);
    expect((await me('not.a.jwt')).statusCode).toBe(401);
    const res = await me('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4IiwiZmFtIjoieSJ9.c2lnbmF0dXJl');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, message: '登录已过期，请重新登录' });
  });

  it('rotates the refresh token: new pair, same family and expiry, old row marked rotated', async () => {
    const u = await registerUser(t);
    const res = await refresh(u.refreshToken);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(Object.keys(data).sort()).toEqual(['access_token', 'refresh_token']);
    expect(data.refresh_token).not.toBe(u.refreshToken);
    expect((await me(data.access_token)).statusCode).toBe(200);

    const rows = await t.database.db.select().from(refreshTokens).where(eq(refreshTokens.userId, u.user.id));
    expect(rows).toHaveLength(2);
    expect(new Set(rows.map((r) => r.familyId)).size).toBe(1);
    expect(new Set(rows.map((r) => r.expiresAt.getTime())).size).toBe(1);
    expect(rows.filter((r) => r.rotatedAt)).toHaveLength(1);
    // Only digests are stored.
    expect(rows.some((r) => r.tokenHash === u.refreshToken || r.tokenHash === data.refresh_token)).toBe(false);
  });

  it('detects reuse of a rotated refresh token: 401, and the whole family (the newer tokens too) stops working', async () => {
    const u = await registerUser(t);
    const second = (await refresh(u.refreshToken)).json().data;
    const reuse = await refresh(u.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().success).toBe(false);
    expect((await refresh(second.refresh_token)).statusCode).toBe(401);
    expect((await me(second.access_token)).statusCode).toBe(401);
    expect((await me(u.accessToken)).statusCode).toBe(401);
    // Another login of the same user is untouched.
    const other = (await loginAs(u.user.username, TEST_PASSWORD)).json().data;
    expect((await me(other.access_token)).statusCode).toBe(200);
  });

  it('refuses unknown and expired refresh tokens', async () => {
    expect((await refresh('A'.repeat(43))).statusCode).toBe(401);
    const u = await registerUser(t);
    await t.database.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.userId, u.user.id));
    expect((await refresh(u.refreshToken)).statusCode).toBe(401);
    expect((await refresh('')).statusCode).toBe(422);
  });

  it('logout revokes the caller’s family: its access and refresh tokens stop working, other logins stay', async () => {
    const u = await registerUser(t);
    const other = (await loginAs(u.user.username, TEST_PASSWORD)).json().data;
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: u.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: '退出登录成功' });
    expect((await me(u.accessToken)).statusCode).toBe(401);
    expect((await refresh(u.refreshToken)).statusCode).toBe(401);
    expect((await me(other.access_token)).statusCode).toBe(200);
  });

  it('logout by refresh token alone revokes that family; logout without anything still succeeds', async () => {
    const u = await registerUser(t);
    const byBody = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', payload: { refresh_token: u.refreshToken } });
    expect(byBody.json()).toMatchObject({ success: true });
    expect((await me(u.accessToken)).statusCode).toBe(401);
    const bare = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout' });
    expect(bare.statusCode).toBe(200);
    expect(bare.json().success).toBe(true);
    const emptyJson = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { 'content-type': 'application/json' } });
    expect(emptyJson.statusCode).toBe(200);
    expect(emptyJson.json().success).toBe(true);
  });

  it('change-password: checks the old password, keeps the caller’s login, ends every other login', async () => {
    const u = await registerUser(t);
    const other = (await loginAs(u.user.username, TEST_PASSWORD)).json().data;
    const change = (body: unknown) =>
      t.app.inject({ method: 'POST', url: '/api/v1/auth/me/change-password', headers: u.headers, payload: body as object });

    const wrong = await change({ old_password: 'wrong-password', new_password: 'Brand-new-pass-1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ success: false, message: '当前密码不正确' });
    expect((await me(other.access_token)).statusCode).toBe(200);

    const weak = await change({ old_password: TEST_PASSWORD, new_password: 'short' });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().message).toBe('密码至少 8 位');

    const ok = await change({ old_password: TEST_PASSWORD, new_password: 'Brand-new-pass-1' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ success: true, message: '密码修改成功' });
    expect((await me(u.accessToken)).statusCode).toBe(200);
    expect((await refresh(u.refreshToken)).statusCode).toBe(200);
    expect((await me(other.access_token)).statusCode).toBe(401);
    expect((await refresh(other.refresh_token)).statusCode).toBe(401);
    expect((await loginAs(u.user.username, TEST_PASSWORD)).statusCode).toBe(400);
    expect((await loginAs(u.user.username, 'Brand-new-pass-1')).statusCode).toBe(200);
  });

  it('PUT /me updates a subset, PUT /me/profile needs both fields, taken usernames answer 409, a new email waits for its link', async () => {
    const u = await registerUser(t);
    const rival = await registerUser(t);
    const put = (url: string, body: object) => t.app.inject({ method: 'PUT', url, headers: u.headers, payload: body });

    const renamed = await put('/api/v1/auth/me', { username: `${u.user.username}x`.slice(0, 32) });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ success: true, message: '个人资料已更新', data: { email: u.user.email } });
    expect(renamed.json().data.username).toBe(`${u.user.username}x`.slice(0, 32));

    expect((await put('/api/v1/auth/me', {})).statusCode).toBe(422);
    expect((await put('/api/v1/auth/me/profile', { username: 'only_name' })).statusCode).toBe(422);

    // The username changes at once; the email only when the link mailed to it is followed (email-change.test.ts).
    const full = await put('/api/v1/auth/me/profile', {
      username: 'full_profile_user',
      email: 'Full.Profile@Example.com',
      current_password: TEST_PASSWORD,
    });
    expect(full.statusCode).toBe(200);
    expect(full.json()).toMatchObject({ message: '确认邮件已发送到新邮箱，点击邮件中的链接后新邮箱生效' });
    expect(full.json().data).toMatchObject({ username: 'full_profile_user', email: u.user.email });

    // A taken email is not told apart from a free one (no enumeration).
    const taken = await put('/api/v1/auth/me', { email: rival.user.email, current_password: TEST_PASSWORD });
    expect(taken.statusCode).toBe(200);
    expect(taken.json().message).toBe('确认邮件已发送到新邮箱，点击邮件中的链接后新邮箱生效');
    const takenName = await put('/api/v1/auth/me', { username: rival.user.username });
    expect(takenName.statusCode).toBe(409);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, u.user.id));
    expect(row.email).toBe(u.user.email);

    // Keeping one's own name is not a conflict.
    expect((await put('/api/v1/auth/me/profile', { username: 'full_profile_user', email: u.user.email })).statusCode).toBe(200);
  });
});
