import { readFile, stat } from 'node:fs/promises';
import { OcrError } from './errors';

/** Large enough for any phone photo; tesseract's memory grows with the pixel count. */
export const OCR_MAX_BYTES = 20 * 1024 * 1024;

const startsWith = (buf: Buffer, bytes: number[], at = 0): boolean =>
  buf.length >= at + bytes.length && bytes.every((b, i) => buf[at + i] === b);

/** Formats that tesseract.js's leptonica reads; checked by content, never by file name. */
export function sniffImageType(buf: Buffer): string | null {
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(buf, [0x47, 0x49, 0x46, 0x38])) return 'gif';
  if (startsWith(buf, [0x52, 0x49, 0x46, 0x46]) && startsWith(buf, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  if (startsWith(buf, [0x42, 0x4d])) return 'bmp';
  if (startsWith(buf, [0x49, 0x49, 0x2a, 0x00]) || startsWith(buf, [0x4d, 0x4d, 0x00, 0x2a])) return 'tiff';
  if (buf.length > 2 && buf[0] === 0x50 && buf[1] >= 0x31 && buf[1] <= 0x36 && /\s/.test(String.fromCharCode(buf[2]))) {
    return 'pnm';
  }
  return null;
}

/** Reads the file into memory so that tesseract never interprets the path itself (it fetches URLs). */
export async function readImageFile(imagePath: string): Promise<Buffer> {
  let size: number;
  try {
    const info = await stat(imagePath);
    if (!info.isFile()) throw new Error('not a regular file');
    size = info.size;
  } catch (cause) {
    throw new OcrError('not_found', '找不到要识别的图片文件', { cause });
  }
  if (size > OCR_MAX_BYTES) throw new OcrError('too_large', '图片太大，无法识别');
  return checkImage(await readFile(imagePath));
}

/** An image already in memory, held to the same size and format rules as a file. */
export function checkImage(buf: Buffer): Buffer {
  if (buf.length > OCR_MAX_BYTES) throw new OcrError('too_large', '图片太大，无法识别');
  if (sniffImageType(buf) === null) {
    throw new OcrError('not_image', '无法识别：文件不是支持的图片格式（PNG、JPEG、GIF、WebP、BMP、TIFF）');
  }
  return buf;
}
