import { add, mul, type Node, num, pow, variable } from '../expression/ast';
import { Rat } from '../expression/rational';

/** Monomial: sorted [variable, exponent] pairs, exponents > 0. */
export type Mono = ReadonlyArray<readonly [string, number]>;
interface Term {
  m: Mono;
  c: Rat;
}

const MAX_TERMS = 3000;
const MAX_DEGREE = 60;

function monoKey(m: Mono): string {
  return m.map(([v, e]) => `${v}^${e}`).join('*');
}

function monoMul(a: Mono, b: Mono): Mono {
  const map = new Map<string, number>(a.map(([v, e]) => [v, e]));
  for (const [v, e] of b) map.set(v, (map.get(v) ?? 0) + e);
  return [...map.entries()].sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0));
}

export class PolyTooBig extends Error {}

/** Multivariate polynomial with exact rational coefficients. */
export class MPoly {
  readonly terms: ReadonlyMap<string, Term>;

  private constructor(terms: Map<string, Term>) {
    if (terms.size > MAX_TERMS) throw new PolyTooBig('多项式过大');
    this.terms = terms;
  }

  static constant(c: Rat): MPoly {
    return new MPoly(c.isZero() ? new Map() : new Map([['', { m: [], c }]]));
  }
  static variable(name: string): MPoly {
    return new MPoly(new Map([[`${name}^1`, { m: [[name, 1]], c: Rat.ONE }]]));
  }
  static fromTerms(terms: Iterable<Term>): MPoly {
    const map = new Map<string, Term>();
    for (const t of terms) {
      const k = monoKey(t.m);
      const prev = map.get(k);
      const c = prev ? prev.c.add(t.c) : t.c;
      if (c.isZero()) map.delete(k);
      else map.set(k, { m: t.m, c });
    }
    return new MPoly(map);
  }

  add(o: MPoly): MPoly {
    return MPoly.fromTerms([...this.terms.values(), ...o.terms.values()]);
  }
  sub(o: MPoly): MPoly {
    return this.add(o.scale(Rat.of(-1)));
  }
  scale(r: Rat): MPoly {
    return MPoly.fromTerms([...this.terms.values()].map((t) => ({ m: t.m, c: t.c.mul(r) })));
  }
  mul(o: MPoly): MPoly {
    const out: Term[] = [];
    for (const a of this.terms.values()) for (const b of o.terms.values()) out.push({ m: monoMul(a.m, b.m), c: a.c.mul(b.c) });
    return MPoly.fromTerms(out);
  }
  pow(k: number): MPoly {
    if (k > MAX_DEGREE) throw new PolyTooBig('次数过高');
    let r = MPoly.constant(Rat.ONE);
    for (let i = 0; i < k; i++) r = r.mul(this);
    return r;
  }
  isZero(): boolean {
    return this.terms.size === 0;
  }
  /** The constant value when the polynomial has no variables. */
  constantValue(): Rat | null {
    if (this.terms.size === 0) return Rat.ZERO;
    if (this.terms.size === 1 && this.terms.has('')) return this.terms.get('')!.c;
    return null;
  }
  vars(): string[] {
    const s = new Set<string>();
    for (const t of this.terms.values()) for (const [v] of t.m) s.add(v);
    return [...s].sort();
  }
  degreeIn(v: string): number {
    let d = 0;
    for (const t of this.terms.values()) for (const [w, e] of t.m) if (w === v) d = Math.max(d, e);
    return d;
  }
  totalDegree(): number {
    let d = 0;
    for (const t of this.terms.values())
      d = Math.max(
        d,
        t.m.reduce((s, [, e]) => s + e, 0),
      );
    return d;
  }
  /** Coefficients low→high in v; null when another variable occurs. */
  univariate(v: string): Rat[] | null {
    const deg = this.degreeIn(v);
    const out: Rat[] = Array.from({ length: deg + 1 }, () => Rat.ZERO);
    for (const t of this.terms.values()) {
      if (t.m.some(([w]) => w !== v)) return null;
      const e = t.m.length ? t.m[0][1] : 0;
      out[e] = out[e].add(t.c);
    }
    return out;
  }
  equals(o: MPoly): boolean {
    return this.sub(o).isZero();
  }
  evalAt(env: Record<string, Rat>): Rat | null {
    let s = Rat.ZERO;
    for (const t of this.terms.values()) {
      let p = t.c;
      for (const [v, e] of t.m) {
        const x = env[v];
        if (!x) return null;
        p = p.mul(x.pow(e));
      }
      s = s.add(p);
    }
    return s;
  }
  /** Terms sorted by total degree, then variable order (x before y), highest first. */
  sortedTerms(order?: string[]): Term[] {
    const vs = order ?? this.vars();
    const key = (t: Term) => vs.map((v) => t.m.find(([w]) => w === v)?.[1] ?? 0);
    const deg = (t: Term) => t.m.reduce((s, [, e]) => s + e, 0);
    return [...this.terms.values()].sort((a, b) => {
      if (deg(a) !== deg(b)) return deg(b) - deg(a);
      const ka = key(a);
      const kb = key(b);
      for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return kb[i] - ka[i];
      return 0;
    });
  }
  toNode(order?: string[]): Node {
    if (this.isZero()) return num(0);
    const terms = this.sortedTerms(order).map((t) =>
      mul(num(t.c), ...t.m.map(([v, e]) => (e === 1 ? variable(v) : pow(variable(v), num(e))))),
    );
    return add(...terms);
  }
}

