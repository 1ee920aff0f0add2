import sharp from 'sharp';
import { IMAGE_MAX_PIXELS } from '../services/uploads/clean-image';

/** Tesseract reads print best at about 30 px a line; a larger photo only costs time. */
const LONG_SIDE = 2800;

/**
 * An exam photo made ready for recognition: turned upright by its EXIF orientation, gray, its
 * contrast stretched (a dim photo's gray print becomes black on white), grain smoothed away, and a huge photo
 * scaled down.
 * No deskew: neither sharp nor tesseract.js offers one, and the LSTM reader copes with a few degrees.
 */
export async function preparePageImage(data: Buffer): Promise<Buffer> {
  return (
    sharp(data, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' })
      .rotate()
      .grayscale()
      // A grainy photo's speckles cost tesseract more time than its text (a minute instead of a second):
      // a light blur melts them into the paper, the stretch and the steeper curve push paper to white and ink to black.
      .blur(1)
      .normalise()
      .linear(1.6, -90)
      .resize({ width: LONG_SIDE, height: LONG_SIDE, fit: 'inside', withoutEnlargement: true })
      .png({ compressionLevel: 1 })
      .toBuffer()
  );
}
