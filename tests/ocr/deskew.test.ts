// @vitest-environment node
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { createOcr } from '../../server/ocr';
import { type GrayImage, skewAngle } from '../../server/ocr/deskew';
import { preparePageImage } from '../../server/ocr/page-image';
import { charAccuracy } from './char-accuracy';
import { renderPhoto } from './render-photo';
import { renderTextImage } from './render-text-image';

const LINES = ['1. 解方程 x^2-5x+6=0', '2. 已知函数 f(x)=2x+1，求 f(3)', '3. 下列数中是无理数的是', 'A. 1/2  B. 0.5  C. √2  D. 4'];

async function gray(png: Buffer, width = 1000): Promise<GrayImage> {
  const { data, info } = await sharp(png)
    .grayscale()
    .resize({ width, withoutEnlargement: true })
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** The clean page turned by `degrees` (clockwise positive), on white paper. */
const tilted = (degrees: number) => sharp(renderTextImage(LINES)).rotate(degrees, { background: '#ffffff' }).png().toBuffer();

describe('skewAngle: the slope of the text lines, by projection profile', () => {
  it.each([-9, -6.5, -4, -2, 2, 3.5, 7, 10])('finds a page turned by %s° and answers the turn back', async (degrees) => {
    expect(skewAngle(await gray(await tilted(degrees)))).toBeCloseTo(-degrees, 0);
  });

  it('finds the slope of a page lying askew on a dark table (the page edges do not mislead it)', async () => {
    const angle = skewAngle(await gray(renderPhoto(LINES, { tilt: 6 })));
    expect(Math.abs(angle + 6)).toBeLessThanOrEqual(0.5);
  });

  it('leaves a level page, a blank page and grain without text alone (0)', async () => {
    expect(skewAngle(await gray(renderTextImage(LINES)))).toBe(0);
    const blank = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    expect(skewAngle(await gray(blank))).toBe(0);
    // Seeded (mulberry32), so that every run sees the same grain.
    let seed = 7;
    const random = () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    const noise = Uint8Array.from({ length: 800 * 600 }, () => (random() < 0.03 ? 0 : 255));
    expect(skewAngle({ data: noise, width: 800, height: 600 })).toBe(0);
  });

  it('does not turn a page further than a slight angle (a sideways page is EXIF’s or the student’s to fix)', async () => {
    expect(skewAngle(await gray(await tilted(35)))).toBe(0);
  });
});

describe('preparePageImage straightens the page it prepares', () => {
  it('puts a transparent picture (a screenshot) on white paper and still finds its slope', async () => {
    const ink = await sharp(await tilted(6))
      .grayscale()
      .negate()
      .toColourspace('b-w')
      .raw()
      .toBuffer({ resolveWithObject: true });
    const { width, height } = ink.info;
    const rgba = Buffer.alloc(width * height * 4);
    for (let i = 0; i < width * height; i++) rgba[i * 4 + 3] = ink.data[i];
    const transparent = await sharp(rgba, { raw: { width, height, channels: 4 } })
      .png()
      .toBuffer();
    const prepared = await preparePageImage(transparent, { deskew: false });
    const stats = await sharp(prepared).stats();
    expect(stats.channels[0].mean).toBeGreaterThan(200);
    expect(skewAngle(await gray(prepared))).toBeCloseTo(-6, 0);
    expect(skewAngle(await gray(await preparePageImage(transparent)))).toBe(0);
  });

  it.each([-7, 5])('a page turned by %s° comes out level', async (degrees) => {
    const prepared = await preparePageImage(await tilted(degrees));
    expect(skewAngle(await gray(prepared))).toBe(0);
    const unstraightened = await preparePageImage(await tilted(degrees), { deskew: false });
    expect(skewAngle(await gray(unstraightened))).toBeCloseTo(-degrees, 0);
  });
});

describe('a tilted page read by tesseract', () => {
  const ocr = createOcr();
  afterAll(() => ocr.close());

  it('reads an 8° page almost whole once straightened, and worse without', async () => {
    const photo = await tilted(8);
    const straight = await ocr.recognizeImage(await preparePageImage(photo));
    const askew = await ocr.recognizeImage(await preparePageImage(photo, { deskew: false }));
    const truth = LINES.join('\n');
    console.info(
      `8° page: ${charAccuracy(truth, straight.text).toFixed(3)} straightened, ${charAccuracy(truth, askew.text).toFixed(3)} askew`,
    );
    expect(charAccuracy(truth, straight.text)).toBeGreaterThanOrEqual(0.9);
    expect(charAccuracy(truth, askew.text)).toBeLessThan(charAccuracy(truth, straight.text) - 0.05);
  }, 60_000);
});
