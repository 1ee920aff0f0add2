import type { Rat } from '../../math/expression/rational';

/**
 * Writes c·q^{n+s} with the coefficient folded into the power when c = ±q^k, as a textbook does:
 * ½·2^{n-1} → 2^{n-2}, 3·3^{n} → 3^{n+1}. Returns null when c is not a power of q.
 */
export function foldedPowerTex(c: Rat, q: Rat, shift: number): string | null {
  if (q.sign() <= 0 || q.isOne()) return null;
  const k = powerOf(c.abs(), q);
  if (k === null) return null;
  const base = q.isInteger() ? q.toLatex() : `\\left(${q.toLatex()}\\right)`;
  const s = shift + k;
  const exp = s === 0 ? 'n' : s > 0 ? `n+${s}` : `n-${-s}`;
  return `${c.sign() < 0 ? '-' : ''}${base}^{${exp}}`;
}

/** The integer k (|k| ≤ 12) with q^k = x, or null. */
function powerOf(x: Rat, q: Rat): number | null {
  for (let k = 0; k <= 12; k++) {
    if (q.pow(k).eq(x)) return k;
    if (q.inv().pow(k).eq(x)) return -k;
  }
  return null;
}
