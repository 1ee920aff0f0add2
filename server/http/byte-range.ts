import type { ByteRange } from '../storage';

/**
 * The one range of a `Range: bytes=…` header (`a-b`, `a-`, `-n`). Anything else — several ranges,
 * another unit, bad syntax — is null, and the whole file is sent, as RFC 9110 allows.
 */
export function parseByteRange(header: string | undefined): ByteRange | null {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return null;
  if (m[1] === '') return { suffix: Number(m[2]) };
  const start = Number(m[1]);
  if (m[2] === '') return { start };
  const end = Number(m[2]);
  return end < start ? null : { start, end };
}
