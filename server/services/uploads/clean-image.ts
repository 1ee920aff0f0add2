import sharp, { type Sharp } from 'sharp';
import type { UploadMimeType } from '../../../contract/limits';
import { MSG } from '../../messages';
import { invalid } from '../errors';

/** The most pixels an uploaded image may have: a 40-megapixel photo decodes to about 160 MB. */
export const IMAGE_MAX_PIXELS = 40_000_000;

// Each upload is decoded once; keeping decoded images in libvips' cache would only hold memory.
sharp.cache(false);

export interface CleanImage {
  data: Buffer;
  mimeType: UploadMimeType;
}

/**
 * The image as stored and served: its size read from the header first (a tiny file can claim a
 * 30000 × 30000 canvas, a decompression bomb), then decoded and encoded anew in its own format. What
 * comes out is only pixels: no trailing HTML or script of a polyglot file, no EXIF (GPS, camera,
 * owner), and the photo turned upright by its EXIF orientation before that is dropped. An animation
 * keeps its first frame.
 */
export async function cleanImage(data: Buffer, mimeType: UploadMimeType, maxPixels = IMAGE_MAX_PIXELS): Promise<CleanImage> {
  let width: number | undefined;
  let height: number | undefined;
  try {
    // Only the header is read here; the limit is checked below, with the size in the message.
    ({ width, height } = await sharp(data, { limitInputPixels: false }).metadata());
  } catch (cause) {
    throw invalid(MSG.imageUnreadable, reason(cause));
  }
  if (!width || !height) throw invalid(MSG.imageUnreadable, 'no dimensions in the header');
  if (width * height > maxPixels) {
    throw invalid(MSG.imageTooManyPixels, `${width} × ${height} pixels; at most ${maxPixels}`);
  }
  try {
    const image = sharp(data, { limitInputPixels: maxPixels, failOn: 'error' }).rotate();
    const encoded = await encode(image, mimeType).toBuffer();
    return { data: encoded, mimeType };
  } catch (cause) {
    throw invalid(MSG.imageUnreadable, reason(cause));
  }
}

function encode(image: Sharp, mimeType: UploadMimeType): Sharp {
  switch (mimeType) {
    case 'image/jpeg':
      return image.jpeg({ quality: 90, mozjpeg: true });
    case 'image/png':
      return image.png({ compressionLevel: 9 });
    case 'image/webp':
      return image.webp({ quality: 90 });
    case 'image/gif':
      return image.gif();
  }
}

function reason(cause: unknown): string {
  return (cause instanceof Error ? cause.message : String(cause)).slice(0, 200);
}
