/**
 * A function that is a polynomial in x, with what is exact about it: its coefficients, a bound on every
 * real zero (Cauchy), the number of its distinct real zeros (Sturm) and of its extreme points (zeros of
 * f′ of odd multiplicity). These are what make statements "on the whole real line" decidable.
 */
import type { Node } from '../math/expression/ast';
import { toPoly } from '../math/polynomials/mpoly';
import { countRealRoots, squareFreeFactors } from '../math/polynomials/roots';
import { degree, deriv, lead, type UPoly } from '../math/polynomials/upoly';

export function polynomialOf(f: Node): UPoly | null {
  try {
    const p = toPoly(f)?.univariate('x') ?? null;
    return p && p.length >= 2 && !lead(p).isZero() ? p : null;
  } catch {
    return null;
  }
}

/** Every real zero of p lies in [−B, B]. */
export function zeroBound(p: UPoly): number {
  const n = lead(p).toNumber();
  return 1 + Math.max(0, ...p.slice(0, -1).map((c) => Math.abs(c.toNumber() / n)));
}

export const realZeroCount = (p: UPoly): number => countRealRoots(p);

/** Zeros of f′ where it changes sign. */
export function extremePointCount(p: UPoly): number {
  const d = deriv(p);
  if (degree(d) < 1) return 0;
  return squareFreeFactors(d)
    .filter(([, m]) => m % 2 === 1)
    .reduce((s, [q]) => s + countRealRoots(q), 0);
}

/** The sign of p as x → +∞ and as x → −∞. */
export function endSigns(p: UPoly): { right: number; left: number } {
  const s = lead(p).sign();
  return { right: s, left: degree(p) % 2 ? -s : s };
}

export { deriv as polyDerivative };
