import { Rat } from '../expression/rational';

/** q·π as LaTeX (q rational). */
export function piLatex(q: Rat): string {
  if (q.isZero()) return '0';
  const sign = q.sign() < 0 ? '-' : '';
  const a = q.abs();
  const top = a.n === 1n ? '\\pi' : `${a.n}\\pi`;
  return a.d === 1n ? `${sign}${top}` : `${sign}\\frac{${top}}{${a.d}}`;
}

/** The textbook's special angles in [0, π], as multiples of π, in increasing order. */
export const SPECIAL_ANGLES: readonly Rat[] = [
  [0, 1],
  [1, 6],
  [1, 4],
  [1, 3],
  [1, 2],
  [2, 3],
  [3, 4],
  [5, 6],
  [1, 1],
].map(([n, d]) => Rat.of(n, d));
