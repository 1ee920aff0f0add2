import { evalNum, parseRat } from '../../math/numbers/ratexpr';

/**
 * A solid-geometry statement as one plain line: formulas unwrapped and without spaces (`$P A \perp$ 平面 $A B C$` →
 * `PA⊥平面ABC`), the symbols written once (⊥ ∠ △ °), subscripts as `A_1`, Chinese commas as `,`, and the OCR slip
 * 雉 for 锥. Letters stay letters and numbers stay LaTeX numbers (`2\sqrt{3}`, `\frac{\sqrt{6}}{2}`).
 */
export function solidLine(text: string): string {
  const formula = (f: string): string =>
    f
      .replace(/\\(?:mathrm|text|mathbf|operatorname)\s*\{([^{}]*)\}/g, '$1')
      .replace(/\\left|\\right/g, '')
      .replace(/\\(?:perp|bot)/g, '⊥')
      .replace(/\\angle/g, '∠')
      .replace(/\\triangle|\\Delta/g, '△')
      .replace(/\^\s*\{\s*\\circ\s*\}|\^\s*\\circ|\^\s*\{\s*o\s*\}/g, '°')
      .replace(/_\s*\{\s*(\d)\s*\}/g, '_$1')
      .replace(/\\alpha/g, 'α')
      .replace(/\\beta/g, 'β')
      .replace(/\\[,;!]|\\ /g, '')
      .replace(/\s+/g, '');
  // full-width letters, digits and signs (Ｐ－ＡＢＣ, ＝) as ASCII; a square such as ² is refused rather than folded
  if (/[²³]/.test(text)) return '';
  return (
    text
      .normalize('NFKC')
      .replace(/\$([^$]*)\$/g, (_, f: string) => formula(f))
      // A₁ typed plainly arrives cleaned as A_{1} outside any formula
      .replace(/([A-Z])_\s*\{\s*(\d)\s*\}/g, '$1_$2')
      .replace(/雉/g, '锥')
      .replace(/[−－—–﹣]/g, '-')
      .replace(/π/g, '\\pi')
      .replace(/([A-Z])(\d)(?![\d.])/g, '$1_$2')
      .replace(/√\s*(\d+)/g, '\\sqrt{$1}')
      .replace(/[，]/g, ',')
      .replace(/[；]/g, ';')
      .replace(/[：]/g, ':')
      .replace(/[（]/g, '(')
      .replace(/[）]/g, ')')
      .replace(/\\perp|\\bot/g, '⊥')
      .replace(/\s+/g, '')
  );
}

/** A length or measure as the problem prints it: 2, 1.5, √3, 2√3, \frac{√6}{2}, \frac{3}{2}. */
export const NUM = String.raw`(?:\\frac\{(?:[^{}]|\{[^{}]*\})*\}\{(?:[^{}]|\{[^{}]*\})*\}|\d+(?:\.\d+)?(?:\\sqrt\{\d+\})?|\\sqrt\{\d+\})`;

/** The value of a number matched by NUM; null when it is not a positive number. */
export function numberValue(src: string): number | null {
  const n = parseRat(src);
  const v = n ? evalNum(n) : Number.NaN;
  return Number.isFinite(v) && v > 0 ? v : null;
}

/** A point's name: a capital with an optional subscript digit (A, A_1). */
export const POINT = String.raw`[A-Z](?:_\d)?`;

/** The points of a name such as `PABC` or `ABCA_1B_1C_1`, in order. */
export function pointsOf(name: string): string[] {
  return name.match(/[A-Z](?:_\d)?/g) ?? [];
}
