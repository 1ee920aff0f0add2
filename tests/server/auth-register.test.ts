import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authDataSchema } from '../../contract/auth';
import { creditLedger, inviteCodes, refreshTokens, uploads, users } from '../../server/db/schema';
import {
  countRows,
  createInviteCode,
  formData,
  PNG_1X1,
  randomClientAddress,
  registerUser,
  TEST_PASSWORD,
  uniqueIdentity,
} from '../support/fixtures';
import { samePixels } from '../support/images';
import { createTestApp, type TestApp } from '../support/test-app';

describe('POST /api/v1/auth/register', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SIGNUP_CREDITS: '100' });
  });
  afterAll(() => t.close());

  // Each request from its own address: the per-address register limit has its own test below.
  const register = (fields: Record<string, string>, files: Parameters<typeof formData>[1] = [], address = randomClientAddress()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      headers: { 'x-forwarded-for': address },
      payload: formData(fields, files),
    });

  async function snapshot() {
    return {
      users: await countRows(t.database, users),
      ledger: await countRows(t.database, creditLedger),
      tokens: await countRows(t.database, refreshTokens),
      uploads: await countRows(t.database, uploads),
      files: readdirSync(t.config.uploadsDir).length,
      usedInvites: (await t.database.db.select().from(inviteCodes)).filter((r) => r.usedAt).length,
    };
  }

  it('registers with an invite code: auth response, credits granted in the ledger, code spent', async () => {
    const code = await createInviteCode(t.database);
    const id = uniqueIdentity('reg');
    const res = await register({ ...id, email: id.email.toUpperCase(), password: TEST_PASSWORD, invite_code: code.toLowerCase() });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: '注册成功' });
    const data = authDataSchema.parse(body.data);
    expect(data.user).toMatchObject({ username: id.username, email: id.email, credits: 100, avatar_path: null });
    expect(new Date(data.user.created_at).toISOString()).toBe(data.user.created_at);

    const [row] = await t.database.db.select().from(users).where(eq(users.id, data.user.id));
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.credits).toBe(100);
    const ledger = await t.database.db.select().from(creditLedger).where(eq(creditLedger.userId, data.user.id));
    expect(ledger).toEqual([expect.objectContaining({ delta: 100, balanceAfter: 100, reason: 'signup_grant' })]);
    const [invite] = await t.database.db.select().from(inviteCodes).where(eq(inviteCodes.code, code));
    expect(invite.usedBy).toBe(data.user.id);
    expect(invite.usedAt).toBeInstanceOf(Date);

    const me = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { authorization: `Bearer ${data.access_token}` } });
    expect(me.json()).toEqual({ success: true, data: data.user });
  });

  it('stores an avatar sent with the registration', async () => {
    const code = await createInviteCode(t.database);
    const res = await register({ ...uniqueIdentity('ava'), password: TEST_PASSWORD, invite_code: code }, [
      { field: 'avatar', data: PNG_1X1, filename: 'me.png' },
    ]);
    expect(res.statusCode).toBe(200);
    const avatar = res.json().data.user.avatar_path as string;
    expect(avatar).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    expect(existsSync(path.join(t.config.uploadsDir, path.basename(avatar)))).toBe(true);
    const served = await t.app.inject({ method: 'GET', url: avatar });
    expect(served.statusCode).toBe(200);
    // Stored re-encoded (decision 0023): the same picture.
    expect(await samePixels(served.rawPayload, PNG_1X1)).toBe(true);
  });

  it('refuses a wrong invite code and writes nothing', async () => {
    const before = await snapshot();
    const res = await register({ ...uniqueIdentity(), password: TEST_PASSWORD, invite_code: 'NOSUCHCODE' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: '邀请码无效' });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a used invite code and writes nothing', async () => {
    const first = await registerUser(t);
    const [used] = await t.database.db.select().from(inviteCodes).where(eq(inviteCodes.usedBy, first.user.id));
    const before = await snapshot();
    const res = await register({ ...uniqueIdentity(), password: TEST_PASSWORD, invite_code: used.code });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: '邀请码已被使用' });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses an expired invite code and leaves it unused', async () => {
    const code = await createInviteCode(t.database, { expiresAt: new Date(Date.now() - 1000) });
    const before = await snapshot();
    const res = await register({ ...uniqueIdentity(), password: TEST_PASSWORD, invite_code: code });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: '邀请码已过期' });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a taken username (any letter case) or email with 409 and keeps the invite code usable', async () => {
    const existing = await registerUser(t);
    const code = await createInviteCode(t.database);
    const before = await snapshot();

    const sameName = await register({
      ...uniqueIdentity(),
      username: existing.user.username.toUpperCase(),
      password: TEST_PASSWORD,
      invite_code: code,
    });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json()).toMatchObject({ success: false, message: '用户名已被使用' });

    const sameEmail = await register({ ...uniqueIdentity(), email: existing.user.email, password: TEST_PASSWORD, invite_code: code });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json()).toMatchObject({ success: false, message: '邮箱已被注册' });

    expect(await snapshot()).toEqual(before);
    const ok = await register({ ...uniqueIdentity(), password: TEST_PASSWORD, invite_code: code });
    expect(ok.statusCode).toBe(200);
  });

  it('answers missing or invalid fields with 422 and a Chinese message', async () => {
    const code = await createInviteCode(t.database);
    const before = await snapshot();
    const missing = await register({ username: 'someone', password: TEST_PASSWORD, invite_code: code });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().success).toBe(false);
    expect(missing.json().detail).toContain('email');

    const short = await register({ ...uniqueIdentity(), password: 'short', invite_code: code });
    expect(short.statusCode).toBe(422);
    expect(short.json().message).toBe('密码至少 8 位');

    const badEmail = await register({ ...uniqueIdentity(), email: 'not-an-email', password: TEST_PASSWORD, invite_code: code });
    expect(badEmail.json()).toMatchObject({ success: false, message: '邮箱格式不正确' });
    expect(await snapshot()).toEqual(before);
  });

  it('limits registrations per client address (429 after 10 in 10 minutes)', async () => {
    const address = randomClientAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await register({ username: 'someone' }, [], address)).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 422)).toBe(true);
    expect(statuses[10]).toBe(429);
    const other = await register({ username: 'someone' }, [], randomClientAddress());
    expect(other.statusCode).toBe(422);
  });

  it('answers a JSON body (not multipart) with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      headers: { 'x-forwarded-for': randomClientAddress() },
      payload: { username: 'x' },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().success).toBe(false);
  });

  it('refuses an oversize avatar (10485761 bytes) with 413 and writes nothing', async () => {
    const code = await createInviteCode(t.database);
    const big = Buffer.alloc(10_485_761);
    PNG_1X1.copy(big);
    const before = await snapshot();
    const res = await register({ ...uniqueIdentity(), password: TEST_PASSWORD, invite_code: code }, [{ field: 'avatar', data: big }]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, message: '文件大小超过限制' });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a disguised avatar (text named .png) with 400 and writes nothing', async () => {
    const code = await createInviteCode(t.database);
    const before = await snapshot();
    const res = await register({ ...uniqueIdentity(), password: TEST_PASSWORD, invite_code: code }, [
      { field: 'avatar', data: Buffer.from('just some text, not an image'), filename: 'evil.png', type: 'image/png' },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^文件类型不支持/);
    expect(await snapshot()).toEqual(before);
    // The code was not spent by the failed attempt.
    const [invite] = await t.database.db.select().from(inviteCodes).where(eq(inviteCodes.code, code));
    expect(invite.usedAt).toBeNull();
  });
});
