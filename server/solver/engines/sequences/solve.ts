import { Rat } from '../../math/expression/rational';
import { evalNum, evalRat, isqrt, type RNode } from '../../math/numbers/ratexpr';

export type Kind = 'arith' | 'geo';
export interface Model {
  a1: Rat;
  /** d or q */
  r: Rat;
}

const MAX_K = 200;

export function term(kind: Kind, m: Model, k: number): Rat | null {
  if (k < 1 || k > MAX_K) return null;
  return kind === 'arith' ? m.a1.add(m.r.mul(Rat.of(k - 1))) : m.a1.mul(m.r.pow(k - 1));
}

export function partial(kind: Kind, m: Model, k: number): Rat | null {
  if (k < 1 || k > MAX_K) return null;
  const K = Rat.of(k);
  if (kind === 'arith') return m.a1.mul(K).add(m.r.mul(Rat.of((k * (k - 1)) / 2)));
  if (m.r.isOne()) return m.a1.mul(K);
  return m.a1.mul(m.r.pow(k).sub(Rat.ONE)).div(m.r.sub(Rat.ONE));
}

interface Eq {
  lhs: RNode;
  rhs: RNode;
}

export function residual(kind: Kind, e: Eq, a1: Rat, r: Rat): Rat | null {
  const env = (name: string): Rat | null => {
    if (name === 'd' || name === 'q') return r;
    const m = /^([aS])_(\d+)$/.exec(name);
    if (!m) return null;
    return m[1] === 'a' ? term(kind, { a1, r }, Number(m[2])) : partial(kind, { a1, r }, Number(m[2]));
  };
  const l = evalRat(e.lhs, env);
  const rr = evalRat(e.rhs, env);
  return l && rr ? l.sub(rr) : null;
}

function numResidual(kind: Kind, e: Eq, a1: number, r: number): number {
  const env = (name: string): number => {
    if (name === 'd' || name === 'q') return r;
    const m = /^([aS])_(\d+)$/.exec(name);
    if (!m) return Number.NaN;
    const k = Number(m[2]);
    if (m[1] === 'a') return kind === 'arith' ? a1 + (k - 1) * r : a1 * r ** (k - 1);
    if (kind === 'arith') return k * a1 + ((k * (k - 1)) / 2) * r;
    let s = 0;
    for (let i = 0; i < k; i++) s += a1 * r ** i;
    return s;
  };
  return evalNum(e.lhs, env) - evalNum(e.rhs, env);
}

/** Float coefficients of the residual as a quadratic in a1. */
function inA1Num(kind: Kind, e: Eq, r: number): [number, number, number] {
  const f0 = numResidual(kind, e, 0, r);
  const f1 = numResidual(kind, e, 1, r);
  const fm = numResidual(kind, e, -1, r);
  return [f0, (f1 - fm) / 2, (f1 + fm) / 2 - f0];
}

function admissible(kind: Kind, m: Model, opts: { positive: boolean; constraints: string[] }): boolean {
  if (kind === 'geo' && (m.a1.isZero() || m.r.isZero())) return false;
  if (opts.positive && (m.a1.sign() <= 0 || (kind === 'geo' && m.r.sign() <= 0) || (kind === 'arith' && m.r.sign() < 0))) return false;
  for (const c of opts.constraints) {
    const bound = /(?:>|<|!=)(-?\d+)$/.exec(c);
    const s = bound ? m.r.sub(Rat.of(BigInt(bound[1]))).sign() : m.r.sign();
    if (c.includes('>') && s <= 0) return false;
    if (c.includes('<') && s >= 0) return false;
    if (c.includes('!=') && s === 0) return false;
  }
  return true;
}

/** Coefficients [c0, c1, c2] of residual as a polynomial in a1 (degree ≤ 2, checked), or null. */
function inA1(kind: Kind, e: Eq, r: Rat): [Rat, Rat, Rat] | null {
  const f = (x: number) => residual(kind, e, Rat.of(x), r);
  const f0 = f(0);
  const f1 = f(1);
  const fm = f(-1);
  const f2 = f(2);
  const f3 = f(-3);
  if (!f0 || !f1 || !fm || !f2 || !f3) return null;
  const two = Rat.of(2);
  const c2 = f1.add(fm).sub(f0.mul(two)).div(two);
  const c1 = f1.sub(fm).div(two);
  const p = (x: number) => f0.add(c1.mul(Rat.of(x))).add(c2.mul(Rat.of(x * x)));
  if (!p(2).eq(f2) || !p(-3).eq(f3)) return null;
  return [f0, c1, c2];
}

