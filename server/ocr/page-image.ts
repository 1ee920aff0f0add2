import sharp from 'sharp';
import { IMAGE_MAX_PIXELS } from '../services/uploads/clean-image';
import { skewAngle } from './deskew';

/** Tesseract reads print best at about 30 px a line; a larger photo only costs time. */
const LONG_SIDE = 2800;
/** The slope is measured on a copy this wide: enough for a line of print to be a few rows, cheap to search. */
const MEASURE_SIDE = 1000;

/**
 * An exam photo made ready for recognition: turned upright by its EXIF orientation, gray, its
 * contrast stretched (a dim photo's gray print becomes black on white), grain smoothed away, a huge photo
 * scaled down, and a page photographed at a slight angle straightened (`./deskew`; `deskew: false` only to
 * measure what that brings).
 */
export async function preparePageImage(data: Buffer, opts: { deskew?: boolean } = {}): Promise<Buffer> {
  const { data: pixels, info } = await sharp(data, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' })
    .rotate()
    // A transparent background (a screenshot's) is paper, not black.
    .flatten({ background: '#ffffff' })
    .grayscale()
    // A grainy photo's speckles cost tesseract more time than its text (a minute instead of a second):
    // a light blur melts them into the paper, the stretch and the steeper curve push paper to white and ink to black.
    .blur(1)
    .normalise()
    .linear(1.6, -90)
    .resize({ width: LONG_SIDE, height: LONG_SIDE, fit: 'inside', withoutEnlargement: true })
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const angle = opts.deskew === false ? 0 : await measureSkew(pixels, raw);
  const page = sharp(pixels, raw);
  if (angle !== 0) page.rotate(angle, { background: '#ffffff' });
  return page.png({ compressionLevel: 1 }).toBuffer();
}

async function measureSkew(pixels: Buffer, raw: { raw: { width: number; height: number; channels: 1 | 2 | 3 | 4 } }): Promise<number> {
  const { data, info } = await sharp(pixels, raw)
    .resize({ width: MEASURE_SIDE, height: MEASURE_SIDE, fit: 'inside', withoutEnlargement: true })
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return skewAngle({ data, width: info.width, height: info.height });
}
