import { isOptional } from '../model';
import type { Problem, Qty } from '../read';

/**
 * The quantities of the problem written inside the given text spans (matches of the kind's own patterns), or
 * null when a quantity that must be used lies outside them: a kind read by patterns still uses every number.
 */
export function quantitiesIn(p: Problem, spans: Array<[number, number]>): Qty[] | null {
  const inside = (q: Qty) => spans.some(([s, e]) => q.start >= s && q.start < e);
  if (p.qs.some((q) => !isOptional(q) && !inside(q))) return null;
  return p.qs.filter(inside);
}

/** A numeral as written in a word problem: digits or a small Chinese numeral (两, 三, 十二). */
export const SMALL_NUMBER = '(\\d+|[一二两三四五六七八九十]+)';

const CN: Record<string, number> = { 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 };

/** The value of SMALL_NUMBER's match (up to 九十九 in characters); null when it is not one. */
export function smallNumber(s: string): number | null {
  if (/^\d+$/.test(s)) return Number(s);
  if (s in CN) return CN[s];
  const m = /^([二三四五六七八九])?十([一二三四五六七八九])?$/.exec(s);
  if (!m) return null;
  return (m[1] ? CN[m[1]] : 1) * 10 + (m[2] ? CN[m[2]] : 0);
}
