/**
 * The slope of a page's text lines, found by a projection-profile search: the strokes of a downscaled,
 * thresholded copy are counted per row along lines of each trial slope; along the text's own slope the
 * rows alternate between full (a line of print) and empty (the gap between lines), so the profile is
 * sharpest there. A stroke is counted where it starts (ink after paper, left to right), not pixel by
 * pixel: a dark table around a photographed page is then a stroke or two a row, not a wall of ink that
 * outweighs the print. sharp has no deskew and tesseract.js's rotateAuto fails beyond a few degrees (measured
 * in the exam OCR benchmark, and its maintainers' own benchmark says so), hence this small search.
 */

/** A photo tilted further than this is not a "slight angle" and is left for the reader to retake. */
export const MAX_SKEW_DEGREES = 15;
/** Below this a turn costs a resampling (softer print) for nothing. */
export const MIN_SKEW_DEGREES = 0.3;
/** The slope must sharpen the profile by this much over level to be believed (noise sharpens nothing). */
const MIN_GAIN = 1.05;
/** Darker than this is ink, on a page whose contrast has been stretched. */
const INK_BELOW = 128;

export interface GrayImage {
  data: Uint8Array;
  width: number;
  height: number;
}

/**
 * The angle in degrees by which the page must be turned (clockwise positive, as sharp's rotate) so that
 * its lines run level; 0 for a level page, a blank one or one without a clear slope.
 */
export function skewAngle(image: GrayImage): number {
  const ink = strokeStarts(image);
  if (ink.xs.length < 50) return 0;
  const score = (degrees: number) => profileSharpness(ink, image.height, image.width, degrees);
  let best = 0;
  let bestScore = score(0);
  const level = bestScore;
  for (let d = -MAX_SKEW_DEGREES; d <= MAX_SKEW_DEGREES; d += 0.5) {
    const s = score(d);
    if (s > bestScore) [best, bestScore] = [d, s];
  }
  // A best slope at the end of the range is no peak: the page is turned further than a slight angle.
  if (Math.abs(best) >= MAX_SKEW_DEGREES) return 0;
  const coarse = best;
  for (let d = coarse - 0.4; d <= coarse + 0.4 + 1e-9; d += 0.1) {
    const s = score(d);
    if (s > bestScore) [best, bestScore] = [d, s];
  }
  if (bestScore < level * MIN_GAIN || Math.abs(best) < MIN_SKEW_DEGREES) return 0;
  // Lines that fall to the right (a positive slope in image rows) are turned back anticlockwise.
  return -Math.round(best * 10) / 10;
}

function strokeStarts({ data, width, height }: GrayImage): { xs: Int32Array; ys: Int32Array } {
  const starts = (visit: (x: number, y: number) => void) => {
    for (let y = 0; y < height; y++) {
      const row = y * width;
      for (let x = 1; x < width; x++) if (data[row + x] < INK_BELOW && data[row + x - 1] >= INK_BELOW) visit(x, y);
    }
  };
  let n = 0;
  starts(() => n++);
  const xs = new Int32Array(n);
  const ys = new Int32Array(n);
  let k = 0;
  starts((x, y) => {
    xs[k] = x;
    ys[k++] = y;
  });
  return { xs, ys };
}

/** Sum of squared row counts along lines of the given slope: largest when the lines of print fall into few rows. */
function profileSharpness(ink: { xs: Int32Array; ys: Int32Array }, height: number, width: number, degrees: number): number {
  const slope = Math.tan((degrees * Math.PI) / 180);
  const offset = Math.ceil(Math.abs(slope) * width);
  const rows = new Float64Array(height + 2 * offset + 1);
  for (let i = 0; i < ink.xs.length; i++) rows[Math.round(ink.ys[i] - ink.xs[i] * slope) + offset]++;
  let sum = 0;
  for (const r of rows) sum += r * r;
  return sum;
}
