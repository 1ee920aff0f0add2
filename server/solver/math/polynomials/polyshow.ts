import { toLatex } from '../write/latex';
import { Rat } from '../expression/rational';
import type { UFactorization } from './ufactor';
import { toNodeU } from './upoly';

/** "2(x - 1)(x + 3)^{2}"; a single monic factor prints without brackets. */
export function factoredLatex(f: UFactorization, v: string): string {
  const parts = f.factors.map(({ poly, mult }) => {
    const base = toLatex(toNodeU(poly, v));
    const single = poly.length === 2 && poly[0].isZero() && poly[1].isOne();
    const wrapped = single ? base : `\\left(${base}\\right)`;
    return mult === 1 ? wrapped : `${wrapped}^{${mult}}`;
  });
  const c = f.constant;
  const prefix = c.isOne() ? '' : c.eq(Rat.of(-1)) ? '-' : c.toLatex();
  if (parts.length === 1 && prefix === '' && f.factors[0].mult === 1) return toLatex(toNodeU(f.factors[0].poly, v));
  return prefix + parts.join('');
}
