import { Rat } from '../../math/expression/rational';
import { evalRat, parseRat, varsOf } from '../../math/numbers/ratexpr';

/** A 初中 function of x with known numbers: y = ax² + bx + c (a = 0 for a line), or y = k/x. */
export type SchoolFn = { kind: 'poly'; a: Rat; b: Rat; c: Rat } | { kind: 'inverse'; k: Rat };

const SAMPLES = [1, 2, 3, 5, -7, 11].map((v) => Rat.of(v));

/**
 * Reads y=… as one of the textbook's functions by its values: three values fix a quadratic, and three more must agree
 * (so 2(x−1)²+3 and x²−2x−3 are both read, and anything else is not); x·y constant is y = k/x.
 */
export function readFn(expr: string): SchoolFn | null {
  const node = parseRat(expr);
  if (!node) return null;
  const vars = varsOf(node);
  if (vars.size !== 1 || !vars.has('x')) return null;
  const ys = SAMPLES.map((x) => evalRat(node, (v) => (v === 'x' ? x : null)));
  if (ys.some((y) => !y)) return null;
  const v = ys as Rat[];
  const k = v[0].mul(SAMPLES[0]);
  if (!k.isZero() && v.every((y, i) => y.mul(SAMPLES[i]).eq(k))) return { kind: 'inverse', k };
  // Through (1,y1), (2,y2), (3,y3): second difference gives a.
  const a = v[2]
    .sub(v[1].mul(Rat.of(2)))
    .add(v[0])
    .div(Rat.of(2));
  const b = v[1].sub(v[0]).sub(a.mul(Rat.of(3)));
  const c = v[0].sub(a).sub(b);
  const f = (x: Rat) => a.mul(x).mul(x).add(b.mul(x)).add(c);
  if (!SAMPLES.every((x, i) => f(x).eq(v[i]))) return null;
  if (a.isZero() && b.isZero()) return null;
  return { kind: 'poly', a, b, c };
}

export function valueAt(fn: SchoolFn, x: Rat): Rat | null {
  if (fn.kind === 'inverse') return x.isZero() ? null : fn.k.div(x);
  return fn.a.mul(x).mul(x).add(fn.b.mul(x)).add(fn.c);
}

/** ax² + bx + c written as a teacher would (zero terms left out, 1 and −1 not written). */
export function polyLatex(a: Rat, b: Rat, c: Rat): string {
  const terms: string[] = [];
  const push = (coef: Rat, tail: string) => {
    if (coef.isZero()) return;
    const mag = coef.abs();
    const body = tail && mag.isOne() ? tail : `${mag.toLatex()}${tail}`;
    terms.push(`${coef.sign() < 0 ? '-' : terms.length ? '+' : ''}${body}`);
  };
  push(a, 'x^2');
  push(b, 'x');
  push(c, '');
  return terms.join('') || '0';
}

export const point = (x: Rat, y: Rat): string => `(${x.toLatex()},${y.toLatex()})`;

/** The quadrants a line y = kx + b passes through (the axes themselves not counted). */
export function lineQuadrants(k: Rat, b: Rat): number[] {
  const out = new Set<number>();
  // Sample far left, near the intercepts, and far right: a line meets at most three quadrants.
  const xs = [-1e6, 1e6];
  if (!k.isZero()) xs.push(-b.toNumber() / k.toNumber() - 1e-3, -b.toNumber() / k.toNumber() + 1e-3);
  xs.push(-1e-3, 1e-3);
  for (const x of xs) {
    const y = k.toNumber() * x + b.toNumber();
    if (x === 0 || y === 0) continue;
    out.add(x > 0 ? (y > 0 ? 1 : 4) : y > 0 ? 2 : 3);
  }
  return [...out].sort();
}

export const QUADRANT_NAMES = ['', '一', '二', '三', '四'];
