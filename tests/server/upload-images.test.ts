import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../server/db/schema';
import { countRows, formData, type RegisteredUser, registerUser } from '../support/fixtures';
import { hasGpsTag, jpegWithGps, pngBomb, pngHtmlPolyglot } from '../support/images';
import { createTestApp, type TestApp } from '../support/test-app';

describe('uploaded images: pixel cap, re-encoding, metadata, serving headers', () => {
  let t: TestApp;
  let u: RegisteredUser;
  beforeAll(async () => {
    t = await createTestApp();
    u = await registerUser(t);
  });
  afterAll(() => t.close());

  const upload = (data: Buffer, type = 'image/png', filename = 'photo.png') =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/files/upload',
      headers: u.headers,
      payload: formData({}, [{ field: 'files[]', data, filename, type }]),
    });
  const served = async (data: Buffer, type?: string, filename?: string) => {
    const res = await upload(data, type, filename);
    expect(res.statusCode).toBe(200);
    return t.app.inject({ method: 'GET', url: res.json().data.files[0].url });
  };

  it('refuses a 30000 × 30000 PNG from its header, without decoding it', async () => {
    const bomb = await pngBomb(30_000, 30_000);
    expect(bomb.length).toBeLessThan(1_000_000);
    const before = { rows: await countRows(t.database, uploads), files: readdirSync(t.config.uploadsDir).length };
    const rssBefore = process.memoryUsage().rss;
    const started = performance.now();
    const res = await upload(bomb);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: '图片尺寸过大（最多 4000 万像素），请缩小后重新上传' });
    expect(res.json().detail).toContain('30000 × 30000');
    // Decoding would take about a gigabyte and seconds; reading the header takes neither.
    expect(performance.now() - started).toBeLessThan(3000);
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(300 * 1024 * 1024);
    expect({ rows: await countRows(t.database, uploads), files: readdirSync(t.config.uploadsDir).length }).toEqual(before);
  });

  it('refuses the bomb as a problem photo too', async () => {
    const bomb = await pngBomb(30_000, 30_000);
    const form = formData({ problem_text: '看图' }, [{ field: 'images', data: bomb }]);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/tasks/submit', headers: u.headers, payload: form });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('图片尺寸过大（最多 4000 万像素），请缩小后重新上传');
  });

  it('accepts an image at the cap (8000 × 5000)', async () => {
    const res = await upload(await pngBomb(8000, 5000));
    expect(res.statusCode).toBe(200);
  });

  it('stores a PNG that is also an HTML page as a plain image, served as one', async () => {
    const polyglot = await pngHtmlPolyglot();
    expect(polyglot.toString('latin1')).toContain('<script>');
    const res = await served(polyglot);
    expect(res.statusCode).toBe(200);
    const body = res.rawPayload.toString('latin1');
    expect(body).not.toContain('<script');
    expect(body).not.toContain('<html');
    expect(res.rawPayload.subarray(1, 4).toString('latin1')).toBe('PNG');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 8, height: 8 });
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toMatch(/^inline; filename="[0-9a-f]{32}\.png"$/);
  });

  it('strips EXIF (GPS, camera) from a photo and turns it upright first', async () => {
    const photo = await jpegWithGps();
    const sent = await sharp(photo).metadata();
    expect(hasGpsTag(sent.exif)).toBe(true);
    expect(sent.exif?.toString('latin1')).toContain('PhoneCo');
    expect(sent).toMatchObject({ width: 64, height: 32, orientation: 6 });

    const res = await served(photo, 'image/jpeg', 'IMG_0001.jpg');
    expect(res.statusCode).toBe(200);
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(hasGpsTag(meta.exif)).toBe(false);
    expect(res.rawPayload.toString('latin1')).not.toContain('PhoneCo');
    expect(meta.orientation).toBeUndefined();
    expect(meta).toMatchObject({ format: 'jpeg', width: 32, height: 64 });
  });

  it('refuses an image whose data is cut short', async () => {
    const photo = await jpegWithGps();
    const res = await upload(photo.subarray(0, Math.floor(photo.length / 2)), 'image/jpeg', 'cut.jpg');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('图片已损坏或无法读取');
  });

  it('offers any other stored file as a download, never to be rendered', async () => {
    writeFileSync(path.join(t.config.uploadsDir, 'legacy note.html'), '<script>alert(1)</script>');
    const res = await t.app.inject({ method: 'GET', url: '/uploads/legacy%20note.html' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBe('attachment; filename="legacy_note.html"');
  });

  it('serves videos inline with nosniff', async () => {
    writeFileSync(path.join(t.config.videosDir, 'clip.mp4'), Buffer.alloc(16));
    const res = await t.app.inject({ method: 'GET', url: '/media/clip.mp4' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBe('inline; filename="clip.mp4"');
  });

  it('lets a video seek: one range is a 206, a range past the end a 416, HEAD and a revalidation send no body', async () => {
    const clip = Buffer.from(Array.from({ length: 300 }, (_, i) => i % 256));
    writeFileSync(path.join(t.config.videosDir, 'seek.mp4'), clip);
    const part = await t.app.inject({ method: 'GET', url: '/media/seek.mp4', headers: { range: 'bytes=10-19' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers).toMatchObject({ 'content-range': 'bytes 10-19/300', 'content-length': '10', 'accept-ranges': 'bytes' });
    expect(part.rawPayload.equals(clip.subarray(10, 20))).toBe(true);
    const beyond = await t.app.inject({ method: 'GET', url: '/media/seek.mp4', headers: { range: 'bytes=300-' } });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe('bytes */300');
    const head = await t.app.inject({ method: 'HEAD', url: '/media/seek.mp4' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe('300');
    expect(head.body).toBe('');
    const again = await t.app.inject({ method: 'GET', url: '/media/seek.mp4', headers: { 'if-none-match': String(head.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});
