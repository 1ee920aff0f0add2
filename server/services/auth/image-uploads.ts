import type { Db } from '../../db/client';
import type { FileStorage } from '../../storage';
import { uploadKey } from '../../storage/keys';
import { type SavedUpload, saveImageUpload } from '../uploads/save-upload';

export type SaveImage = (input: Parameters<typeof saveImageUpload>[2]) => Promise<SavedUpload>;

/**
 * Runs `fn` in one transaction with an image saver bound to it. If anything fails, the rows roll back
 * and the files already written are deleted, so a failed request leaves neither rows nor files.
 */
export async function transactionWithImages<T>(db: Db, storage: FileStorage, fn: (tx: Db, save: SaveImage) => Promise<T>): Promise<T> {
  const written: string[] = [];
  try {
    return await db.transaction((tx) =>
      fn(tx, async (input) => {
        const saved = await saveImageUpload(tx, storage, input);
        written.push(saved.fileName);
        return saved;
      }),
    );
  } catch (error) {
    await Promise.all(written.map((name) => storage.delete(uploadKey(name)).catch(() => {})));
    throw error;
  }
}
