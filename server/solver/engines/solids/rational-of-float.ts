import { Rat } from '../../math/expression/rational';

/**
 * The rational a float stands for, when it is one with a small denominator (the square of a radius such as 29/4 or
 * 289/36 read back from coordinates); null otherwise. Irrational values are refused: at denominators up to 2000 the
 * candidates lie about 10⁻⁷ apart, far beyond the 10⁻⁹ agreement required.
 */
export function rationalOfFloat(x: number): Rat | null {
  if (!Number.isFinite(x)) return null;
  for (let d = 1; d <= 2000; d++) {
    const n = Math.round(x * d);
    if (Math.abs(n - x * d) <= 1e-9 * Math.max(1, Math.abs(x * d))) return Rat.of(n, d);
  }
  return null;
}
