import { createReadStream } from 'node:fs';
import { copyFile, mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { contentTypeOf } from './content-type';
import { type StorageArea, type StorageKey, splitKey } from './keys';
import { resolveRange } from './ranges';
import type { FileStorage, StoredFile } from './types';

/** Today's layout: `uploads/x` is the file x in uploadsDir, `videos/t/x` is t/x in videosDir, `debug/t/x` is t/x in debugDir. */
export function createLocalStorage(dirs: { uploadsDir: string; videosDir: string; debugDir: string }): FileStorage {
  const roots: Record<StorageArea, string> = {
    uploads: path.resolve(dirs.uploadsDir),
    videos: path.resolve(dirs.videosDir),
    debug: path.resolve(dirs.debugDir),
  };
  const pathOf = (key: StorageKey): string => {
    const { area, parts } = splitKey(key);
    const file = path.join(roots[area], ...parts);
    if (!file.startsWith(roots[area] + path.sep)) throw new Error(`storage key outside its folder: ${key}`);
    return file;
  };

  return {
    kind: 'local',
    async put(key, body) {
      const file = pathOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      if (Buffer.isBuffer(body)) await writeFile(file, body);
      else await copyFile(body.file, file);
    },
    async get(key, range) {
      const file = pathOf(key);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) return null;
      const stored: Omit<StoredFile, 'body'> = {
        size: info.size,
        contentType: contentTypeOf(file),
        etag: `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
        lastModified: info.mtime,
      };
      if (!range) return { ...stored, body: createReadStream(file) };
      const bytes = resolveRange(range, info.size);
      return { ...stored, range: bytes, body: createReadStream(file, bytes) };
    },
    async exists(key) {
      const info = await stat(pathOf(key)).catch(() => null);
      return Boolean(info?.isFile());
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async deleteFolder(folder) {
      await rm(pathOf(folder), { recursive: true, force: true });
    },
    localPath: pathOf,
  };
}
