/**
 * The points of a window where the formula of f is not defined though it is on both sides: a denominator or a
 * negative power's base that vanishes (x²/x at 0, sin x / x at 0), a logarithm of 0 (x ln|x| at 0), tan or sec
 * at a zero of cos. Samples step over such a point, so a zero, a largest value or an extreme point found next to
 * one may be a value f never takes there; the judge leaves those undecided.
 */
import { formulaGuards } from '../math/compute/formula-guards';
import { fn1 } from '../math/compute/numeric';
import type { Node } from '../math/expression/ast';
import type { Interval } from '../math/expression/types';
import { type Unsure, zerosIn } from './function-sampling';

/** Where a guard of f vanishes inside the bounded window w (ends included); 'unsure' when that cannot be told. */
export function gapsIn(f: Node, w: Interval): number[] | Unsure {
  if (!Number.isFinite(w.lo) || !Number.isFinite(w.hi)) return 'unsure';
  const found: number[] = [];
  for (const g of formulaGuards(f)) {
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

/**
 * Whether the map (a reflection or a shift) takes every point f leaves out near the origin to another such point,
 * as a symmetry or a period must ((x² − x)/(x − 1) leaves out 1 but not −1, so it is not odd, though the samples
 * agree everywhere else); 'unsure' when the gaps cannot be found.
 */
export function mapsGapsOnto(f: Node, map: (x: number) => number): boolean | Unsure {
  const R = 10;
  const gaps = gapsIn(f, { lo: -R, hi: R, loClosed: true, hiClosed: true });
  if (gaps === 'unsure') return 'unsure';
  return gaps.every((g) => {
    const image = map(g);
    return !Number.isFinite(image) || Math.abs(image) > R - 1e-6 || gaps.some((h) => Math.abs(h - image) < 1e-6);
  });
}
