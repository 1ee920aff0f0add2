import { type Node, neg, num } from '../expression/ast';
import { divisors, Rat } from '../expression/rational';
import { Surd } from '../numbers/surd';
import { splitQuartic } from './quartic';
import { degree, deriv, evalNum, evalRat, lead, monic, pdivmod, pgcd, primitive, psub, type UPoly } from './upoly';

export interface RealRoot {
  /** Exact value as an expression (rational, quadratic surd, or a real n-th root). */
  node: Node;
  /** Present when the root is rational or a quadratic surd: allows exact substitution. */
  surd?: Surd;
  approx: number;
  multiplicity: number;
}

export interface RootsResult {
  roots: RealRoot[];
  /** False when some real roots could not be written exactly (then the caller must refuse). */
  complete: boolean;
}

/** Yun's algorithm: p = ∏ f_i^i with each f_i square-free. */
export function squareFreeFactors(p: UPoly): Array<[UPoly, number]> {
  const out: Array<[UPoly, number]> = [];
  const dp = deriv(p);
  const b = pgcd(p, dp);
  let c = pdivmod(p, b)[0];
  let d = psub(pdivmod(dp, b)[0], deriv(c));
  for (let i = 1; degree(c) > 0 && i < 100; i++) {
    const a = pgcd(c, d);
    if (degree(a) > 0) out.push([a, i]);
    c = pdivmod(c, a)[0];
    d = psub(pdivmod(d, a)[0], deriv(c));
  }
  return out;
}

/** Rational roots of a square-free polynomial (rational root theorem); null when too big to enumerate. */
export function rationalRoots(p: UPoly): Rat[] | null {
  let q = p;
  const out: Rat[] = [];
  if (q.length && q[0].isZero()) {
    out.push(Rat.ZERO);
    while (q.length && q[0].isZero()) q = q.slice(1);
  }
  if (degree(q) < 1) return out;
  const ints = primitive(q);
  const ps = divisors(ints[0]);
  const qs = divisors(ints[ints.length - 1]);
  if (!ps || !qs || ps.length * qs.length > 200000) return null;
  const seen = new Set<string>();
  for (const a of ps) {
    for (const b of qs) {
      for (const s of [a, -a]) {
        const r = Rat.of(s, b);
        const key = r.toString();
        if (seen.has(key)) continue;
        seen.add(key);
        if (evalRat(q, r).isZero()) out.push(r);
      }
    }
  }
  return out;
}

/** Number of distinct real roots of p (Sturm's theorem, exact). */
export function countRealRoots(p: UPoly): number {
  if (degree(p) < 1) return 0;
  const seq: UPoly[] = [p, deriv(p)];
  while (degree(seq[seq.length - 1]) > 0) {
    const r = pdivmod(seq[seq.length - 2], seq[seq.length - 1])[1];
    if (!r.length) break;
    seq.push(r.map((c) => c.neg()));
  }
  const changes = (signs: number[]) => {
    const s = signs.filter((x) => x !== 0);
    let n = 0;
    for (let i = 1; i < s.length; i++) if (s[i] !== s[i - 1]) n++;
    return n;
  };
  const atPosInf = seq.map((q) => lead(q).sign());
  const atNegInf = seq.map((q) => lead(q).sign() * (degree(q) % 2 === 0 ? 1 : -1));
  return changes(atNegInf) - changes(atPosInf);
}

function quadraticRoots(q: UPoly, mult: number): RealRoot[] {
  const [c, b, a] = q;
  const disc = b.mul(b).sub(Rat.of(4).mul(a).mul(c));
  if (disc.sign() < 0) return [];
  // √(n/d) = √(n·d)/d keeps the radicand an integer.
  const p = b.neg().div(a.mul(Rat.of(2)));
  const s = Rat.ONE.div(a.mul(Rat.of(2)).mul(Rat.of(disc.d)));
  const m = disc.n * disc.d;
  return [Surd.make(p, s, m), Surd.make(p, s.neg(), m)].map((x) => ({
    node: x.toNode(),
    surd: x,
    approx: x.toNumber(),
    multiplicity: mult,
  }));
}

/** a·x^n + b = 0 → real n-th roots. */
function binomialRoots(q: UPoly, mult: number): RealRoot[] | null {
  const n = degree(q);
  if (q.slice(1, n).some((c) => !c.isZero())) return null;
  const c = q[0].neg().div(q[n]);
  if (c.isZero()) return null;
  const mk = (negative: boolean): RealRoot => {
    const mag = c.abs();
    const node: Node = { k: 'root', index: n, arg: num(mag) };
    const approx = mag.toNumber() ** (1 / n);
    return { node: negative ? neg(node) : node, approx: negative ? -approx : approx, multiplicity: mult };
  };
  if (n % 2 === 1) return [mk(c.sign() < 0)];
  return c.sign() > 0 ? [mk(false), mk(true)] : [];
}

/** All real roots of p, exact when possible. */
export function realRoots(p: UPoly): RootsResult {
  const roots: RealRoot[] = [];
  let complete = true;
  if (degree(p) < 1) return { roots, complete };
  for (const [f, mult] of squareFreeFactors(monic(p))) {
    const rats = rationalRoots(f);
    if (!rats) {
      complete = false;
      continue;
    }
    let rest = f;
    for (const r of rats) {
      roots.push({ node: num(r), surd: Surd.rat(r), approx: r.toNumber(), multiplicity: mult });
      rest = pdivmod(rest, [r.neg(), Rat.ONE])[0];
    }
    if (degree(rest) < 1) continue;
    if (degree(rest) === 2) {
      roots.push(...quadraticRoots(rest, mult));
      continue;
    }
    if (degree(rest) === 4) {
      const split = splitQuartic(primitive(rest));
      if (Array.isArray(split)) {
        for (const q of split) roots.push(...quadraticRoots(q, mult));
        continue;
      }
    }
    const bin = binomialRoots(rest, mult);
    if (bin) {
      roots.push(...bin);
      continue;
    }
    if (countRealRoots(rest) > 0) complete = false;
  }
  roots.sort((a, b) => a.approx - b.approx);
  return { roots, complete };
}

/** Sanity check used by callers: every claimed root really is one (exactly or numerically). */
export function rootChecks(p: UPoly, r: RealRoot): boolean {
  if (r.surd) {
    if (r.surd.isRational()) return evalRat(p, r.surd.a).isZero();
    let s = Surd.rat(Rat.ZERO);
    for (let i = p.length - 1; i >= 0; i--) s = s.mul(r.surd).add(Surd.rat(p[i]));
    return s.isZero();
  }
  const scale = p.reduce((m, c) => Math.max(m, Math.abs(c.toNumber())), 1) * Math.max(1, Math.abs(r.approx)) ** degree(p);
  return Math.abs(evalNum(p, r.approx)) <= 1e-9 * scale;
}
