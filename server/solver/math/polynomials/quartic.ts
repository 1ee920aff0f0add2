import { divisors, Rat } from '../expression/rational';
import type { UPoly } from './upoly';

export const toRat = (xs: bigint[]): UPoly => xs.map((x) => Rat.of(x));

/** Tries (a x^2 + b x + c)(d x^2 + e x + f) = g over the integers, for a primitive quartic g. */
export function splitQuartic(g: bigint[]): [UPoly, UPoly] | 'irreducible' | 'unknown' {
  const [A0, A1, A2, A3, A4] = g;
  let searchedAll = true;
  const as = divisors(A4);
  const cs = divisors(A0);
  if (!as || !cs || as.length * cs.length > 5000) return 'unknown';
  for (const a of as) {
    const d = A4 / a;
    for (const c0 of cs) {
      for (const c of [c0, -c0]) {
        if (c === 0n) continue;
        const f = A0 / c;
        const det = d * c - a * f;
        const tryBE = (b: bigint, e: bigint) => a * e + b * d === A3 && b * f + c * e === A1 && a * f + b * e + c * d === A2;
        if (det !== 0n) {
          // d·b + a·e = A3 and f·b + c·e = A1
          const bn = A3 * c - a * A1;
          const en = d * A1 - f * A3;
          if (bn % det !== 0n || en % det !== 0n) continue;
          const b = bn / det;
          const e = en / det;
          if (tryBE(b, e)) return [toRat([c, b, a]), toRat([f, e, d])];
        } else {
          searchedAll = false;
          for (let b = -60n; b <= 60n; b++) {
            if ((A3 - b * d) % a !== 0n) continue;
            const e = (A3 - b * d) / a;
            if (tryBE(b, e)) return [toRat([c, b, a]), toRat([f, e, d])];
          }
        }
      }
    }
  }
  return searchedAll ? 'irreducible' : 'unknown';
}
