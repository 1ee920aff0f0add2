import { randomBytes } from 'node:crypto';
import type { UploadMimeType } from '../../../contract/limits';
import { UPLOAD_MAX_BYTES, UPLOAD_MIME_TYPES } from '../../../contract/limits';
import type { Db } from '../../db/client';
import { uploads } from '../../db/schema';
import { MSG } from '../../messages';
import type { FileStorage } from '../../storage';
import { uploadKey } from '../../storage/keys';
import { invalid, tooLarge } from '../errors';
import { cleanImage } from './clean-image';
import { detectImageType, EXTENSION_OF } from './detect-type';

export interface SavedUpload {
  fileName: string;
  /** Relative URL, served at /uploads/{file}. */
  url: string;
  mimeType: UploadMimeType;
  bytes: number;
}

/**
 * Checks an image by content, re-encodes it (pixel cap, no metadata, nothing but the image: see
 * clean-image.ts), then stores it under a server-generated name.
 */
export async function saveImageUpload(
  db: Db,
  storage: FileStorage,
  input: { userId: string | null; purpose: 'avatar' | 'problem' | 'file' | 'exam'; data: Buffer },
): Promise<SavedUpload> {
  const { data } = input;
  if (data.length === 0) throw invalid(MSG.emptyFile);
  if (data.length > UPLOAD_MAX_BYTES) throw tooLarge();
  const detected = detectImageType(data);
  if (!detected) throw invalid(`${MSG.fileTypeUnsupported}，支持的类型：${UPLOAD_MIME_TYPES.join(', ')}`);
  const clean = await cleanImage(data, detected);
  const { mimeType } = clean;
  const fileName = `${randomBytes(16).toString('hex')}${EXTENSION_OF[mimeType]}`;
  await storage.put(uploadKey(fileName), clean.data, mimeType);
  await db.insert(uploads).values({ userId: input.userId, fileName, mimeType, bytes: clean.data.length, purpose: input.purpose });
  return { fileName, url: `/uploads/${fileName}`, mimeType, bytes: clean.data.length };
}
