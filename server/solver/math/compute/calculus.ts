import { freeVars, type Node } from '../expression/ast';
import { ceEvaluate, definiteJson, derivativeJson, integralJson, limitJson } from './ce';
import { close, evaluate } from './evaluate';
import { fn1, numDerivative, numDerivativeStep, numIntegrate, rng } from './numeric';

export const derivative = (f: Node, v: string): Node => ceEvaluate(derivativeJson(f, v));
export const antiderivative = (f: Node, v: string): Node => ceEvaluate(integralJson(f, v));
export const definiteIntegral = (f: Node, v: string, a: Node, b: Node): Node => ceEvaluate(definiteJson(f, v, a, b));
export const limit = (f: Node, v: string, at: Node | 'inf' | '-inf'): Node => ceEvaluate(limitJson(f, v, at));

/** Only the variable v (or nothing) may remain in a result. */
export function onlyVar(n: Node, v: string): boolean {
  const vs = freeVars(n);
  return vs.size === 0 || (vs.size === 1 && vs.has(v));
}

/** df agrees with the numeric derivative of f at sample points where f is smooth. */
export function checkDerivative(f: Node, df: Node, v: string, range: [number, number] = [-3, 3]): boolean {
  const F = fn1(f, v);
  const dF = fn1(df, v);
  const rand = rng(4242);
  let good = 0;
  for (let i = 0; i < 300 && good < 10; i++) {
    const x = range[0] + (range[1] - range[0]) * rand();
    const h = 1e-3 * Math.max(1, Math.abs(x));
    const ys = [F(x - h), F(x), F(x + h)];
    if (!ys.every(Number.isFinite) || ys.some((y) => Math.abs(y) > 1e6)) continue;
    const exact = dF(x);
    if (!Number.isFinite(exact)) return false;
    const approx = numDerivative(F, x);
    if (!Number.isFinite(approx)) continue;
    // Where a quarter of the step changes the difference quotient, the point is too close to a pole or an
    // end of the domain (ln x near 0) for the quotient to judge the formula: another point is taken.
    if (!close(approx, numDerivativeStep(F, x, h / 4), 1e-7)) continue;
    good++;
    if (!close(exact, approx, 1e-5)) return false;
  }
  return good >= 6;
}

/** Antiderivative check on both signs of x (ln|x| style answers must work on each piece). */
export function checkAntiderivative(f: Node, F: Node, v: string): boolean {
  let pieces = 0;
  for (const range of [
    [0.05, 3],
    [-3, -0.05],
  ] as Array<[number, number]>) {
    const xs = Array.from({ length: 40 }, (_, i) => range[0] + ((range[1] - range[0]) * (i + 0.5)) / 40);
    if (xs.filter((x) => Number.isFinite(evaluate(f, { [v]: x }))).length < 20) continue;
    if (!checkDerivative(F, f, v, range)) return false;
    pieces++;
  }
  return pieces > 0;
}

/** Numeric value of ∫_a^b f, or NaN when the integrand is not finite on [a, b]. */
export function numericDefinite(f: Node, v: string, a: number, b: number): number {
  return numIntegrate(fn1(f, v), a, b);
}

/** f(x) tends to L as x → at (two-sided for finite points). */
export function checkLimit(f: Node, v: string, at: number | 'inf' | '-inf', L: number): boolean {
  const F = fn1(f, v);
  const tol = (k: number) => k * Math.max(1, Math.abs(L));
  const errs = (xs: number[]) => xs.map((x) => Math.abs(F(x) - L));
  let seqs: number[][];
  if (at === 'inf') seqs = [[1e3, 1e4, 1e5, 1e6]];
  else if (at === '-inf') seqs = [[-1e3, -1e4, -1e5, -1e6]];
  else seqs = [1, -1].map((s) => [1e-2, 1e-3, 1e-4, 1e-5].map((h) => at + s * h * Math.max(1, Math.abs(at))));
  for (const xs of seqs) {
    const e = errs(xs);
    if (!e.every(Number.isFinite)) return false;
    if (!(e[3] <= tol(1e-3) && e[2] <= tol(1e-2))) return false;
    if (e[3] > e[1] + tol(1e-9)) return false;
  }
  return true;
}
