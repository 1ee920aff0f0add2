import { normalizeScienceText } from '../chem/normalize';
import { readNumericExpression } from './symbolic-options';

/** 「r_{A}: r_{B}」, 「\omega1: \omega2」: the letters an exam writes after 「之比」. */
export const RATIO_LABEL = String.raw`(?:\\?[A-Za-z]+\s*_?\s*\{?\s*(?:[A-Za-z0-9]{1,2}|[甲乙])\s*\}?\s*[:：∶]\s*\\?[A-Za-z]+\s*_?\s*\{?\s*(?:[A-Za-z0-9]{1,2}|[甲乙])\s*\}?)`;

/**
 * The two subscripts of a ratio's letters as normalized text prints them: 「v_{B}: v_{A}」 → B, A; 「\omega1: \omega2」
 * → 1, 2; null when the text does not end in such letters.
 */
export function ratioSubscripts(text: string): [string, string] | null {
  const m = /\\?[A-Za-z]+?\s*_?\s*\{?\s*([A-Z甲乙0-9])\s*\}?\s*[:：∶]\s*\\?[A-Za-z]+?\s*_?\s*\{?\s*([A-Z甲乙0-9])\s*\}?\s*\$?\s*$/.exec(
    text,
  );
  return m ? [m[1], m[2]] : null;
}

/** A ratio or multiple written in an option: "1:8", "2\sqrt{2}:1", "8 倍", "\frac{1}{8}", "1/8"; null otherwise. */
export function readRatioOption(text: string): number | null {
  const t = normalizeScienceText(text)
    .replace(/\\(?:dfrac|tfrac)/g, '\\frac')
    .replace(/\s+/g, '')
    .replace(/倍$/, '')
    .replace(/^(?:变为|变成|为|是)?(?:原来的)?/, '');
  const part = (s: string): number | null => {
    const surd = /^(\d+(?:\.\d+)?)?\\sqrt\{(\d+)\}$/.exec(s);
    if (surd) return Number(surd[1] ?? 1) * Math.sqrt(Number(surd[2]));
    if (/^\d+(?:\.\d+)?$/.test(s)) return Number(s);
    const frac = /^\\frac\{(\d+(?:\.\d+)?)\}\{(\d+(?:\.\d+)?)\}$/.exec(s);
    if (frac) return Number(frac[1]) / Number(frac[2]);
    return null;
  };
  const sides = t.split(/[:：∶/]/);
  if (sides.length === 1 && part(sides[0]) === null) {
    const value = readNumericExpression(text);
    return value !== null && value > 0 ? value : null;
  }
  if (sides.length > 2) return null;
  const values = sides.map(part);
  if (values.some((v) => v === null || !(v > 0) || !Number.isFinite(v))) return null;
  return values.length === 2 ? values[0]! / values[1]! : values[0]!;
}
