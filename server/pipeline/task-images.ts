import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FileStorage } from '../storage';
import { uploadKey } from '../storage/keys';

export interface TaskImages {
  /** Files on this machine, in the problem's order, for OCR and a vision model. */
  imagePaths: string[];
  release(): Promise<void>;
}

/**
 * The problem's images as files on this machine: the stored files themselves in the local folder,
 * otherwise copies in a temporary folder, removed by release(). A missing image keeps its place as a
 * path to nothing, so that OCR notes it as unreadable, as it does with the local folder.
 */
export async function taskImages(storage: FileStorage, fileNames: string[]): Promise<TaskImages> {
  const keys = fileNames.map(uploadKey);
  const local = keys.map((key) => storage.localPath(key));
  if (local.every((p) => p !== undefined)) return { imagePaths: local as string[], release: async () => {} };
  const dir = await mkdtemp(path.join(tmpdir(), 'zj-images-'));
  const release = () => rm(dir, { recursive: true, force: true });
  try {
    const imagePaths = await Promise.all(
      keys.map(async (key, index) => {
        const file = path.join(dir, `${index}-${path.basename(key)}`);
        const stored = await storage.get(key);
        if (stored) await pipeline(stored.body, createWriteStream(file));
        return file;
      }),
    );
    return { imagePaths, release };
  } catch (error) {
    await release();
    throw error;
  }
}
