import { mul, type Node, num, pow } from './ast';
import { toLatex } from './latex';
import { Rat } from './rational';
import type { UFactorization } from './ufactor';
import { toNodeU, type UPoly } from './upoly';

/** A factor as a node, e.g. 2x - 1, with its power. */
export function factorNode(poly: UPoly, mult: number, v: string): Node {
  const base = toNodeU(poly, v);
  return mult === 1 ? base : pow(base, num(mult));
}

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

export function factoredNode(f: UFactorization, v: string): Node {
  return mul(num(f.constant), ...f.factors.map(({ poly, mult }) => factorNode(poly, mult, v)));
}
