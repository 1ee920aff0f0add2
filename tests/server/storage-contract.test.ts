import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { text } from 'node:stream/consumers';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage, type FileStorage, RangeNotSatisfiable } from '../../server/storage';
import { keyFromUrlPath, uploadKey, videoFolderKey, videoKey } from '../../server/storage/keys';
import { createLocalStorage } from '../../server/storage/local';
import { startLoopbackS3 } from '../support/s3-server';

interface Backend {
  storage: FileStorage;
  close(): Promise<void>;
}

async function localBackend(): Promise<Backend> {
  const dir = mkdtempSync(path.join(tmpdir(), 'zj-storage-'));
  const dirs = { uploadsDir: path.join(dir, 'uploads'), videosDir: path.join(dir, 'videos'), debugDir: path.join(dir, 'debug') };
  mkdirSync(dirs.uploadsDir);
  mkdirSync(dirs.videosDir);
  return { storage: createLocalStorage(dirs), close: async () => rmSync(dir, { recursive: true, force: true }) };
}

async function s3Backend(): Promise<Backend> {
  const s3 = await startLoopbackS3();
  const storage = await createStorage({
    ...s3Config(s3.env),
    uploadsDir: '/nonexistent',
    videosDir: '/nonexistent',
    debugDir: '/nonexistent',
  });
  return {
    storage,
    async close() {
      await storage.close?.();
      await s3.close();
    },
  };
}

function s3Config(env: Record<string, string>) {
  return {
    STORAGE: 's3' as const,
    S3_ENDPOINT: env.S3_ENDPOINT,
    S3_BUCKET: env.S3_BUCKET,
    S3_REGION: env.S3_REGION,
    S3_ACCESS_KEY_ID: env.S3_ACCESS_KEY_ID,
    S3_SECRET_ACCESS_KEY: env.S3_SECRET_ACCESS_KEY,
    S3_FORCE_PATH_STYLE: true,
  };
}

// One contract, the same test body for every backend.
describe.each([
  ['local folder', localBackend],
  ['S3 (s3rver on loopback)', s3Backend],
])('storage contract: %s', (_name, start) => {
  let backend: Backend;
  let storage: FileStorage;
  beforeAll(async () => {
    backend = await start();
    storage = backend.storage;
  }, 60_000);
  afterAll(() => backend.close());

  const bytes = Buffer.from('0123456789abcdef');

  it('puts a file and gets it back as a stream with its size and type', async () => {
    const key = uploadKey('00ff00ff00ff00ff00ff00ff00ff00ff.png');
    expect(await storage.exists(key)).toBe(false);
    await storage.put(key, bytes, 'image/png');
    expect(await storage.exists(key)).toBe(true);
    const got = await storage.get(key);
    expect(got).toMatchObject({ size: 16, contentType: 'image/png' });
    expect(got?.range).toBeUndefined();
    expect(await text(got!.body)).toBe('0123456789abcdef');
  });

  it('answers a range (from–to, open-ended, the last n bytes) with those bytes and the whole size', async () => {
    const key = uploadKey('range.png');
    await storage.put(key, bytes, 'image/png');
    const cases = [
      [{ start: 2, end: 5 }, { start: 2, end: 5 }, '2345'],
      [{ start: 12 }, { start: 12, end: 15 }, 'cdef'],
      [{ start: 14, end: 99 }, { start: 14, end: 15 }, 'ef'],
      [{ suffix: 3 }, { start: 13, end: 15 }, 'def'],
    ] as const;
    for (const [asked, served, content] of cases) {
      const got = await storage.get(key, asked);
      expect(got?.range).toEqual(served);
      expect(got?.size).toBe(16);
      expect(await text(got!.body)).toBe(content);
    }
  });

  it('refuses a range that starts past the end, telling the size', async () => {
    const key = uploadKey('short.png');
    await storage.put(key, bytes, 'image/png');
    const error = await storage.get(key, { start: 16 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RangeNotSatisfiable);
    expect((error as RangeNotSatisfiable).size).toBe(16);
  });

  it('has no file under a key never put: get is null, exists is false, delete is quiet', async () => {
    const key = uploadKey('missing.png');
    expect(await storage.get(key)).toBeNull();
    expect(await storage.exists(key)).toBe(false);
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it('puts a finished file from disk and deletes one file', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'zj-video-src-'));
    const file = path.join(dir, 'solution.mp4');
    writeFileSync(file, Buffer.alloc(70_000, 7));
    const key = videoKey('3f0c3b1e-0000-4000-8000-000000000001/solution.mp4');
    await storage.put(key, { file }, 'video/mp4');
    rmSync(dir, { recursive: true });
    const got = await storage.get(key);
    expect(got).toMatchObject({ size: 70_000, contentType: 'video/mp4' });
    got?.body.destroy();
    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
  });

  it('deletes a task’s video folder and nothing beside it', async () => {
    const mine = '3f0c3b1e-0000-4000-8000-000000000002';
    const other = '3f0c3b1e-0000-4000-8000-000000000003';
    await storage.put(videoKey(`${mine}/solution.mp4`), bytes, 'video/mp4');
    await storage.put(videoKey(`${mine}/poster.png`), bytes, 'image/png');
    await storage.put(videoKey(`${other}/solution.mp4`), bytes, 'video/mp4');
    await storage.deleteFolder(videoFolderKey(mine));
    expect(await storage.exists(videoKey(`${mine}/solution.mp4`))).toBe(false);
    expect(await storage.exists(videoKey(`${mine}/poster.png`))).toBe(false);
    expect(await storage.exists(videoKey(`${other}/solution.mp4`))).toBe(true);
    await expect(storage.deleteFolder(videoFolderKey(mine))).resolves.toBeUndefined();
  });

  it('refuses keys that are not the server’s own names', async () => {
    for (const name of ['../x.png', 'a/b.png', '.hidden', '', 'x.png\0']) expect(() => uploadKey(name)).toThrow();
    expect(() => videoKey('../../etc/passwd')).toThrow();
    expect(() => videoFolderKey('..')).toThrow();
    await expect(storage.get('uploads/../db/x' as never)).rejects.toThrow();
    await expect(storage.put('secrets/x' as never, bytes, 'text/plain')).rejects.toThrow();
  });
});

describe('keys from served URLs', () => {
  it('names a file in its area, or nothing when the path could climb out or is hidden', () => {
    expect(keyFromUrlPath('uploads', 'ab.png')).toBe('uploads/ab.png');
    expect(keyFromUrlPath('videos', 't/solution.mp4')).toBe('videos/t/solution.mp4');
    for (const bad of ['', '../etc/passwd', 't/../../x', '.env', 'a//b', 'a\\..\\b', 'a\0b']) {
      expect(keyFromUrlPath('uploads', bad)).toBeNull();
    }
  });

  it('the local folder keeps today’s layout: uploads/x is uploadsDir/x', async () => {
    const { storage, close } = await localBackend();
    const key = uploadKey('abc.png');
    expect(path.basename(path.dirname(storage.localPath(key)!))).toBe('uploads');
    await close();
  });
});
