import { chineseNumber } from '../word-problems/read';

/** A small count written 「两」「三」「$3$」「3」 → 3; null when it is not one. */
export function smallCount(s: string): number | null {
  const t = s.replace(/[$\s]/g, '');
  if (/^\d+$/.test(t)) return Number(t);
  return chineseNumber(t);
}

export const COUNT = '[一二两三四五六七八九十\\d]';
