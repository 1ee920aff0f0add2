import { gcd, Rat } from '../../math/expression/rational';
import { rationalise } from './answer-value';

/**
 * The line through (x0, y0) with slope k (null: the vertical line x = x0) in the general form a textbook prints,
 * ax+by+c=0 with coprime integers and a positive first coefficient; null when a value is not a small rational.
 */
export function lineThrough(x0: number, y0: number, k: number | null): string | null {
  const [X, Y] = [rationalise(x0), rationalise(y0)];
  if (!X || !Y) return null;
  if (k === null) return `x=${X.toLatex()}`;
  const K = rationalise(k);
  if (!K) return null;
  // k·x − y + (y0 − k·x0) = 0, cleared of denominators
  const coef: Rat[] = [K, Rat.of(-1), Y.sub(K.mul(X))];
  const den = coef.reduce((d, c) => (d * c.d) / gcd(d, c.d), 1n);
  let ints = coef.map((c) => (c.n * den) / c.d);
  const g = ints.reduce((a, b) => gcd(a < 0n ? -a : a, b < 0n ? -b : b), 0n);
  ints = ints.map((v) => v / g);
  if (ints[0] < 0n || (ints[0] === 0n && ints[1] < 0n)) ints = ints.map((v) => -v);
  const [a, b, c] = ints;
  const term = (v: bigint, name: string, first: boolean) => {
    if (v === 0n) return '';
    const sign = v < 0n ? '-' : first ? '' : '+';
    const abs = v < 0n ? -v : v;
    return `${sign}${abs === 1n && name ? '' : abs}${name}`;
  };
  return `${term(a, 'x', true)}${term(b, 'y', a === 0n)}${term(c, '', false)}=0`;
}
