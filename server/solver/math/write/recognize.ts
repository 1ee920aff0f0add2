import { toLatex } from './latex';
import { Rat } from '../expression/rational';
import { Surd } from '../numbers/surd';

const squareFree = (r: number) => ![4, 9, 25, 49].some((q) => r % q === 0);

/**
 * √17, √29, √41 come out of the law of cosines as often as √7: every square-free radicand below 100, the
 * small ones first (they were tried alone before and keep their precedence).
 */
const RADICANDS = [
  1,
  ...[2, 3, 5, 6, 7, 10, 11, 13, 14, 15, 19, 21],
  ...Array.from({ length: 99 }, (_, i) => i + 1).filter((r) => r > 16 && r !== 19 && r !== 21 && squareFree(r)),
];

/**
 * A float recognised as (n/d)·√r with small d and r, or null. Only a candidate: callers re-check every
 * relation of the problem with it before answering.
 */
export function recognize(x: number): Surd | null {
  if (!Number.isFinite(x)) return null;
  if (Math.abs(x) < 1e-10) return Surd.rat(Rat.ZERO);
  for (const r of RADICANDS) {
    const y = x / Math.sqrt(r);
    // plain fractions may have larger denominators (cos C = 5/13 gives b = 21/13); radicals keep small ones
    for (let d = 1; d <= (r === 1 ? 100 : 12); d++) {
      const n = Math.round(y * d);
      if (n !== 0 && Math.abs(y * d - n) < 1e-9 * Math.max(1, Math.abs(y * d)) && Math.abs(n) < 100000) {
        return r === 1 ? Surd.rat(Rat.of(n, d)) : new Surd(Rat.ZERO, Rat.of(n, d), BigInt(r));
      }
    }
  }
  return null;
}

export const surdLatex = (s: Surd): string => toLatex(s.toNode());
