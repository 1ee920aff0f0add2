import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads, users } from '../../server/db/schema';
import { countRows, formData, PNG_1X1, registerUser, type RegisteredUser } from '../support/fixtures';
import { samePixels } from '../support/images';
import { createTestApp, type TestApp } from '../support/test-app';

const GIF_1X1 = Buffer.from('R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==', 'base64');
const TEXT = Buffer.from('hello, I am plain text wearing a .png name');

describe('uploads: avatar and files', () => {
  let t: TestApp;
  let u: RegisteredUser;
  beforeAll(async () => {
    t = await createTestApp();
    u = await registerUser(t);
  });
  afterAll(() => t.close());

  const snapshot = async () => ({
    rows: await countRows(t.database, uploads),
    files: readdirSync(t.config.uploadsDir).sort(),
    avatar: (await t.database.db.select().from(users).where(eq(users.id, u.user.id)))[0].avatarPath,
  });
  const uploadAvatar = (files: Parameters<typeof formData>[1], headers: Record<string, string> = u.headers) =>
    t.app.inject({ method: 'POST', url: '/api/v1/auth/upload-avatar', headers, payload: formData({}, files) });
  const uploadFiles = (files: Parameters<typeof formData>[1], headers: Record<string, string> = u.headers) =>
    t.app.inject({ method: 'POST', url: '/api/v1/files/upload', headers, payload: formData({}, files) });

  it('replaces the avatar and returns the user', async () => {
    const res = await uploadAvatar([{ field: 'file', data: GIF_1X1, filename: 'face.gif', type: 'image/gif' }]);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: '头像上传成功', data: { id: u.user.id, username: u.user.username } });
    expect(body.data.avatar_path).toMatch(/^\/uploads\/[0-9a-f]{32}\.gif$/);
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: u.headers });
    expect(me.json().data.avatar_path).toBe(body.data.avatar_path);
    const served = await t.app.inject({ method: 'GET', url: body.data.avatar_path });
    // Stored re-encoded (decision 0023): the same picture, the bytes of the stored file.
    expect(await samePixels(served.rawPayload, GIF_1X1)).toBe(true);
    const [row] = await t.database.db
      .select()
      .from(uploads)
      .where(eq(uploads.fileName, path.basename(body.data.avatar_path)));
    expect(row).toMatchObject({ userId: u.user.id, purpose: 'avatar', mimeType: 'image/gif', bytes: served.rawPayload.length });
  });

  it('refuses avatars that are too big, disguised, empty or missing, and changes nothing', async () => {
    const before = await snapshot();
    const big = Buffer.alloc(10_485_761);
    PNG_1X1.copy(big);
    const tooBig = await uploadAvatar([{ field: 'file', data: big }]);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({ success: false, message: '文件大小超过限制' });

    const disguised = await uploadAvatar([{ field: 'file', data: TEXT, filename: 'avatar.png', type: 'image/png' }]);
    expect(disguised.statusCode).toBe(400);
    expect(disguised.json().message).toBe('文件类型不支持，支持的类型：image/jpeg, image/png, image/gif, image/webp');

    const empty = await uploadAvatar([{ field: 'file', data: Buffer.alloc(0) }]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ success: false, message: '文件为空' });

    const missing = await uploadAvatar([]);
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({ success: false, message: '请选择头像图片' });

    expect(await snapshot()).toEqual(before);
  });

  it('accepts exactly 10485760 bytes', async () => {
    const max = Buffer.alloc(10_485_760);
    PNG_1X1.copy(max);
    const res = await uploadAvatar([{ field: 'file', data: max }]);
    expect(res.statusCode).toBe(200);
  });

  it('requires a login for both upload routes', async () => {
    expect((await uploadAvatar([{ field: 'file', data: PNG_1X1 }], {})).statusCode).toBe(401);
    expect((await uploadFiles([{ field: 'files[]', data: PNG_1X1 }], {})).statusCode).toBe(401);
  });

  it('uploads several files (files[]) and answers url, mime_type and bytes for each', async () => {
    const res = await uploadFiles([
      { field: 'files[]', data: PNG_1X1, filename: '../../../etc/evil.png' },
      { field: 'files[]', data: GIF_1X1, filename: 'b.gif', type: 'image/gif' },
    ]);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.message).toBe('文件上传成功');
    expect(body.data.files).toEqual([
      { url: expect.stringMatching(/^\/uploads\/[0-9a-f]{32}\.png$/), mime_type: 'image/png', bytes: expect.any(Number) },
      { url: expect.stringMatching(/^\/uploads\/[0-9a-f]{32}\.gif$/), mime_type: 'image/gif', bytes: expect.any(Number) },
    ]);
    // The client's name never becomes a path: the file sits in the uploads folder under the server's name,
    // re-encoded (decision 0023): the same picture, and `bytes` is the stored file's size.
    const stored = body.data.files.map((f: { url: string }) => readFileSync(path.join(t.config.uploadsDir, path.basename(f.url))));
    expect(body.data.files.map((f: { bytes: number }) => f.bytes)).toEqual(stored.map((b: Buffer) => b.length));
    expect(await samePixels(stored[0], PNG_1X1)).toBe(true);
    expect(await samePixels(stored[1], GIF_1X1)).toBe(true);
  });

  it('refuses a batch with one bad file as a whole: no rows, no files', async () => {
    const before = await snapshot();
    const res = await uploadFiles([
      { field: 'files[]', data: PNG_1X1 },
      { field: 'files[]', data: TEXT, filename: 'notes.png' },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^文件类型不支持/);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses more than 5 files (413), a file over the limit (413) and an empty request (422)', async () => {
    const before = await snapshot();
    const six = Array.from({ length: 6 }, () => ({ field: 'files[]', data: PNG_1X1 }));
    const tooMany = await uploadFiles(six);
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json()).toMatchObject({ success: false, message: '文件数量超过限制' });

    const big = Buffer.alloc(10_485_761);
    PNG_1X1.copy(big);
    const tooBig = await uploadFiles([{ field: 'files[]', data: big }]);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe('文件大小超过限制');

    const none = await uploadFiles([]);
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toBe('请选择要上传的文件');
    expect(await snapshot()).toEqual(before);
  });
});
