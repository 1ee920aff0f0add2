import { toRat, splitQuartic } from './quartic';
import { Rat } from '../expression/rational';
import { squareFreeFactors, rationalRoots } from './roots';
import { degree, lead, monic, pdivmod, pmul, primitive, type UPoly } from './upoly';

export interface UFactorization {
  /** Rational constant in front. */
  constant: Rat;
  /** Primitive integer-coefficient factors with multiplicities. */
  factors: Array<{ poly: UPoly; mult: number }>;
  /** False when a factor of degree ≥ 4 might still split (we could not prove it irreducible). */
  complete: boolean;
}

/** Factors a univariate polynomial over Q into primitive integer factors. */
export function factorU(p: UPoly): UFactorization | null {
  if (degree(p) < 1) return null;
  const factors: UFactorization['factors'] = [];
  let complete = true;
  for (const [f, mult] of squareFreeFactors(monic(p))) {
    const rats = rationalRoots(f);
    if (!rats) return null;
    let rest = f;
    for (const r of rats) {
      factors.push({ poly: toRat([-r.n, r.d]), mult });
      rest = pdivmod(rest, [r.neg(), Rat.ONE])[0];
    }
    if (degree(rest) < 1) continue;
    const restInt = primitive(rest);
    if (degree(rest) === 4) {
      const split = splitQuartic(restInt);
      if (Array.isArray(split)) {
        for (const q of split) factors.push({ poly: toRat(primitive(q)), mult });
        continue;
      }
      if (split === 'unknown') complete = false;
    } else if (degree(rest) > 4) complete = false;
    factors.push({ poly: toRat(restInt), mult });
  }
  // Absorb the sign/scale so that constant · ∏ factors^mult reproduces p exactly.
  let prod: UPoly = [Rat.ONE];
  for (const { poly, mult } of factors) for (let i = 0; i < mult; i++) prod = pmul(prod, poly);
  const c = lead(p).div(lead(prod));
  return { constant: c, factors, complete };
}
