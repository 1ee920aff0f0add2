import sharp from 'sharp';
import { IMAGE_MAX_PIXELS } from '../services/uploads/clean-image';

/** Vision APIs scale anything larger down to about this (OpenAI: 2048 px) before they look at it. */
export const VISION_LONG_SIDE = 2048;
/** Well under every provider's limit for an inline image; a page of print is a few hundred KB. */
export const VISION_MAX_BYTES = 3 * 1024 * 1024;

/** Smaller and smaller encodings, tried until one fits VISION_MAX_BYTES. */
const ENCODINGS = [
  { side: VISION_LONG_SIDE, quality: 85 },
  { side: 1600, quality: 75 },
  { side: 1200, quality: 65 },
];

/**
 * The page as a vision model is sent it: turned upright by its EXIF orientation, on white where it was
 * transparent, gray (colour tells
 * nothing about printed text and costs bytes), contrast stretched, at most 2048 px a side, a JPEG of at
 * most 3 MB, as a data: URL. No 20 MB phone photo ever leaves the server.
 */
export async function visionImageDataUrl(data: Buffer, maxBytes = VISION_MAX_BYTES): Promise<string> {
  const upright = await sharp(data, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' })
    .rotate()
    .flatten({ background: '#ffffff' })
    .grayscale()
    .normalise()
    .resize({ width: VISION_LONG_SIDE, height: VISION_LONG_SIDE, fit: 'inside', withoutEnlargement: true })
    .toColourspace('b-w')
    .png({ compressionLevel: 1 })
    .toBuffer();
  for (const { side, quality } of ENCODINGS) {
    const jpeg = await sharp(upright)
      .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
      .toColourspace('b-w')
      .jpeg({ quality, mozjpeg: true })
      .toBuffer();
    if (jpeg.length <= maxBytes) return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
  }
  throw new Error(`the page does not fit in ${maxBytes} bytes even at 1200 px`);
}
