import { readFile } from 'node:fs/promises';

/** Image type from the file's first bytes (uploads are already checked by content). */
function mimeOf(bytes: Uint8Array): string | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0x89, 0x50, 0x4e, 0x47)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x47, 0x49, 0x46, 0x38)) return 'image/gif';
  if (starts(0x52, 0x49, 0x46, 0x46) && String.fromCharCode(...bytes.slice(8, 12)) === 'WEBP') return 'image/webp';
  return null;
}

/** data: URLs of the images that can be read and recognised; others are skipped. */
export async function imageDataUrls(paths: string[]): Promise<string[]> {
  const urls: string[] = [];
  for (const path of paths) {
    try {
      const bytes = await readFile(path);
      const mime = mimeOf(bytes);
      if (mime) urls.push(`data:${mime};base64,${bytes.toString('base64')}`);
    } catch {
      // An unreadable image is left out; the OCR text is still in the prompt.
    }
  }
  return urls;
}
