const DIGIT: Record<string, number> = { 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 };

/** A count written in digits or in Chinese numerals up to 99 (「十二」 → 12, 「二十」 → 20), or null. */
export function countOf(s: string): number | null {
  if (/^\d+$/.test(s)) return Number(s);
  const m = /^([二三四五六七八九])?(十)?([一二三四五六七八九])?$/.exec(s);
  if (!m || s === '') return null;
  if (!m[2]) return m[1] || !m[3] ? (m[1] && !m[3] ? DIGIT[m[1]] : null) : DIGIT[m[3]];
  return (m[1] ? DIGIT[m[1]] : 1) * 10 + (m[3] ? DIGIT[m[3]] : 0);
}

export const COUNT = '(\\d+|[一二三四五六七八九十]{1,3})';
