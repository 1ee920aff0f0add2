import { toLatex } from '../../math/write/latex';
import { head, type MJ, unwrap } from '../../math/expression/mathjson';
import { Rat } from '../../math/expression/rational';
import { Surd } from '../../math/numbers/surd';

/** Exact numbers p + q√r (one radical at a time; mixing radicals throws and the caller refuses). */
export const S = {
  rat: (r: Rat) => Surd.rat(r),
  int: (n: number) => Surd.rat(Rat.of(n)),
  neg: (a: Surd) => a.mul(Surd.rat(Rat.of(-1))),
  sub: (a: Surd, b: Surd) => a.add(b.mul(Surd.rat(Rat.of(-1)))),
  inv(a: Surd): Surd {
    const n = a.a.mul(a.a).sub(a.b.mul(a.b).mul(Rat.of(a.r)));
    if (n.isZero()) throw new RangeError('除数为零');
    return new Surd(a.a.div(n), a.b.neg().div(n), a.r);
  },
  div: (a: Surd, b: Surd) => a.mul(S.inv(b)),
  eq: (a: Surd, b: Surd) => S.sub(a, b).isZero(),
  /** √x for rational x ≥ 0 (exact). */
  sqrt(x: Rat): Surd {
    if (x.sign() < 0) throw new RangeError('负数开方');
    return Surd.make(Rat.ZERO, Rat.of(1n, x.d), x.n * x.d);
  },
  /** x² when it is rational (x = p or q√r), else null. */
  square(x: Surd): Rat | null {
    if (x.b.isZero()) return x.a.mul(x.a);
    if (x.a.isZero()) return x.b.mul(x.b).mul(Rat.of(x.r));
    return null;
  },
  /** Textbook form; a value whose every term is negative keeps its minus before the fraction, as Radicals.latex does. */
  latex: (x: Surd): string => {
    const node = x.toNode();
    if (node.k !== 'div' || x.b.sign() > 0 || x.a.sign() > 0) return toLatex(node);
    return `-${toLatex(new Surd(x.a.neg(), x.b.neg(), x.r).toNode())}`;
  },
  sign: (x: Surd) => Math.sign(x.toNumber()),
};

/** An angle k·α + q·π (q from degrees too). */
export interface Angle {
  k: Rat;
  q: Rat;
}

export function ratOf(j: MJ): Rat | null {
  if (typeof j === 'number') return Number.isInteger(j) ? Rat.of(j) : Rat.fromNumber(j);
  if (j && typeof j === 'object' && !Array.isArray(j) && 'num' in j) return Rat.parseDecimal(j.num);
  if (j === 'Half') return Rat.of(1, 2);
  return null;
}

/** Reads an angle linear in the variable v (null v: a constant angle). Throws when it is not one. */
export function readAngle(j0: MJ, v: string | null): Angle {
  const j = unwrap(j0);
  const r = ratOf(j);
  if (r) return { k: Rat.ZERO, q: radiansOnly(r) };
  if (j === 'Pi') return { k: Rat.ZERO, q: Rat.ONE };
  if (v && j === v) return { k: Rat.ONE, q: Rat.ZERO };
  const h = head(j);
  const args = (Array.isArray(j) ? j.slice(1) : []) as MJ[];
  switch (h) {
    case 'Degrees': {
      const d = ratOf(unwrap(args[0]));
      if (!d) throw new RangeError('角度');
      return { k: Rat.ZERO, q: d.div(Rat.of(180)) };
    }
    case 'Add':
      return args.map((a) => readAngle(a, v)).reduce((a, b) => ({ k: a.k.add(b.k), q: a.q.add(b.q) }));
    case 'Subtract': {
      const xs = args.map((a) => readAngle(a, v));
      if (xs.length === 1) return { k: xs[0].k.neg(), q: xs[0].q.neg() };
      return xs.reduce((a, b) => ({ k: a.k.sub(b.k), q: a.q.sub(b.q) }));
    }
    case 'Negate': {
      const a = readAngle(args[0], v);
      return { k: a.k.neg(), q: a.q.neg() };
    }
    case 'Multiply':
    case 'InvisibleOperator': {
      let c = Rat.ONE;
      let lin: Angle | null = null;
      for (const a of args) {
        const n = constRat(a);
        if (n) c = c.mul(n);
        else {
          if (lin) throw new RangeError('非线性');
          lin = readAngle(a, v);
        }
      }
      if (!lin) throw new RangeError('纯数');
      return { k: lin.k.mul(c), q: lin.q.mul(c) };
    }
    case 'Divide':
    case 'Rational': {
      const d = constRat(args[1]);
      if (!d || d.isZero()) throw new RangeError('除法');
      const a = readAngle(args[0], v);
      return { k: a.k.div(d), q: a.q.div(d) };
    }
    default:
      throw new RangeError('角');
  }
}

