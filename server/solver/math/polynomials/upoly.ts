import { add, mul, type Node, num, pow, variable } from '../expression/ast';
import { gcd, lcm, Rat } from '../expression/rational';

/** Univariate polynomial: coefficients low→high, no trailing zeros (zero polynomial = []). */
export type UPoly = Rat[];

export function trim(p: Rat[]): UPoly {
  const out = [...p];
  while (out.length && out[out.length - 1].isZero()) out.pop();
  return out;
}

export const degree = (p: UPoly): number => p.length - 1;
export const lead = (p: UPoly): Rat => p[p.length - 1];

export function padd(a: UPoly, b: UPoly): UPoly {
  const n = Math.max(a.length, b.length);
  return trim(Array.from({ length: n }, (_, i) => (a[i] ?? Rat.ZERO).add(b[i] ?? Rat.ZERO)));
}
export function pscale(a: UPoly, r: Rat): UPoly {
  return trim(a.map((c) => c.mul(r)));
}
export function psub(a: UPoly, b: UPoly): UPoly {
  return padd(a, pscale(b, Rat.of(-1)));
}
export function pmul(a: UPoly, b: UPoly): UPoly {
  if (!a.length || !b.length) return [];
  const out = Array.from({ length: a.length + b.length - 1 }, () => Rat.ZERO);
  for (let i = 0; i < a.length; i++) for (let j = 0; j < b.length; j++) out[i + j] = out[i + j].add(a[i].mul(b[j]));
  return trim(out);
}

export function pdivmod(a: UPoly, b: UPoly): [UPoly, UPoly] {
  if (!b.length) throw new RangeError('除以零多项式');
  const db = degree(b);
  let r = trim(a);
  const q = Array.from({ length: Math.max(0, r.length - db) }, () => Rat.ZERO);
  while (r.length && degree(r) >= db) {
    const k = degree(r) - db;
    const c = lead(r).div(lead(b));
    q[k] = c;
    const next = r.map((x, i) => (i >= k && i - k <= db ? x.sub(c.mul(b[i - k])) : x));
    next[next.length - 1] = Rat.ZERO;
    r = trim(next);
  }
  return [trim(q), r];
}

export function monic(p: UPoly): UPoly {
  return p.length ? pscale(p, lead(p).inv()) : p;
}

export function pgcd(a: UPoly, b: UPoly): UPoly {
  let x = a;
  let y = b;
  while (y.length) [x, y] = [y, pdivmod(x, y)[1]];
  return monic(x);
}

export function deriv(p: UPoly): UPoly {
  return trim(p.slice(1).map((c, i) => c.mul(Rat.of(i + 1))));
}

export function evalRat(p: UPoly, x: Rat): Rat {
  let s = Rat.ZERO;
  for (let i = p.length - 1; i >= 0; i--) s = s.mul(x).add(p[i]);
  return s;
}

export function evalNum(p: UPoly, x: number): number {
  let s = 0;
  for (let i = p.length - 1; i >= 0; i--) s = s * x + p[i].toNumber();
  return s;
}

/** Integer coefficients with gcd 1 and positive leading coefficient (same roots). */
export function primitive(p: UPoly): bigint[] {
  if (!p.length) return [];
  const l = p.reduce((acc, c) => lcm(acc, c.d), 1n);
  const ints = p.map((c) => (c.n * l) / c.d);
  const g = ints.reduce((acc, c) => gcd(acc, c), 0n) || 1n;
  const sign = ints[ints.length - 1] < 0n ? -1n : 1n;
  return ints.map((c) => (c / g) * sign);
}

/** p / gcd(p, p'): same distinct roots, all simple. */
export function squareFree(p: UPoly): UPoly {
  const g = pgcd(p, deriv(p));
  return degree(g) <= 0 ? monic(p) : monic(pdivmod(p, g)[0]);
}

/** Multiplicity of the rational root r in p. */
export function multiplicity(p: UPoly, r: Rat): number {
  const lin: UPoly = [r.neg(), Rat.ONE];
  let q = p;
  let m = 0;
  for (;;) {
    const [d, rem] = pdivmod(q, lin);
    if (rem.length) return m;
    m++;
    q = d;
  }
}

export function toNodeU(p: UPoly, v: string): Node {
  const terms: Node[] = [];
  for (let i = p.length - 1; i >= 0; i--) {
    if (p[i].isZero()) continue;
    const xp = i === 0 ? num(1) : i === 1 ? variable(v) : pow(variable(v), num(i));
    terms.push(mul(num(p[i]), xp));
  }
  return terms.length ? add(...terms) : num(0);
}
