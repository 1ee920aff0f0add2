import { crc32, createDeflate } from 'node:zlib';
import sharp from 'sharp';

/** Width, height, channels and raw RGBA pixels of an encoded image. */
export async function decodePixels(image: Buffer): Promise<{ width: number; height: number; pixels: Buffer }> {
  const { data, info } = await sharp(image).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, pixels: data };
}

/**
 * Whether two encoded images show the same pixels. Uploads are re-encoded on arrival, so a served
 * file is compared with the sent one by what it shows, not byte for byte. Lossless formats only.
 */
export async function samePixels(a: Buffer, b: Buffer): Promise<boolean> {
  const [x, y] = await Promise.all([decodePixels(a), decodePixels(b)]);
  return x.width === y.width && x.height === y.height && x.pixels.equals(y.pixels);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A complete, valid 1-bit grayscale PNG of width × height black pixels: a decompression bomb when
 * large (30000 × 30000 is 900 megapixels in about 100 KB). Rows are compressed as a stream, so the
 * test never holds the raw image.
 */
export async function pngBomb(width: number, height: number): Promise<Buffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // grayscale
  const row = Buffer.alloc(1 + Math.ceil(width / 8)); // filter byte 0, then zero bits
  const rowsPerChunk = Math.max(1, Math.floor(4_000_000 / row.length));
  const chunk = Buffer.concat(Array.from({ length: rowsPerChunk }, () => row));
  const deflate = createDeflate({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (b: Buffer) => out.push(b));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  for (let written = 0; written < height; written += rowsPerChunk) {
    const rows = Math.min(rowsPerChunk, height - written);
    const ok = deflate.write(rows === rowsPerChunk ? chunk : chunk.subarray(0, rows * row.length));
    if (!ok) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', Buffer.concat(out)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real PNG that is also an HTML page: script in a text chunk and an HTML document after the image. */
export async function pngHtmlPolyglot(): Promise<Buffer> {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#ff0000' } })
    .png()
    .toBuffer();
  const iend = png.length - 12;
  const text = pngChunk('tEXt', Buffer.from('Comment\u0000<script>alert(document.cookie)</script>', 'latin1'));
  const html = Buffer.from('<!doctype html><html><body><script>alert("polyglot")</script></body></html>');
  return Buffer.concat([png.subarray(0, iend), text, png.subarray(iend), html]);
}

/** A photo as phones take it: EXIF with the camera, GPS position and a rotation (orientation 6). */
export function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 32, channels: 3, background: '#3366cc' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'X1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '39/1 54/1 2000/100', GPSLongitudeRef: 'E', GPSLongitude: '116/1 23/1 3000/100' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** Whether an EXIF block has a GPS IFD (tag 0x8825, either byte order). */
export function hasGpsTag(exif: Buffer | undefined): boolean {
  return !!exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])));
}