/** A plain number as an angle is radians: only 0 is usable exactly. */
function radiansOnly(r: Rat): Rat {
  if (!r.isZero()) throw new RangeError('弧度数值');
  return Rat.ZERO;
}

export function constRat(j0: MJ): Rat | null {
  const j = unwrap(j0);
  const r = ratOf(j);
  if (r) return r;
  if (Array.isArray(j) && (j[0] === 'Divide' || j[0] === 'Rational')) {
    const a = constRat(j[1]);
    const b = constRat(j[2]);
    return a && b && !b.isZero() ? a.div(b) : null;
  }
  if (Array.isArray(j) && j[0] === 'Negate') {
    const a = constRat(j[1]);
    return a ? a.neg() : null;
  }
  return null;
}

/** sin and cos of q·π exactly, for q a multiple of 1/4 or 1/6. */
export function sinCosPi(q: Rat): { sin: Surd; cos: Surd } {
  const twelfths = q.mul(Rat.of(12));
  if (!twelfths.isInteger()) throw new RangeError('非特殊角');
  const t = Number(((twelfths.n % 24n) + 24n) % 24n);
  if (t % 2 !== 0 && t % 3 !== 0) throw new RangeError('非特殊角');
  const half = Rat.of(1, 2);
  const table: Record<number, Surd> = {
    0: S.int(0),
    2: S.rat(half),
    3: new Surd(Rat.ZERO, half, 2n),
    4: new Surd(Rat.ZERO, half, 3n),
    6: S.int(1),
  };
  const sinT = (u: number): Surd => {
    const w = ((u % 24) + 24) % 24;
    if (w <= 6) return table[w];
    if (w <= 12) return table[12 - w];
    return S.neg(sinT(w - 12));
  };
  return { sin: sinT(t), cos: sinT(6 - t) };
}

/** sin/cos of n·α from sin α, cos α (|n| ≤ 6). */
export function multiple(n: number, s: Surd, c: Surd): { sin: Surd; cos: Surd } {
  if (!Number.isInteger(n) || Math.abs(n) > 6) throw new RangeError('倍角');
  let sin = S.int(0);
  let cos = S.int(1);
  for (let i = 0; i < Math.abs(n); i++) {
    const ns = sin.mul(c).add(cos.mul(s));
    const nc = S.sub(cos.mul(c), sin.mul(s));
    sin = ns;
    cos = nc;
  }
  return n < 0 ? { sin: S.neg(sin), cos } : { sin, cos };
}

