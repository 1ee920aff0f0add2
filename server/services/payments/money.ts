/** Money never passes through floating point: fen are integers, yuan are the provider's strings. */

/** 1800 → '18.00' */
export function fenToYuan(fen: number): string {
  if (!Number.isSafeInteger(fen) || fen < 0) throw new Error(`bad amount in fen: ${fen}`);
  return `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
}

/** '18.00', '18.5', '18' → 1800, 1850, 1800; anything else → null. */
export function yuanToFen(yuan: string): number | null {
  const m = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(yuan.trim());
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}
