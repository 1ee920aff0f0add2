import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResets } from '../../server/db/schema';
import { startFakeSmtp, type FakeSmtp } from '../support/fake-smtp';
import {
  bearer,
  countRows,
  decodeQuotedPrintable,
  login,
  randomClientAddress,
  registerUser,
  resetTokenFromMail,
} from '../support/fixtures';
import { waitFor } from '../support/task-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';

const SENT = { success: true, message: '重置密码邮件已发送，请查收邮箱' };

function requestReset(t: TestApp, email: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/reset-password-request',
    headers: { 'x-forwarded-for': randomClientAddress() },
    payload: { email },
  });
}

function reset(t: TestApp, token: string, password: string) {
  return t.app.inject({ method: 'POST', url: '/api/v1/auth/reset-password', payload: { token, password } });
}

describe('password reset with the embedded outbox (no SMTP_URL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://zhijian.example' });
  });
  afterAll(() => t.close());

  const outbox = () => readdirSync(t.config.outboxDir).filter((f) => f.endsWith('.eml'));

  it('answers the same for unknown addresses and sends nothing', async () => {
    const res = await requestReset(t, 'nobody@example.com');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(SENT);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(outbox()).toEqual([]);
    expect(await countRows(t.database, passwordResets)).toBe(0);
  });

  it('mails a one-time link; the reset ends every login; the token cannot be used twice', async () => {
    const u = await registerUser(t);
    const res = await requestReset(t, u.user.email.toUpperCase());
    expect(res.json()).toEqual(SENT);
    const file = await waitFor(() => outbox()[0], 5000);
    const eml = readFileSync(path.join(t.config.outboxDir, file), 'utf8');
    expect(eml).toMatch(new RegExp(`^To: ${u.user.email}`, 'm'));
    expect(decodeQuotedPrintable(eml)).toContain('https://zhijian.example/auth/reset-password?token=');
    const token = resetTokenFromMail(eml);
    // Only the digest is stored.
    const [row] = await t.database.db.select().from(passwordResets);
    expect(row.tokenHash).not.toBe(token);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeGreaterThan(29 * 60_000);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeLessThanOrEqual(30 * 60_000 + 1000);

    const weak = await reset(t, token, 'short');
    expect(weak.statusCode).toBe(422);

    const done = await reset(t, token, 'Reset-password-2');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ success: true, message: '密码重置成功，请使用新密码登录' });
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(u.accessToken) });
    expect(me.statusCode).toBe(401);
    const refresh = await t.app.inject({ method: 'POST', url: '/api/v1/auth/refresh', payload: { refresh_token: u.refreshToken } });
    expect(refresh.statusCode).toBe(401);
    expect((await login(t.app, u.user.username, u.password, { 'x-forwarded-for': randomClientAddress() })).statusCode).toBe(400);
    expect((await login(t.app, u.user.username, 'Reset-password-2', { 'x-forwarded-for': randomClientAddress() })).statusCode).toBe(200);

    const again = await reset(t, token, 'Another-pass-3');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ success: false, message: '重置链接已被使用，请重新申请' });
    expect((await login(t.app, u.user.username, 'Another-pass-3', { 'x-forwarded-for': randomClientAddress() })).statusCode).toBe(400);
  });

  it('refuses an expired token and an unknown token with 400', async () => {
    const u = await registerUser(t);
    const before = outbox().length;
    await requestReset(t, u.user.email);
    const file = await waitFor(() => (outbox().length > before ? outbox().sort().at(-1) : undefined), 5000);
    const token = resetTokenFromMail(readFileSync(path.join(t.config.outboxDir, file), 'utf8'));
    const [row] = await t.database.db.select().from(passwordResets).where(eq(passwordResets.userId, u.user.id));
    await t.database.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.id, row.id));

    const expired = await reset(t, token, 'Reset-password-4');
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ success: false, message: '重置链接已过期，请重新申请' });
    const unknown = await reset(t, 'x'.repeat(43), 'Reset-password-4');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ success: false, message: '重置链接无效，请重新申请' });
    // The password did not change.
    expect((await login(t.app, u.user.username, u.password, { 'x-forwarded-for': randomClientAddress() })).statusCode).toBe(200);
  });

  it('answers a malformed email with 422', async () => {
    const res = await requestReset(t, 'not-an-email');
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('邮箱格式不正确');
  });
});

describe('password reset through a real SMTP server (SMTP_URL)', () => {
  let smtp: FakeSmtp;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
    t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: '知简 <no-reply@zhijian.test>' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('delivers the reset mail over SMTP and the link in it works', async () => {
    const u = await registerUser(t);
    expect((await requestReset(t, u.user.email)).json()).toEqual(SENT);
    const [mail] = await smtp.waitForMessages(1);
    expect(mail.from).toBe('no-reply@zhijian.test');
    expect(mail.to).toEqual([u.user.email]);
    expect(mail.data).toMatch(/^Subject: /m);
    expect(readdirSync(t.config.outboxDir)).toEqual([]);
    const token = resetTokenFromMail(mail.data);
    expect((await reset(t, token, 'Smtp-reset-pass-5')).statusCode).toBe(200);
    expect((await login(t.app, u.user.email, 'Smtp-reset-pass-5', { 'x-forwarded-for': randomClientAddress() })).statusCode).toBe(200);
  });
});
