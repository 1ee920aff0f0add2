import { normalizeScienceText } from '../chem/normalize';

/** Exam decorations that carry digits but no data: "3.", "(6 分)", an empty answer bracket. */
const DECORATION = /^\s*\d{1,3}\s*[.．、]\s*(?!\d)|[(（]\s*\d{1,2}\s*分\s*[)）]|[(（]\s*(?:\\quad)?\s*[)）]/g;

/**
 * A choice stem as one line: exam LaTeX folded (`$R$` → R, `\rho` → ρ), the breaks a scan leaves inside a
 * Chinese word closed up ("已 知" → "已知"), a half-width full stop written 「。」, the problem's number and score and any
 * calendar date taken away.
 */
export function compactStem(stem: string): string {
  return (
    normalizeScienceText(stem)
      .replace(DECORATION, ' ')
      // A calendar date (「2019 年 1 月」) tells when, never a quantity of the problem.
      .replace(/(?:19|20)\d{2}\s*年(?:\s*\d{1,2}\s*月)?(?:\s*\d{1,2}\s*日)?/g, ' ')
      // 「大小为 g . 则」: a half-width full stop (after no digit, before a space or words) ends a sentence as 「。」 does;
      // 「1 . 5 m/s」 (OCR spaces inside a decimal) has a digit on both sides and stays a decimal point
      .replace(/(?<![\d.]\s*)\s*\.(?!\s*\d)(?=\s|[\u4e00-\u9fa5]|$)/g, '。')
      .replace(/\s+/g, ' ')
      .replace(/([\u4e00-\u9fa5，。、；：,.;:])\s+(?=[\u4e00-\u9fa5，。、；：,.;:])/g, '$1')
      .replace(/([\u4e00-\u9fa5])\s+(?=[\u4e00-\u9fa5])/g, '$1')
      .trim()
  );
}

/** The text left once the pieces a kind has read are taken away; a digit in it is a number nothing used. */
export function unreadDigits(t: string, read: readonly string[]): boolean {
  let rest = t;
  for (const piece of read) rest = rest.replace(piece, ' ');
  return /\d/.test(rest);
}
