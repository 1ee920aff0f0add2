import { UPLOAD_MAX_BYTES, UPLOAD_MIME_TYPES } from '../../../contract/limits';
import type { OcrResult } from '../../../contract/ocr';
import { MSG } from '../../messages';
import type { Ocr } from '../../ocr';
import { OcrError } from '../../ocr/errors';
import { invalid, tooLarge } from '../errors';
import { cleanImage } from '../uploads/clean-image';
import { detectImageType } from '../uploads/detect-type';

/** Where the engine comes from: it starts on first use and is shared with the worker's pipeline. */
export type OcrSource = () => Promise<Pick<Ocr, 'recognizeImage'>>;

/**
 * The text of a photo a student is about to submit, so that they can correct it first. The image is
 * held to the checks of every upload (size, type by content, the pixel cap read from the header before
 * anything is decoded) and read in memory: nothing is stored.
 * An image the engine cannot read is refused like any bad upload; an engine that fails (crash,
 * timeout) is the server's fault and surfaces as such.
 */
export async function readImageText(ocr: OcrSource, image: Buffer): Promise<OcrResult> {
  if (image.length === 0) throw invalid(MSG.emptyFile);
  if (image.length > UPLOAD_MAX_BYTES) throw tooLarge();
  const mimeType = detectImageType(image);
  if (!mimeType) throw invalid(`${MSG.fileTypeUnsupported}，支持的类型：${UPLOAD_MIME_TYPES.join(', ')}`);
  const cleaned = await cleanImage(image, mimeType);
  const engine = await ocr();
  try {
    const { text } = await engine.recognizeImage(cleaned.data);
    return { text };
  } catch (err) {
    if (err instanceof OcrError && err.code === 'not_image') throw invalid(err.message);
    throw err;
  }
}