function ratSqrt(v: Rat): Rat | null {
  if (v.sign() < 0) return null;
  const n = isqrt(v.n);
  const d = isqrt(v.d);
  return n !== null && d !== null ? Rat.of(n, d) : null;
}

function a1Candidates(co: [Rat, Rat, Rat]): Rat[] | null {
  const [c0, c1, c2] = co;
  if (c2.isZero()) {
    if (c1.isZero()) return c0.isZero() ? null : [];
    return [c0.neg().div(c1)];
  }
  const disc = c1.mul(c1).sub(Rat.of(4).mul(c2).mul(c0));
  if (disc.sign() < 0) return [];
  const s = ratSqrt(disc);
  if (!s) return null; // irrational a1: not handled
  const two = c2.mul(Rat.of(2));
  return [c1.neg().add(s).div(two), c1.neg().sub(s).div(two)];
}

/**
 * All (a1, r) satisfying the conditions, found exactly on a grid of rationals and confirmed complete by
 * a numeric scan (a root of the scan that is not among the exact ones makes the answer 'unknown').
 * With a single homogeneous condition (e.g. S_3+3S_2=0) only r is determined: a1 is returned as 1.
 */
export function solveModels(kind: Kind, eqs: Eq[], opts: { positive: boolean; constraints: string[] }): Model[] | 'unknown' {
  if (eqs.length === 0 || eqs.length > 4) return 'unknown';
  // The first condition gives a1 for each r. One that holds for every a1 at some r (S_3=a_2+10a_1 at q=±3)
  // cannot: another condition is put first, and the same exact search and completeness scan decide.
  for (let i = 0; i < eqs.length; i++) {
    const sols = solveOrdered(kind, [eqs[i], ...eqs.filter((_, j) => j !== i)], opts);
    if (sols !== 'unknown') return sols;
  }
  return 'unknown';
}

function solveOrdered(kind: Kind, eqs: Eq[], opts: { positive: boolean; constraints: string[] }): Model[] | 'unknown' {
  const fixed = fixedParams(kind, eqs);
  const rGrid: Rat[] = [];
  const seen = new Set<string>();
  for (let den = 1; den <= 6; den++) {
    for (let p = -30 * den; p <= 30 * den; p++) {
      const r = Rat.of(p, den);
      const key = r.toString();
      if (!seen.has(key)) {
        seen.add(key);
        rGrid.push(r);
      }
    }
  }
  const single = eqs.length === 1;
  const sols: Model[] = [];
  const found = new Set<string>();
  const allRoots: number[] = [];
  for (const r of rGrid) {
    if (fixed.r && !fixed.r.eq(r)) continue;
    const co = inA1(kind, eqs[0], r);
    if (!co) continue;
    let cands: Rat[];
    if (single) {
      // Only r can be determined: the condition must hold for every a1 (homogeneous) — check a1 = 1, 2.
      const ok1 = residual(kind, eqs[0], Rat.ONE, r);
      const ok2 = residual(kind, eqs[0], Rat.of(2), r);
      if (!ok1 || !ok2 || !ok1.isZero() || !ok2.isZero()) continue;
      cands = [Rat.ONE];
    } else {
      const c = a1Candidates(co);
      if (c === null) {
        if (co.every((x) => x.isZero())) return 'unknown';
        continue;
      }
      cands = c;
    }
    for (const a1 of cands) {
      if (!eqs.every((e) => residual(kind, e, a1, r)?.isZero())) continue;
      const m = { a1, r };
      allRoots.push(r.toNumber());
      if (!admissible(kind, m, single ? { positive: false, constraints: opts.constraints } : opts)) continue;
      const key = `${a1}|${r}`;
      if (!found.has(key)) {
        found.add(key);
        sols.push(m);
      }
    }
  }
  if (!complete(kind, eqs, allRoots, single)) return 'unknown';
  return sols;
}