/** Evaluates an expression in sin/cos/tan of angles k·α + q·π exactly, given sin α and cos α. */
export function evalExact(j0: MJ, v: string | null, s: Surd | null, c: Surd | null): Surd {
  const j = unwrap(j0);
  const r = ratOf(j);
  if (r) return S.rat(r);
  const h = head(j);
  const args = (Array.isArray(j) ? j.slice(1) : []) as MJ[];
  const ev = (a: MJ) => evalExact(a, v, s, c);
  switch (h) {
    case 'Add':
      return args.map(ev).reduce((a, b) => a.add(b));
    case 'Subtract':
      return args.length === 1 ? S.neg(ev(args[0])) : args.map(ev).reduce((a, b) => S.sub(a, b));
    case 'Negate':
      return S.neg(ev(args[0]));
    case 'Multiply':
    case 'InvisibleOperator':
      return args.map(ev).reduce((a, b) => a.mul(b));
    case 'Divide':
    case 'Rational':
      return S.div(ev(args[0]), ev(args[1]));
    case 'Sqrt': {
      const x = ev(args[0]);
      if (!x.isRational()) throw new RangeError('根号');
      return S.sqrt(x.a);
    }
    case 'Power':
    case 'Square': {
      const e = h === 'Square' ? Rat.of(2) : constRat(args[1]);
      if (!e?.isInteger() || e.n > 12n || e.n < -12n) throw new RangeError('幂');
      const b = ev(args[0]);
      let out = S.int(1);
      for (let i = 0n; i < (e.n < 0n ? -e.n : e.n); i++) out = out.mul(b);
      return e.n < 0n ? S.inv(out) : out;
    }
    case 'Sin':
    case 'Cos':
    case 'Tan':
    case 'Cot': {
      const a = readAngle(args[0], v);
      let ks = S.int(0);
      let kc = S.int(1);
      if (!a.k.isZero()) {
        if (!s || !c || !a.k.isInteger()) throw new RangeError('角');
        const m = multiple(Number(a.k.n), s, c);
        ks = m.sin;
        kc = m.cos;
      }
      const p = sinCosPi(a.q);
      if (h === 'Tan' && !a.q.isZero() && !p.cos.isZero() && !kc.isZero()) {
        // tan(x + y) = (tan x + tan y)/(1 − tan x tan y): keeps the radicals of x and y apart
        const tx = S.div(ks, kc);
        const ty = S.div(p.sin, p.cos);
        return S.div(tx.add(ty), S.sub(S.int(1), tx.mul(ty)));
      }
      const sin = ks.mul(p.cos).add(kc.mul(p.sin));
      const cos = S.sub(kc.mul(p.cos), ks.mul(p.sin));
      if (h === 'Sin') return sin;
      if (h === 'Cos') return cos;
      return h === 'Tan' ? S.div(sin, cos) : S.div(cos, sin);
    }
    default:
      throw new RangeError('运算');
  }
}

/** Float evaluation (the independent check), with env giving the variables' values. */
export function evalFloat(j0: MJ, env: Record<string, number>): number {
  const j = unwrap(j0);
  const r = ratOf(j);
  if (r) return r.toNumber();
  if (typeof j === 'string') {
    if (j === 'Pi') return Math.PI;
    if (j in env) return env[j];
    throw new RangeError('未知量');
  }
  const h = head(j);
  const args = (Array.isArray(j) ? j.slice(1) : []) as MJ[];
  const ev = (a: MJ) => evalFloat(a, env);
  switch (h) {
    case 'Add':
      return args.map(ev).reduce((a, b) => a + b);
    case 'Subtract':
      return args.length === 1 ? -ev(args[0]) : args.map(ev).reduce((a, b) => a - b);
    case 'Negate':
      return -ev(args[0]);
    case 'Multiply':
    case 'InvisibleOperator':
      return args.map(ev).reduce((a, b) => a * b);
    case 'Divide':
    case 'Rational':
      return ev(args[0]) / ev(args[1]);
    case 'Sqrt':
      return Math.sqrt(ev(args[0]));
    case 'Power':
      return ev(args[0]) ** ev(args[1]);
    case 'Square':
      return ev(args[0]) ** 2;
    case 'Degrees':
      return (ev(args[0]) * Math.PI) / 180;
    case 'Sin':
      return Math.sin(ev(args[0]));
    case 'Cos':
      return Math.cos(ev(args[0]));
    case 'Tan':
      return Math.tan(ev(args[0]));
    case 'Cot':
      return 1 / Math.tan(ev(args[0]));
    default:
      throw new RangeError('运算');
  }
}
