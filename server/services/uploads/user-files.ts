import type { UploadedFiles } from '../../../contract/files';
import type { Db } from '../../db/client';
import type { FileStorage } from '../../storage';
import { transactionWithImages } from '../auth/image-uploads';
import { AUTH_MSG } from '../auth/messages';
import { unprocessable } from '../errors';

/** Stores a user's images, all or nothing: one bad file in the batch leaves no row and no file behind. */
export async function uploadUserFiles(deps: { db: Db; storage: FileStorage }, userId: string, files: Buffer[]): Promise<UploadedFiles> {
  if (files.length === 0) throw unprocessable(AUTH_MSG.fileRequired, 'files[]: required');
  const saved = await transactionWithImages(deps.db, deps.storage, async (_tx, save) => {
    const out = [];
    for (const data of files) out.push(await save({ userId, purpose: 'file', data }));
    return out;
  });
  return { files: saved.map((s) => ({ url: s.url, mime_type: s.mimeType, bytes: s.bytes })) };
}
