export interface Formatted {
  /** LaTeX of the number, e.g. "20", "0.125", "1.26 \times 10^{7}". */
  latex: string;
  /** The number as displayed. */
  value: number;
  /** True when rounding changed the value (show "\approx" instead of "="). */
  approx: boolean;
}

/** Rounds away binary noise (0.1 + 0.2) without touching meaningful digits. */
export const clean = (x: number) => (x === 0 ? 0 : Number(x.toPrecision(12)));

/** A number for display: at most `sig` significant digits, scientific notation outside 10⁻³…10⁵. */
export function formatNumber(x: number, sig = 4): Formatted {
  if (!Number.isFinite(x)) throw new RangeError('not a finite number');
  const exact = clean(x);
  if (exact === 0) return { latex: '0', value: 0, approx: false };
  const shown = Number(exact.toPrecision(sig));
  const approx = Math.abs(shown - exact) > Math.abs(exact) * 1e-12;
  const exp = Math.floor(Math.log10(Math.abs(shown)));
  if (exp >= -3 && exp < 5) return { latex: String(shown), value: shown, approx };
  const mantissa = Number((shown / 10 ** exp).toPrecision(sig));
  return { latex: `${mantissa} \\times 10^{${exp}}`, value: shown, approx };
}

/** "= 20" or "\approx 0.3333". */
export function eqSign(f: Formatted): string {
  return f.approx ? '\\approx' : '=';
}
