import { UPLOAD_MAX_BYTES, UPLOAD_MIME_TYPES } from '../../../contract/limits';
import type { OcrResult } from '../../../contract/ocr';
import { MSG } from '../../messages';
import type { Ocr } from '../../ocr';
import { OcrError } from '../../ocr/errors';
import { detectImageType } from '../uploads/detect-type';

/** Where the engine comes from: it starts on first use and is shared with the worker's pipeline. */
export type OcrSource = () => Promise<Pick<Ocr, 'recognizeImage'>>;

/**
 * The text of a photo a student is about to submit, so that they can correct it first. The image is
 * held to the checks of every upload (size, type by content) and read in memory: nothing is stored.
 * Refusals and engine failures are OcrErrors with a message for the student.
 */
export async function readImageText(ocr: OcrSource, image: Buffer): Promise<OcrResult> {
  if (image.length === 0) throw new OcrError('not_image', MSG.emptyFile);
  if (image.length > UPLOAD_MAX_BYTES) throw new OcrError('too_large', MSG.fileTooLarge);
  if (!detectImageType(image)) throw new OcrError('not_image', `${MSG.fileTypeUnsupported}，支持的类型：${UPLOAD_MIME_TYPES.join(', ')}`);
  const engine = await ocr();
  const { text } = await engine.recognizeImage(image);
  return { text };
}
