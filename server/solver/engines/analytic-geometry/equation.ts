import { Rat } from '../../math/expression/rational';
import { parseRat } from '../../math/numbers/ratexpr';
import { toPoly } from '../counting/poly';

/**
 * An equation in x and y as one polynomial, left side minus right side, with zero terms dropped:
 * keys are monomials such as 'x^2', 'y^1', '' (the constant). Null when it is not one equation of
 * exact rational terms.
 */
export function equationPoly(src: string): Map<string, Rat> | null {
  const parts = src.split('=');
  if (parts.length !== 2) return null;
  const l = parseRat(parts[0]);
  const r = parseRat(parts[1]);
  if (!l || !r) return null;
  const letters = new Set(['x', 'y']);
  const pl = toPoly(l, letters);
  const pr = toPoly(r, letters);
  if (!pl || !pr) return null;
  const P = new Map(pl);
  for (const [k, v] of pr) P.set(k, (P.get(k) ?? Rat.ZERO).sub(v));
  for (const [k, v] of P) if (v.isZero()) P.delete(k);
  return P;
}
