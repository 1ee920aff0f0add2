import type { Node } from '../expression/ast';
import { close, evaluate } from './evaluate';

export type Fn1 = (x: number) => number;

export function fn1(n: Node, v: string, env: Record<string, number> = {}): Fn1 {
  return (x) => evaluate(n, { ...env, [v]: x });
}

/** Deterministic pseudo-random numbers so that checks are reproducible. */
export function rng(seed = 12345): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

/** Central difference with one Richardson step. */
export function numDerivative(f: Fn1, x: number): number {
  return numDerivativeStep(f, x, 1e-3 * Math.max(1, Math.abs(x)));
}

/** Richardson-extrapolated central difference with step h. */
export function numDerivativeStep(f: Fn1, x: number, h: number): number {
  const d1 = (f(x + h) - f(x - h)) / (2 * h);
  const d2 = (f(x + h / 2) - f(x - h / 2)) / h;
  return (4 * d2 - d1) / 3;
}

/** Adaptive Simpson on [a, b]; NaN when the integrand is undefined somewhere it is sampled. */
export function numIntegrate(f: Fn1, a: number, b: number): number {
  const simpson = (x0: number, x2: number, f0: number, f1: number, f2: number) => ((x2 - x0) / 6) * (f0 + 4 * f1 + f2);
  let evals = 0;
  const rec = (x0: number, x2: number, f0: number, f1: number, f2: number, whole: number, eps: number, depth: number): number => {
    const x1 = (x0 + x2) / 2;
    const fl = f((x0 + x1) / 2);
    const fr = f((x1 + x2) / 2);
    evals += 2;
    if (!Number.isFinite(fl) || !Number.isFinite(fr) || evals > 200000) return Number.NaN;
    const left = simpson(x0, x1, f0, fl, f1);
    const right = simpson(x1, x2, f1, fr, f2);
    if (depth > 40 || Math.abs(left + right - whole) <= 15 * eps) return left + right + (left + right - whole) / 15;
    return rec(x0, x1, f0, fl, f1, left, eps / 2, depth + 1) + rec(x1, x2, f1, fr, f2, right, eps / 2, depth + 1);
  };
  const f0 = f(a);
  const f1 = f((a + b) / 2);
  const f2 = f(b);
  if (![f0, f1, f2].every(Number.isFinite)) return Number.NaN;
  return rec(a, b, f0, f1, f2, simpson(a, b, f0, f1, f2), 1e-11, 0);
}

/** Sample abscissae: dense near the origin, sparse far out. */
export function scanGrid(): number[] {
  const xs: number[] = [];
  for (let i = -4000; i <= 4000; i++) xs.push(i / 200 + 1e-7);
  for (let k = 0; k < 120; k++) {
    const x = 20 * 1.08 ** k;
    if (x > 1e5) break;
    xs.push(x, -x);
  }
  return xs.sort((a, b) => a - b);
}

function bisect(f: Fn1, a: number, b: number): number {
  let lo = a;
  let hi = b;
  let flo = f(lo);
  for (let i = 0; i < 200 && hi - lo > 1e-15 * Math.max(1, Math.abs(lo)); i++) {
    const mid = (lo + hi) / 2;
    const fm = f(mid);
    if (fm === 0) return mid;
    if (Math.sign(fm) === Math.sign(flo)) {
      lo = mid;
      flo = fm;
    } else hi = mid;
  }
  return (lo + hi) / 2;
}

/** Golden-section minimum of |f| on [a, b]. */
function minAbs(f: Fn1, a: number, b: number): number {
  const g = (Math.sqrt(5) - 1) / 2;
  let lo = a;
  let hi = b;
  for (let i = 0; i < 120; i++) {
    const x1 = hi - g * (hi - lo);
    const x2 = lo + g * (hi - lo);
    if (Math.abs(f(x1)) < Math.abs(f(x2))) hi = x2;
    else lo = x1;
  }
  return (lo + hi) / 2;
}

/**
 * Numeric real roots of f over the scan grid: sign changes (excluding poles) and touching zeros.
 * Used only to cross-check exact answers for completeness, never as an answer by itself.
 */
export function scanRoots(f: Fn1, xs: number[] = scanGrid()): number[] {
  const ys = xs.map(f);
  const roots: number[] = [];
  const push = (r: number) => {
    if (!roots.some((s) => close(s, r, 1e-7))) roots.push(r);
  };
  for (let i = 0; i + 1 < xs.length; i++) {
    const [a, b, fa, fb] = [xs[i], xs[i + 1], ys[i], ys[i + 1]];
    if (!Number.isFinite(fa) || !Number.isFinite(fb)) continue;
    if (fa === 0) push(a);
    else if (Math.sign(fa) !== Math.sign(fb) && fb !== 0) {
      const r = bisect(f, a, b);
      const scale = Math.max(1, Math.abs(fa), Math.abs(fb));
      // A pole also changes sign: accept only when f really is small there.
      if (Math.abs(f(r)) < 1e-6 * scale) push(r);
    }
  }
  for (let i = 1; i + 1 < xs.length; i++) {
    const [fa, fm, fb] = [ys[i - 1], ys[i], ys[i + 1]];
    if (![fa, fm, fb].every(Number.isFinite)) continue;
    if (
      Math.abs(fm) <= Math.abs(fa) &&
      Math.abs(fm) <= Math.abs(fb) &&
      Math.sign(fa) === Math.sign(fb) &&
      Math.sign(fa) === Math.sign(fm)
    ) {
      const r = minAbs(f, xs[i - 1], xs[i + 1]);
      if (Math.abs(f(r)) < 1e-10) push(r);
    }
  }
  return roots.sort((a, b) => a - b);
}

export interface EqualityCheck {
  ok: boolean;
  points: number;
}

/** Compares two expressions at pseudo-random points where both are defined. */
export function numericallyEqual(
  a: Node,
  b: Node,
  vars: string[],
  opts: { upToConstant?: boolean; tol?: number; range?: [number, number] } = {},
): EqualityCheck {
  const rand = rng(vars.length * 7919 + 17);
  const [lo, hi] = opts.range ?? [-3, 3];
  let points = 0;
  let offset: number | null = null;
  for (let i = 0; i < 200 && points < 12; i++) {
    const env: Record<string, number> = {};
    for (const v of vars) env[v] = lo + (hi - lo) * rand();
    const x = evaluate(a, env);
    const y = evaluate(b, env);
    if (!Number.isFinite(x) || !Number.isFinite(y)) continue;
    if (Math.abs(x) > 1e8 || Math.abs(y) > 1e8) continue;
    points++;
    if (opts.upToConstant) {
      if (offset === null) offset = x - y;
      else if (!close(x - y, offset, opts.tol ?? 1e-7)) return { ok: false, points };
    } else if (!close(x, y, opts.tol ?? 1e-9)) return { ok: false, points };
  }
  return { ok: points >= 5, points };
}
