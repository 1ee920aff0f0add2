import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, randomClientAddress, registerUser, TEST_PASSWORD } from '../support/fixtures';
import { createTestApp, type TestApp } from '../support/test-app';

describe('login rate limits (LOGIN_RATE_LIMIT=3, then a wait of a minute)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_RATE_LIMIT: '3', LOGIN_DELAY_BASE_MS: '60000' });
  });
  afterAll(() => t.close());

  it('limits failed logins per account, whatever the address; other accounts are unaffected', async () => {
    const victim = await registerUser(t);
    const other = await registerUser(t);
    for (let i = 0; i < 3; i++) {
      const res = await login(t.app, victim.user.username, 'wrong-password', { 'x-forwarded-for': randomClientAddress() });
      expect(res.statusCode).toBe(400);
    }
    // Even the right password waits for the window to pass.
    const blocked = await login(t.app, victim.user.email, TEST_PASSWORD, { 'x-forwarded-for': randomClientAddress() });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ success: false, message: '登录失败次数过多，请 1 分钟后再试' });
    const fine = await login(t.app, other.user.username, TEST_PASSWORD, { 'x-forwarded-for': randomClientAddress() });
    expect(fine.statusCode).toBe(200);
  });

  it('does not count successful logins (a classroom behind one address can sign in)', async () => {
    const address = randomClientAddress();
    const users = [await registerUser(t), await registerUser(t), await registerUser(t), await registerUser(t), await registerUser(t)];
    for (const u of users) {
      expect((await login(t.app, u.user.username, TEST_PASSWORD, { 'x-forwarded-for': address })).statusCode).toBe(200);
    }
  });

  it('limits failed logins per client address', async () => {
    const address = randomClientAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await login(t.app, `someone_${i}`, 'whatever-pass', { 'x-forwarded-for': address })).statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 429]);
    const elsewhere = await login(t.app, 'someone_9', 'whatever-pass', { 'x-forwarded-for': randomClientAddress() });
    expect(elsewhere.statusCode).toBe(400);
  });

  it('limits password-reset requests per address', async () => {
    const address = randomClientAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/reset-password-request',
        headers: { 'x-forwarded-for': address },
        payload: { email: `nobody${i}@example.com` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
