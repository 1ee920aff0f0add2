import { Rat } from '../../math/expression/rational';

/**
 * The rational a float stands for, when it is one with a small denominator (the square of a radius such as 29/4 or
 * 289/36 read back from coordinates); null otherwise. The values compared come from a few exact operations on the
 * problem's squares, good to about 10⁻¹⁵, so the tolerance is 10⁻¹²: an irrational value (a surd left by an angle of
 * 45°) then passes for a fraction of denominator at most 1000 only with a chance near 10⁻⁶.
 */
export function rationalOfFloat(x: number): Rat | null {
  if (!Number.isFinite(x)) return null;
  const tol = 1e-12 * Math.max(1, Math.abs(x));
  for (let d = 1; d <= 1000; d++) {
    const n = Math.round(x * d);
    if (Math.abs(x - n / d) <= tol) return Rat.of(n, d);
  }
  return null;
}
