import { evalNum, parseRat } from '../../math/numbers/ratexpr';
import { equationPoly } from './equation';

/**
 * A conic in standard position with numeric coefficients: a parabola with its vertex at the origin
 * (y² = kx when its axis is the x-axis, x² = ky when it is the y-axis; focus at k/4 on the axis), or an
 * ellipse / hyperbola centred at the origin with its foci on an axis (a² along the focal axis).
 */
export type Conic =
  | { kind: 'parabola'; axisX: boolean; k: number }
  | { kind: 'ellipse' | 'hyperbola'; axisX: boolean; a2: number; b2: number; c2: number };

export type Pt = [number, number];

/** The letters other than x and y in an equation (outside LaTeX commands). */
export function parameters(eq: string): string[] {
  const found = new Set<string>();
  for (const m of eq.matchAll(/\\[a-zA-Z]+|([a-zA-Z])/g)) if (m[1] && m[1] !== 'x' && m[1] !== 'y') found.add(m[1]);
  return [...found];
}

/** The conic of an equation, its one parameter (if any) replaced by a value. */
export function conicAt(eq: string, param: string | null, v: number): Conic | null {
  const src = param ? eq.replace(/\\[a-zA-Z]+|([a-zA-Z])/g, (m, l?: string) => (l === param ? `(${numTex(v)})` : m)) : eq;
  return readConic(src);
}

function numTex(v: number): string {
  // Exact enough for equationPoly: a fraction with a large power-of-ten denominator.
  const d = 1e9;
  return `\\frac{${Math.round(v * d)}}{${d}}`;
}

export function readConic(src: string): Conic | null {
  const coef = exactCoefficients(src) ?? numericCoefficients(src);
  if (!coef) return null;
  const [A, B, D, E, F] = coef;
  if ((A === 0) !== (B === 0)) {
    if (F !== 0) return null;
    if (B !== 0 && D !== 0 && E === 0) return { kind: 'parabola', axisX: true, k: -D / B };
    if (A !== 0 && E !== 0 && D === 0) return { kind: 'parabola', axisX: false, k: -E / A };
    return null;
  }
  if (A === 0 || D !== 0 || E !== 0 || F === 0) return null;
  const X = -F / A;
  const Y = -F / B;
  if (X > 0 && Y > 0) {
    if (Math.abs(X - Y) < 1e-12 * X) return null;
    const axisX = X > Y;
    const a2 = Math.max(X, Y);
    const b2 = Math.min(X, Y);
    return { kind: 'ellipse', axisX, a2, b2, c2: a2 - b2 };
  }
  if (X > 0 && Y < 0) return { kind: 'hyperbola', axisX: true, a2: X, b2: -Y, c2: X - Y };
  if (X < 0 && Y > 0) return { kind: 'hyperbola', axisX: false, a2: Y, b2: -X, c2: Y - X };
  return null;
}

/** [x², y², x, y, 1] coefficients of an equation with rational coefficients. */
function exactCoefficients(src: string): number[] | null {
  const P = equationPoly(src);
  if (!P) return null;
  if ([...P.keys()].some((k) => !['x^2', 'y^2', 'x^1', 'y^1', ''].includes(k))) return null;
  const g = (k: string) => P.get(k)?.toNumber() ?? 0;
  return [g('x^2'), g('y^2'), g('x^1'), g('y^1'), g('')];
}

/** The same for coefficients with roots (y² = 4√2·x), read by evaluating and checked at further points. */
function numericCoefficients(src: string): number[] | null {
  const parts = src.split('=');
  if (parts.length !== 2) return null;
  const [l, r] = parts.map((t) => parseRat(t));
  if (!l || !r) return null;
  const f = (x: number, y: number) => {
    const env = (n: string) => (n === 'x' ? x : n === 'y' ? y : Number.NaN);
    return evalNum(l, env) - evalNum(r, env);
  };
  const F = f(0, 0);
  const D = (f(1, 0) - f(-1, 0)) / 2;
  const A = (f(1, 0) + f(-1, 0)) / 2 - F;
  const E = (f(0, 1) - f(0, -1)) / 2;
  const B = (f(0, 1) + f(0, -1)) / 2 - F;
  const out = [A, B, D, E, F].map((v) => (Math.abs(v) < 1e-12 ? 0 : v));
  if (!out.every(Number.isFinite)) return null;
  for (const [x, y] of [
    [2, 3],
    [-1.5, 0.7],
    [5, -4],
    [0.3, 2.2],
  ]) {
    const model = out[0] * x * x + out[1] * y * y + out[2] * x + out[3] * y + out[4];
    if (Math.abs(f(x, y) - model) > 1e-9 * (1 + Math.abs(model))) return null;
  }
  return out;
}

/** Along / across the focal axis → (x, y). */
export function place(c: Conic, along: number, across: number): Pt {
  return c.axisX ? [along, across] : [across, along];
}

/** Foci: [F1, F2] with F1 the one on the negative side (left / lower); a parabola has one. */
export function foci(c: Conic): Pt[] {
  if (c.kind === 'parabola') return [place(c, c.k / 4, 0)];
  const f = Math.sqrt(c.c2);
  return [place(c, -f, 0), place(c, f, 0)];
}

/** Evaluates the conic's equation at a point, normalised (0 on the curve). */
export function onConic(c: Conic, p: Pt): number {
  const [u, w] = c.axisX ? p : [p[1], p[0]];
  if (c.kind === 'parabola') return w * w - c.k * u;
  return (u * u) / c.a2 + ((c.kind === 'ellipse' ? 1 : -1) * (w * w)) / c.b2 - 1;
}

export const dist = (p: Pt, q: Pt): number => Math.hypot(p[0] - q[0], p[1] - q[1]);

export function conicName(c: Conic): string {
  return c.kind === 'parabola' ? '抛物线' : c.kind === 'ellipse' ? '椭圆' : '双曲线';
}

export type Parabola = Extract<Conic, { kind: 'parabola' }>;
export type Central = Extract<Conic, { kind: 'ellipse' | 'hyperbola' }>;
