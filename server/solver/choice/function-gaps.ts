/**
 * The points of a window where the formula of f is not defined though it is on both sides: a denominator or a
 * negative power's base that vanishes (x²/x at 0, sin x / x at 0), a logarithm of 0 (x ln|x| at 0), tan or sec
 * at a zero of cos. Samples step over such a point, so a zero, a largest value or an extreme point found next to
 * one may be a value f never takes there; the judge leaves those undecided.
 */
import { children, freeVars, type Node } from '../math/expression/ast';
import { fn1 } from '../math/compute/numeric';
import type { Interval } from '../math/expression/types';
import { type Unsure, zerosIn } from './function-sampling';

const cos = (arg: Node): Node => ({ k: 'fn', name: 'cos', arg });
const sin = (arg: Node): Node => ({ k: 'fn', name: 'sin', arg });

/** Expressions that must not vanish for f to be defined (denominators, log arguments, cos under tan …). */
function guards(n: Node, out: Node[]): Node[] {
  const hasX = (m: Node) => freeVars(m).has('x');
  if (n.k === 'div' && hasX(n.den)) out.push(n.den);
  if (n.k === 'pow' && hasX(n.base) && !(n.exp.k === 'num' && n.exp.v.sign() > 0)) out.push(n.base);
  if (n.k === 'log' && hasX(n.arg)) out.push(n.arg);
  if (n.k === 'fn' && hasX(n.arg)) {
    if (n.name === 'ln') out.push(n.arg);
    if (n.name === 'tan' || n.name === 'sec') out.push(cos(n.arg));
    if (n.name === 'cot' || n.name === 'csc') out.push(sin(n.arg));
  }
  for (const c of children(n)) guards(c, out);
  return out;
}

/** Where a guard of f vanishes inside the bounded window w (ends included); 'unsure' when that cannot be told. */
export function gapsIn(f: Node, w: Interval): number[] | Unsure {
  if (!Number.isFinite(w.lo) || !Number.isFinite(w.hi)) return 'unsure';
  const found: number[] = [];
  for (const g of guards(f, [])) {
    const zs = zerosIn(fn1(g, 'x'), { ...w, loClosed: true, hiClosed: true });
    if (zs === 'unsure') return 'unsure';
    found.push(...zs);
  }
  return found.sort((a, b) => a - b);
}

/**
 * Whether any of the points found lies next to a gap of f in w (within a step of the sample grids), or 'unsure'
 * when the gaps cannot be found.
 */
export function nearGap(f: Node, w: Interval, points: number[]): boolean | Unsure {
  if (!points.length) return false;
  const gaps = gapsIn(f, w);
  if (gaps === 'unsure') return 'unsure';
  const step = (w.hi - w.lo) / 1000;
  return points.some((p) => gaps.some((g) => Math.abs(p - g) <= step));
}
