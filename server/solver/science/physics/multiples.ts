/**
 * Exact multiples written in exam LaTeX or plain text: "\frac{4}{3} F", "\frac{F}{4}", "3F", "F", "r/2",
 * "\frac{r}{2}", "2 r". The value is a fraction [numerator, denominator] of the named symbol; null when
 * the text is anything else (another symbol, a sum, a root, words).
 */
export type Fraction = [number, number];

const INT = String.raw`(\d+)`;

export function readMultiple(text: string, symbol: string): Fraction | null {
  const s = symbol.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const t = text
    .replace(/\\mathrm\s*\{\s*~?\s*([A-Za-z])\s*\}/g, '$1')
    .replace(/\\(?:dfrac|tfrac)/g, '\\frac')
    .replace(/\s+/g, '')
    .replace(/^[$]+|[$]+$/g, '');
  const forms: Array<[RegExp, (m: RegExpExecArray) => Fraction]> = [
    [new RegExp(`^${s}$`), () => [1, 1]],
    [/^0$/, () => [0, 1]],
    [new RegExp(`^${INT}${s}$`), (m) => [Number(m[1]), 1]],
    // 「0.5P」「2.5 g」: a decimal multiple, kept exact as tenths, hundredths…
    [new RegExp(`^(\\d+)\\.(\\d{1,4})${s}$`), (m) => [Number(m[1] + m[2]), 10 ** m[2].length]],
    [new RegExp(`^\\\\frac\\{${INT}\\}\\{${INT}\\}${s}$`), (m) => [Number(m[1]), Number(m[2])]],
    [new RegExp(`^\\\\frac\\{${INT}?${s}\\}\\{${INT}\\}$`), (m) => [Number(m[1] ?? 1), Number(m[2])]],
    [new RegExp(`^${INT}?${s}/${INT}$`), (m) => [Number(m[1] ?? 1), Number(m[2])]],
  ];
  for (const [re, read] of forms) {
    const m = re.exec(t);
    if (m) {
      const [p, q] = read(m);
      return q > 0 ? [p, q] : null;
    }
  }
  return null;
}

export const fractionValue = ([p, q]: Fraction) => p / q;

export function fractionTex([p, q]: Fraction, symbol = ''): string {
  const g = gcd(p, q);
  const [a, b] = [p / g, q / g];
  if (b === 1) return a === 1 && symbol ? symbol : `${a}${symbol}`;
  return `\\frac{${a}}{${b}}${symbol}`;
}

function gcd(a: number, b: number): number {
  return b === 0 ? Math.abs(a) || 1 : gcd(b, a % b);
}