/** Expands an expression into a polynomial; null when it is not one (roots, functions, division by a variable). */
export function toPoly(n: Node): MPoly | null {
  switch (n.k) {
    case 'num':
      return MPoly.constant(n.v);
    case 'var':
      return MPoly.variable(n.name);
    case 'add': {
      let s = MPoly.constant(Rat.ZERO);
      for (const a of n.args) {
        const p = toPoly(a);
        if (!p) return null;
        s = s.add(p);
      }
      return s;
    }
    case 'mul': {
      let s = MPoly.constant(Rat.ONE);
      for (const a of n.args) {
        const p = toPoly(a);
        if (!p) return null;
        s = s.mul(p);
      }
      return s;
    }
    case 'neg': {
      const p = toPoly(n.arg);
      return p ? p.scale(Rat.of(-1)) : null;
    }
    case 'div': {
      const p = toPoly(n.num);
      const q = toPoly(n.den)?.constantValue();
      if (!p || !q || q.isZero()) return null;
      return p.scale(q.inv());
    }
    case 'pow': {
      if (n.exp.k !== 'num' || !n.exp.v.isInteger() || n.exp.v.sign() < 0) return null;
      const k = Number(n.exp.v.n);
      const b = toPoly(n.base);
      if (!b || k > MAX_DEGREE) return null;
      return b.pow(k);
    }
    default:
      return null;
  }
}

export interface RationalFn {
  num: MPoly;
  den: MPoly;
}

/** Writes an expression as P/Q with polynomials P, Q; null when it has roots, logs, etc. */
export function toRationalFn(n: Node): RationalFn | null {
  const one = MPoly.constant(Rat.ONE);
  switch (n.k) {
    case 'add': {
      let acc: RationalFn = { num: MPoly.constant(Rat.ZERO), den: one };
      for (const a of n.args) {
        const r = toRationalFn(a);
        if (!r) return null;
        acc = acc.den.equals(r.den)
          ? { num: acc.num.add(r.num), den: acc.den }
          : { num: acc.num.mul(r.den).add(r.num.mul(acc.den)), den: acc.den.mul(r.den) };
      }
      return acc;
    }
    case 'mul': {
      let acc: RationalFn = { num: one, den: one };
      for (const a of n.args) {
        const r = toRationalFn(a);
        if (!r) return null;
        acc = { num: acc.num.mul(r.num), den: acc.den.mul(r.den) };
      }
      return acc;
    }
    case 'neg': {
      const r = toRationalFn(n.arg);
      return r ? { num: r.num.scale(Rat.of(-1)), den: r.den } : null;
    }
    case 'div': {
      const a = toRationalFn(n.num);
      const b = toRationalFn(n.den);
      if (!a || !b || b.num.isZero()) return null;
      return { num: a.num.mul(b.den), den: a.den.mul(b.num) };
    }
    case 'pow': {
      if (n.exp.k !== 'num' || !n.exp.v.isInteger()) return null;
      const k = Number(n.exp.v.n);
      if (Math.abs(k) > MAX_DEGREE) return null;
      const b = toRationalFn(n.base);
      if (!b) return null;
      if (k >= 0) return { num: b.num.pow(k), den: b.den.pow(k) };
      if (b.num.isZero()) return null;
      return { num: b.den.pow(-k), den: b.num.pow(-k) };
    }
    default: {
      const p = toPoly(n);
      return p ? { num: p, den: one } : null;
    }
  }
}
