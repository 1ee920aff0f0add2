import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginDelayMs } from '../../server/services/auth/login-throttle';
import { login, randomClientAddress, registerUser, resetTokenFromMail, TEST_PASSWORD } from '../support/fixtures';
import { movableClock } from '../support/movable-clock';
import { waitFor } from '../support/task-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';

/** The device cookie a response sets, as a Cookie header. */
function deviceCookieOf(res: LightMyRequestResponse): { cookie: string } {
  const header = [res.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('zj_device='));
  if (!header) throw new Error('no device cookie');
  return { cookie: header.split(';')[0] };
}

const stranger = () => ({ 'x-forwarded-for': randomClientAddress() });

describe('failed logins: growing delays, not a lockout (LOGIN_RATE_LIMIT=3, 1 minute doubling to 8)', () => {
  const clock = movableClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_RATE_LIMIT: '3', LOGIN_DELAY_BASE_MS: '60000', LOGIN_DELAY_MAX_MS: '480000' }, undefined, { clock });
  });
  afterAll(() => t.close());

  it('waits grow with each failure past the free ones, up to the cap; the right password works after the wait', async () => {
    const owner = await registerUser(t);
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await login(t.app, owner.user.username, 'wrong-password', stranger())).statusCode);
    expect(statuses).toEqual([400, 400, 400]);
    const waiting = await login(t.app, owner.user.username, TEST_PASSWORD, stranger());
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json()).toEqual({ success: false, message: '登录失败次数过多，请 1 分钟后再试', detail: 'login_throttled' });

    // Each further failure doubles the wait: 1, 2, 4, then 8 minutes at most.
    for (const wait of [60_000, 120_000, 240_000, 480_000, 480_000]) {
      clock.advance(wait - 10_000);
      expect((await login(t.app, owner.user.username, 'wrong-password', stranger())).statusCode).toBe(429);
      clock.advance(10_000);
      expect((await login(t.app, owner.user.username, 'wrong-password', stranger())).statusCode).toBe(400);
    }
    const capped = await login(t.app, owner.user.username, TEST_PASSWORD, stranger());
    expect(capped.json().message).toBe('登录失败次数过多，请 8 分钟后再试');
    clock.advance(480_000);
    expect((await login(t.app, owner.user.username, TEST_PASSWORD, stranger())).statusCode).toBe(200);
    // A success forgets the account's failures.
    expect((await login(t.app, owner.user.username, 'wrong-password', stranger())).statusCode).toBe(400);
  });

  it('a stranger hammering the username does not lock the owner out of a device that signed in before', async () => {
    const owner = await registerUser(t);
    const home = { 'x-forwarded-for': randomClientAddress() };
    const device = deviceCookieOf(await login(t.app, owner.user.username, TEST_PASSWORD, home));
    for (let i = 0; i < 12; i++) await login(t.app, owner.user.username, `guess-${i}`, stranger());
    expect((await login(t.app, owner.user.username, TEST_PASSWORD, stranger())).statusCode).toBe(429);

    const fromHome = await login(t.app, owner.user.username, TEST_PASSWORD, { ...home, ...device });
    expect(fromHome.statusCode).toBe(200);
    // The same browser also gets in from another network (a phone leaving home Wi-Fi).
    expect((await login(t.app, owner.user.email, TEST_PASSWORD, { ...stranger(), ...device })).statusCode).toBe(200);
    // The cookie of someone else's account is no pass for this one.
    const other = await registerUser(t);
    const otherDevice = deviceCookieOf(await login(t.app, other.user.username, TEST_PASSWORD, stranger()));
    expect((await login(t.app, owner.user.username, TEST_PASSWORD, { ...stranger(), ...otherDevice })).statusCode).toBe(429);
  });

  it('the device cookie is HttpOnly, SameSite=Strict and sent only to the account routes', async () => {
    const owner = await registerUser(t);
    const res = await login(t.app, owner.user.username, TEST_PASSWORD, stranger());
    const header = [res.headers['set-cookie']].flat().find((c) => c?.startsWith('zj_device='));
    expect(header).toMatch(/^zj_device=[A-Za-z0-9_-]{43}; Path=\/api\/v1\/auth; Max-Age=\d+; HttpOnly; SameSite=Strict$/);
  });

  it('failures on a known device slow that device down, not the account', async () => {
    const owner = await registerUser(t);
    const device = deviceCookieOf(await login(t.app, owner.user.username, TEST_PASSWORD, stranger()));
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await login(t.app, owner.user.username, 'typo-password', { ...stranger(), ...device })).statusCode);
    expect(statuses).toEqual([400, 400, 400, 429]);
    expect((await login(t.app, owner.user.username, TEST_PASSWORD, stranger())).statusCode).toBe(200);
  });

  it('a known device is not slowed down by failures from its address (a stranger on the same school network)', async () => {
    const owner = await registerUser(t);
    const school = { 'x-forwarded-for': randomClientAddress() };
    const device = deviceCookieOf(await login(t.app, owner.user.username, TEST_PASSWORD, school));
    for (let i = 0; i < 5; i++) await login(t.app, `nobody_${i}_${Date.now()}`, 'whatever-pass', school);
    expect((await login(t.app, 'nobody_else', 'whatever-pass', school)).statusCode).toBe(429);
    expect((await login(t.app, owner.user.username, TEST_PASSWORD, { ...school, ...device })).statusCode).toBe(200);
  });

  it('parallel guesses cannot all pass one check: only the free failures are tried', async () => {
    const owner = await registerUser(t);
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => login(t.app, owner.user.username, `parallel-${i}`, stranger())));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 400)).toHaveLength(3);
    expect(codes.filter((c) => c === 429)).toHaveLength(9);
  });

  it('an IPv6 client is one address for its whole /64', async () => {
    const prefix = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:1`;
    for (let i = 0; i < 3; i++) await login(t.app, `v6_${i}_${Date.now()}`, 'whatever-pass', { 'x-forwarded-for': `${prefix}::${i + 1}` });
    const next = await login(t.app, 'v6_next', 'whatever-pass', { 'x-forwarded-for': `${prefix}:0:0:0:99` });
    expect(next.statusCode).toBe(429);
  });
});

describe('after a password reset the owner gets in, even while a stranger keeps failing', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_RATE_LIMIT: '3', LOGIN_DELAY_BASE_MS: '600000', LOGIN_DELAY_MAX_MS: '600000' });
  });
  afterAll(() => t.close());

  it('the reset forgets the failures and makes the browser that reset a known device', async () => {
    const owner = await registerUser(t);
    for (let i = 0; i < 5; i++) await login(t.app, owner.user.username, `guess-${i}`, stranger());
    expect((await login(t.app, owner.user.username, TEST_PASSWORD, stranger())).statusCode).toBe(429);

    await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/reset-password-request',
      headers: stranger(),
      payload: { email: owner.user.email },
    });
    const file = await waitFor(() => readdirSync(t.config.outboxDir).find((f) => f.endsWith('.eml')), 5000);
    const token = resetTokenFromMail(readFileSync(path.join(t.config.outboxDir, file), 'utf8'));
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/reset-password',
      payload: { token, password: 'After-reset-pass-1' },
    });
    expect(reset.statusCode).toBe(200);
    const device = deviceCookieOf(reset);

    // The stranger goes on: the account is throttled again for unknown browsers...
    for (let i = 0; i < 4; i++) await login(t.app, owner.user.username, `more-${i}`, stranger());
    expect((await login(t.app, owner.user.username, 'After-reset-pass-1', stranger())).statusCode).toBe(429);
    // ...but not for the browser that reset the password.
    expect((await login(t.app, owner.user.username, 'After-reset-pass-1', { ...stranger(), ...device })).statusCode).toBe(200);
  });
});

describe('loginDelayMs', () => {
  it('is zero for the free failures, then doubles from the base up to the cap', () => {
    const settings = { freeFailures: 10, baseDelayMs: 1000, maxDelayMs: 300_000 };
    expect([0, 9, 10, 11, 12, 18, 19, 1000].map((n) => loginDelayMs(settings, n))).toEqual([
      0, 0, 1000, 2000, 4000, 256_000, 300_000, 300_000,
    ]);
  });
});
