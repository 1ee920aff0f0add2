import { readdirSync, readFileSync } from 'node:fs';
import { text } from 'node:stream/consumers';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problems, tasks } from '../../server/db/schema';
import { formData, PNG_1X1 } from '../support/fixtures';
import { startLoopbackS3, type LoopbackS3 } from '../support/s3-server';
import { createUser, fakePipeline, runPipeline, submittedTask, type TestUser } from '../support/task-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';
import { createTestDebugApp } from '../support/test-debug-app';
import { FAKE_DEBUG_FILES, fakeVideoRender } from '../support/video-fixtures';

/** The whole app with STORAGE=s3 against an S3-compatible server on loopback: nothing lands in DATA_DIR. */
describe('STORAGE=s3: uploads, avatars and videos live in the bucket', () => {
  let s3: LoopbackS3;
  let t: TestApp;
  let user: TestUser;
  let client: S3Client;
  let photo: Buffer;

  beforeAll(async () => {
    s3 = await startLoopbackS3();
    t = await createTestApp(s3.env);
    user = await createUser(t.config, t.database, { credits: 100 });
    client = new S3Client({
      endpoint: s3.endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    photo = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
  }, 60_000);
  afterAll(async () => {
    client.destroy();
    await t.close();
    await s3.close();
  });

  const object = async (key: string) => {
    const out = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
    return { type: out.ContentType, data: Buffer.from(await out.Body!.transformToByteArray()) };
  };

  it('a submitted photo is put in the bucket and read back through /uploads/, with the same headers as from the folder', async () => {
    const { problem_id } = await submittedTask(t, user, { problem_text: '看图解题' }, [{ data: photo, name: 'p.png', type: 'image/png' }]);
    const [problem] = await t.database.db.select().from(problems).where(eq(problems.id, problem_id));
    expect(problem.imageFiles).toHaveLength(1);
    const [fileName] = problem.imageFiles;
    expect(readdirSync(t.config.uploadsDir)).toEqual([]);
    const stored = await object(`uploads/${fileName}`);
    expect(stored.type).toBe('image/png');

    const res = await t.app.inject({ method: 'GET', url: `/uploads/${fileName}` });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(stored.data)).toBe(true);
    expect(res.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(stored.data.length),
      'x-content-type-options': 'nosniff',
      'content-disposition': `inline; filename="${fileName}"`,
      'cache-control': 'public, max-age=604800, immutable',
    });
    const again = await t.app.inject({
      method: 'GET',
      url: `/uploads/${fileName}`,
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('refuses a path that climbs out of the uploads, and answers a missing file with 404', async () => {
    for (const url of ['/uploads/..%2f..%2fetc%2fpasswd', '/uploads/.hidden', '/uploads/nope.png']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
    }
  });

  it('an avatar is put in the bucket and served from it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/upload-avatar',
      headers: user.headers,
      payload: formData({}, [{ field: 'file', data: photo, filename: 'me.png', type: 'image/png' }]),
    });
    expect(res.statusCode).toBe(200);
    const avatar: string = res.json().data.avatar_path;
    expect(avatar).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    expect(readdirSync(t.config.uploadsDir)).toEqual([]);
    const served = await t.app.inject({ method: 'GET', url: avatar });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals((await object(avatar.slice(1))).data)).toBe(true);
  });

  it('the worker reads the photo from the bucket, puts the video there, /media/ serves it by ranges, and deleting the task deletes it', async () => {
    const { task_id } = await submittedTask(t, user, { problem_text: '看图解题', generate_video: 'true' }, [
      { data: photo, name: 'p.png', type: 'image/png' },
    ]);
    const seen: Buffer[] = [];
    const mp4 = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 256));
    const outcome = await runPipeline(t, task_id, {
      ocr: async () => ({
        recognize: async (imagePath: string) => {
          seen.push(readFileSync(imagePath));
          return { text: '解方程 x+1=2', confidence: 90 };
        },
        close: async () => {},
      }),
      renderVideo: async (input) => {
        const result = await fakePipeline().renderVideo(input);
        const { writeFile } = await import('node:fs/promises');
        await writeFile(result.videoPath, mp4);
        return { ...result, bytes: mp4.length };
      },
    });
    expect(outcome).toBe('completed');
    expect(seen).toHaveLength(1);
    const [row] = await t.database.db.select().from(tasks).where(eq(tasks.id, task_id));
    const [own] = await t.database.db.select().from(problems).where(eq(problems.id, row.problemId));
    expect(seen[0].equals((await object(`uploads/${own.imageFiles[0]}`)).data)).toBe(true);
    expect(row.videoFile).toBe(`${task_id}/solution.mp4`);
    expect(readdirSync(t.config.videosDir)).toEqual([]);

    const url = `/media/${task_id}/solution.mp4`;
    const whole = await t.app.inject({ method: 'GET', url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers).toMatchObject({
      'content-type': 'video/mp4',
      'accept-ranges': 'bytes',
      'content-disposition': 'inline; filename="solution.mp4"',
    });
    expect(whole.rawPayload.equals(mp4)).toBe(true);
    const part = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 100-199/1000');
    expect(part.rawPayload.equals(mp4.subarray(100, 200))).toBe(true);
    const tail = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=-10' } });
    expect(tail.headers['content-range']).toBe('bytes 990-999/1000');
    const beyond = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=5000-' } });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe('bytes */1000');

    const del = await t.app.inject({ method: 'DELETE', url: `/api/v1/tasks/${task_id}`, headers: user.headers });
    expect(del.statusCode).toBe(200);
    expect(t.storage.kind).toBe('s3');
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect(await text((await t.storage.get(`uploads/${own.imageFiles[0]}`))!.body)).not.toBe('');
  });

  it('the debug listener reads a render’s debug files and its poster from the bucket; deleting the task deletes them', async () => {
    const { task_id } = await submittedTask(t, user, { problem_text: '解方程 2x=2', generate_video: 'true' });
    expect(await runPipeline(t, task_id, { renderVideo: fakeVideoRender() })).toBe('completed');
    expect(readdirSync(t.config.debugDir)).toEqual([]);
    expect((await object(`debug/${task_id}/script.txt`)).type).toBe('text/plain; charset=utf-8');
    expect((await object(`videos/${task_id}/subtitles.vtt`)).type).toBe('text/vtt; charset=utf-8');

    const debug = await createTestDebugApp(t);
    try {
      const read = (tag: string, file_name: string) =>
        debug.inject({
          method: 'GET',
          url: `/api/v1/debug/get_file?${new URLSearchParams({ job_id: task_id, tag, file_name })}`,
          headers: user.headers,
        });
      const script = FAKE_DEBUG_FILES.find((f) => f.path === 'script.txt')!;
      expect((await read('script', 'script.txt')).rawPayload.equals(Buffer.from(script.body))).toBe(true);
      expect((await read('slides', 'poster.png')).rawPayload.equals(PNG_1X1)).toBe(true);
      expect((await t.app.inject({ method: 'DELETE', url: `/api/v1/tasks/${task_id}`, headers: user.headers })).statusCode).toBe(200);
      expect(await t.storage.exists(`debug/${task_id}/script.txt`)).toBe(false);
      expect((await read('script', 'script.txt')).statusCode).toBe(404);
    } finally {
      await debug.close();
    }
  });
});
