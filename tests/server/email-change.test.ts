import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailChanges, users } from '../../server/db/schema';
import { type FakeSmtp, startFakeSmtp } from '../support/fake-smtp';
import { decodeQuotedPrintable, type RegisteredUser, registerUser, TEST_PASSWORD } from '../support/fixtures';
import { createTestApp, type TestApp } from '../support/test-app';

/** What a browser following a link sends. */
const PAGE = { accept: 'text/html,application/xhtml+xml' };
const SENT = '确认邮件已发送到新邮箱，点击邮件中的链接后新邮箱生效';

/** A mail's text, whether nodemailer encoded it quoted-printable or (for mostly Chinese text) base64. */
function mailText(raw: string): string {
  const base64Parts = [...raw.matchAll(/Content-Transfer-Encoding: base64\r?\n(?:[\w-]+: [^\r\n]*\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/g)];
  return [decodeQuotedPrintable(raw), ...base64Parts.map((m) => Buffer.from(m[1].replace(/\s+/g, ''), 'base64').toString('utf8'))].join(
    '\n',
  );
}

/** The confirmation link of an email-change mail, as a path. */
function confirmPathFromMail(raw: string): string {
  const match = /\/api\/v1\/auth\/confirm-email\?token=[A-Za-z0-9_%-]+/.exec(mailText(raw));
  if (!match) throw new Error('no confirmation link in mail');
  return match[0];
}

describe('changing the email (current password, confirmation mail over SMTP, EMAIL_CHANGE_RATE_LIMIT=4)', () => {
  let smtp: FakeSmtp;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
    t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://zhijian.example', EMAIL_CHANGE_RATE_LIMIT: '4' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const put = (u: RegisteredUser, body: object, url = '/api/v1/auth/me') =>
    t.app.inject({ method: 'PUT', url, headers: u.headers, payload: body });
  const emailOf = async (u: RegisteredUser) => (await t.database.db.select().from(users).where(eq(users.id, u.user.id)))[0].email;
  const mailsTo = (address: string) => smtp.messages.filter((m) => m.to.includes(address));
  const settle = () => new Promise((r) => setTimeout(r, 300));

  it('needs the current password; a wrong one changes nothing', async () => {
    const u = await registerUser(t);
    const missing = await put(u, { email: `new.${u.user.email}` });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ success: false, message: '修改邮箱需要输入当前密码' });
    const wrong = await put(u, { email: `new.${u.user.email}`, current_password: 'not-my-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ success: false, message: '当前密码不正确' });
    // A wrong password with a new username: the username does not change either.
    const both = await put(u, {
      username: `${u.user.username}z`.slice(0, 32),
      email: `new.${u.user.email}`,
      current_password: 'nope-nope',
    });
    expect(both.statusCode).toBe(400);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, u.user.id));
    expect([row.username, row.email]).toEqual([u.user.username, u.user.email]);
    await settle();
    expect(mailsTo(`new.${u.user.email}`)).toEqual([]);
  });

  it('answers the same whether or not the address is taken, and mails a link only to a free one', async () => {
    const u = await registerUser(t);
    const rival = await registerUser(t);
    const free = `free.${u.user.email}`;
    const toFree = await put(u, { email: free, current_password: TEST_PASSWORD });
    const toTaken = await put(u, { email: rival.user.email, current_password: TEST_PASSWORD });
    for (const res of [toFree, toTaken]) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: SENT, data: { ...u.user, credits: expect.any(Number) } });
    }
    expect(toTaken.body.replace(/"credits":\d+/, '')).toBe(toFree.body.replace(/"credits":\d+/, ''));
    // Nothing changes until the link is followed.
    expect(await emailOf(u)).toBe(u.user.email);
    await smtp.waitForMessages(1);
    await settle();
    expect(mailsTo(free)).toHaveLength(1);
    expect(mailsTo(rival.user.email)).toEqual([]);
    expect(await t.database.db.select().from(emailChanges).where(eq(emailChanges.userId, u.user.id))).toHaveLength(1);
  });

  it('applies the change when the link is followed, once; the old address is told', async () => {
    const u = await registerUser(t);
    const next = `moved.${u.user.email}`;
    expect((await put(u, { email: next.toUpperCase(), current_password: TEST_PASSWORD })).statusCode).toBe(200);
    const [mail] = await waitForMail(next);
    expect(mailText(mail.data)).toContain('https://zhijian.example/api/v1/auth/confirm-email?token=');
    const link = confirmPathFromMail(mail.data);

    const confirmed = await t.app.inject({ method: 'GET', url: link, headers: PAGE });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.headers['content-type']).toMatch(/^text\/html/);
    expect(confirmed.body).toContain(`账号邮箱已改为 ${next}。`);
    expect(await emailOf(u)).toBe(next);
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: u.headers });
    expect(me.json().data.email).toBe(next);
    const [notice] = await waitForMail(u.user.email);
    expect(mailText(notice.data)).toContain(`您的知简账号的邮箱已改为 ${next}`);

    const again = await t.app.inject({ method: 'GET', url: link, headers: PAGE });
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain('确认链接已被使用');
    // A script gets the envelope.
    const json = await t.app.inject({ method: 'GET', url: link });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({ success: false, message: '确认链接已被使用' });
  });

  it('refuses an expired link, an unknown one, and one whose address was registered meanwhile', async () => {
    const u = await registerUser(t);
    const late = `late.${u.user.email}`;
    await put(u, { email: late, current_password: TEST_PASSWORD });
    const [lateMail] = await waitForMail(late);
    await t.database.db
      .update(emailChanges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailChanges.newEmail, late));
    const expired = await t.app.inject({ method: 'GET', url: confirmPathFromMail(lateMail.data), headers: PAGE });
    expect(expired.statusCode).toBe(400);
    expect(expired.body).toContain('确认链接已过期，请重新修改邮箱');

    const unknown = await t.app.inject({ method: 'GET', url: `/api/v1/auth/confirm-email?token=${'x'.repeat(43)}`, headers: PAGE });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('确认链接无效，请重新修改邮箱');

    const contested = `contested.${u.user.email}`;
    await put(u, { email: contested, current_password: TEST_PASSWORD });
    const [contestedMail] = await waitForMail(contested);
    await registerUser(t, { email: contested });
    const taken = await t.app.inject({ method: 'GET', url: confirmPathFromMail(contestedMail.data), headers: PAGE });
    expect(taken.statusCode).toBe(409);
    expect(taken.body).toContain('邮箱已被注册');
    expect(await emailOf(u)).toBe(u.user.email);
  });

  it('limits email-change requests per account (each one checks the password)', async () => {
    const u = await registerUser(t);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await put(u, { email: `try${i}.${u.user.email}`, current_password: `guess-${i}-pw` })).statusCode);
    const fifth = await put(u, { email: `try9.${u.user.email}`, current_password: TEST_PASSWORD });
    expect(statuses).toEqual([400, 400, 400, 400]);
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toEqual({ success: false, message: '修改邮箱的请求过于频繁，请一小时后再试', detail: 'email_change_limited' });
    // Renaming, or sending the unchanged email, needs no password and is not limited.
    const renamed = await put(u, { username: `${u.user.username}r`.slice(0, 32), email: u.user.email }, '/api/v1/auth/me/profile');
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().message).toBe('个人资料已更新');
  });

  async function waitForMail(address: string) {
    const deadline = Date.now() + 5000;
    while (mailsTo(address).length === 0) {
      if (Date.now() > deadline) throw new Error(`no mail to ${address}`);
      await new Promise((r) => setTimeout(r, 20));
    }
    return mailsTo(address);
  }
});