/** A given d or q (as a condition "d=2") fixes r. */
function fixedParams(_kind: Kind, eqs: Eq[]): { r?: Rat } {
  for (const e of eqs) {
    if (e.lhs.k !== 'var' || (e.lhs.name !== 'd' && e.lhs.name !== 'q')) continue;
    // 「公差为 -2」: a negative value is read as the negation of a number
    if (e.rhs.k === 'num') return { r: e.rhs.v };
    if (e.rhs.k === 'neg' && e.rhs.a.k === 'num') return { r: e.rhs.a.v.neg() };
  }
  return {};
}

/** Numeric scan over r ∈ [-40, 40]: every sign change of the eliminated residual must be an exact solution. */
function complete(kind: Kind, eqs: Eq[], roots: number[], single: boolean): boolean {
  const N = 16000;
  const lo = -40;
  const hi = 40;
  // Signed scan for the second condition of each branch.
  const h = (r: number, branch: number): number => {
    if (single) return numResidual(kind, eqs[0], 1, r);
    const [c0, c1, c2] = inA1Num(kind, eqs[0], r);
    let a1: number;
    if (Math.abs(c2) < 1e-12) {
      if (branch > 0 || Math.abs(c1) < 1e-12) return Number.NaN;
      a1 = -c0 / c1;
    } else {
      const D = c1 * c1 - 4 * c2 * c0;
      if (D < 0) return Number.NaN;
      a1 = (-c1 + (branch ? -1 : 1) * Math.sqrt(D)) / (2 * c2);
    }
    const e = eqs[1];
    return Number.isFinite(a1) ? numResidual(kind, e, a1, r) : Number.NaN;
  };
  for (const branch of single ? [0] : [0, 1]) {
    let prev = h(lo, branch);
    let prevR = lo;
    for (let i = 1; i <= N; i++) {
      const r = Number((lo + ((hi - lo) * i) / N).toFixed(4));
      const cur = h(r, branch);
      if (Number.isFinite(prev) && Number.isFinite(cur) && (cur === 0 || Math.sign(cur) !== Math.sign(prev))) {
        // Root in [prevR, r]: must be one of the exact solutions' r (or a discarded one in the grid).
        const hit = roots.some((x) => x >= prevR - 1e-9 && x <= r + 1e-9);
        if (!hit) return false;
      }
      prev = cur;
      prevR = r;
    }
  }
  return true;
}

/**
 * Arithmetic sequence, one linear condition A·a1 + B·d = c and a linear target T: the target is determined
 * when its coefficients are proportional to (A, B) (e.g. a1+a3+a5=3 fixes a3, hence S5). Returns its value.
 */
export function linearDetermined(cond: Eq, targetNode: RNode): Rat | null {
  const f = (x: number, y: number) => residual('arith', cond, Rat.of(x), Rat.of(y));
  const t = (x: number, y: number) => residual('arith', { lhs: targetNode, rhs: { k: 'num', v: Rat.ZERO } }, Rat.of(x), Rat.of(y));
  const lin = (g: (x: number, y: number) => Rat | null) => {
    const g0 = g(0, 0);
    const gA = g(1, 0);
    const gB = g(0, 1);
    const g1 = g(2, 3);
    const g2 = g(-1, 5);
    if (!g0 || !gA || !gB || !g1 || !g2) return null;
    const A = gA.sub(g0);
    const B = gB.sub(g0);
    const at = (x: number, y: number) => g0.add(A.mul(Rat.of(x))).add(B.mul(Rat.of(y)));
    return at(2, 3).eq(g1) && at(-1, 5).eq(g2) ? { c: g0, A, B } : null;
  };
  const L = lin(f);
  const T = lin(t);
  if (!L || !T || (L.A.isZero() && L.B.isZero())) return null;
  const lambda = L.A.isZero() ? T.B.div(L.B) : T.A.div(L.A);
  if (!T.A.eq(lambda.mul(L.A)) || !T.B.eq(lambda.mul(L.B))) return null;
  // T = t0 + λ(A a1 + B d) and A a1 + B d = -c.
  return T.c.sub(lambda.mul(L.c));
}
