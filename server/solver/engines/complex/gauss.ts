import { head, type MJ, unwrap } from '../../math/expression/mathjson';
import { Rat } from '../../math/expression/rational';

/** a + bi with rational a, b: exact complex arithmetic for textbook complex numbers. */
export class Gauss {
  constructor(
    readonly re: Rat,
    readonly im: Rat,
  ) {}
  static of(re: Rat, im: Rat = Rat.ZERO): Gauss {
    return new Gauss(re, im);
  }
  static readonly ZERO = new Gauss(Rat.ZERO, Rat.ZERO);
  static readonly ONE = new Gauss(Rat.ONE, Rat.ZERO);
  static readonly I = new Gauss(Rat.ZERO, Rat.ONE);
  add(o: Gauss): Gauss {
    return new Gauss(this.re.add(o.re), this.im.add(o.im));
  }
  sub(o: Gauss): Gauss {
    return new Gauss(this.re.sub(o.re), this.im.sub(o.im));
  }
  mul(o: Gauss): Gauss {
    return new Gauss(this.re.mul(o.re).sub(this.im.mul(o.im)), this.re.mul(o.im).add(this.im.mul(o.re)));
  }
  conj(): Gauss {
    return new Gauss(this.re, this.im.neg());
  }
  norm(): Rat {
    return this.re.mul(this.re).add(this.im.mul(this.im));
  }
  isZero(): boolean {
    return this.re.isZero() && this.im.isZero();
  }
  div(o: Gauss): Gauss {
    const n = o.norm();
    if (n.isZero()) throw new RangeError('除数为零');
    const t = this.mul(o.conj());
    return new Gauss(t.re.div(n), t.im.div(n));
  }
  neg(): Gauss {
    return new Gauss(this.re.neg(), this.im.neg());
  }
  pow(k: number): Gauss {
    if (!Number.isInteger(k) || Math.abs(k) > 4096) throw new RangeError('指数过大');
    let r: Gauss = Gauss.ONE;
    let b: Gauss = k < 0 ? Gauss.ONE.div(this) : this;
    let e = Math.abs(k);
    while (e > 0) {
      if (e & 1) r = r.mul(b);
      b = b.mul(b);
      e >>= 1;
    }
    return r;
  }
  latex(): string {
    return complexLatex(this.re, this.im);
  }
}

/** "1-2i", "-\frac{1}{2}+\frac{3}{2}i", "i", "-i", "3". */
export function complexLatex(re: Rat, im: Rat): string {
  if (im.isZero()) return re.toLatex();
  const abs = im.abs();
  const imPart = abs.isOne() ? 'i' : `${abs.toLatex()}i`;
  if (re.isZero()) return im.sign() < 0 ? `-${imPart}` : imPart;
  return `${re.toLatex()}${im.sign() < 0 ? '-' : '+'}${imPart}`;
}

/** Float complex numbers, for the independent check. */
export interface CF {
  re: number;
  im: number;
}
export const cf = {
  add: (a: CF, b: CF): CF => ({ re: a.re + b.re, im: a.im + b.im }),
  sub: (a: CF, b: CF): CF => ({ re: a.re - b.re, im: a.im - b.im }),
  mul: (a: CF, b: CF): CF => ({ re: a.re * b.re - a.im * b.im, im: a.re * b.im + a.im * b.re }),
  div: (a: CF, b: CF): CF => {
    const n = b.re * b.re + b.im * b.im;
    return { re: (a.re * b.re + a.im * b.im) / n, im: (a.im * b.re - a.re * b.im) / n };
  },
};

/**
 * An expression linear in an unknown z and its conjugate: p·z + r·z̄ + q.
 * Products of two non-constant parts, or division by one, are not linear (thrown).
 */
export class Lin {
  constructor(
    readonly p: Gauss,
    readonly r: Gauss,
    readonly q: Gauss,
  ) {}
  static c(q: Gauss): Lin {
    return new Lin(Gauss.ZERO, Gauss.ZERO, q);
  }
  isConst(): boolean {
    return this.p.isZero() && this.r.isZero();
  }
  add(o: Lin): Lin {
    return new Lin(this.p.add(o.p), this.r.add(o.r), this.q.add(o.q));
  }
  sub(o: Lin): Lin {
    return new Lin(this.p.sub(o.p), this.r.sub(o.r), this.q.sub(o.q));
  }
  scale(k: Gauss): Lin {
    return new Lin(this.p.mul(k), this.r.mul(k), this.q.mul(k));
  }
  mul(o: Lin): Lin {
    if (this.isConst()) return o.scale(this.q);
    if (o.isConst()) return this.scale(o.q);
    throw new RangeError('非线性');
  }
  div(o: Lin): Lin {
    if (!o.isConst()) throw new RangeError('非线性');
    return this.scale(Gauss.ONE.div(o.q));
  }
}

function ratOf(j: MJ): Rat | null {
  if (typeof j === 'number') return Number.isInteger(j) ? Rat.of(j) : Rat.fromNumber(j);
  if (j && typeof j === 'object' && !Array.isArray(j) && 'num' in j) return Rat.parseDecimal(j.num);
  return null;
}

const isConj = (j: MJ) => Array.isArray(j) && (j[0] === 'Conjugate' || j[0] === 'Mean' || j[0] === 'OverBar') && j.length === 2;

/** Evaluates MathJSON over Gaussian rationals, linear in the unknown `z` (and z̄); throws on anything else. */
export function evalLin(j0: MJ, z: string | null): Lin {
  const j = unwrap(j0);
  const r = ratOf(j);
  if (r) return Lin.c(Gauss.of(r));
  if (typeof j === 'string') {
    if (j === 'i' || j === 'ImaginaryUnit') return Lin.c(Gauss.I);
    if (j === 'Half') return Lin.c(Gauss.of(Rat.of(1, 2)));
    if (z && j === z) return new Lin(Gauss.ONE, Gauss.ZERO, Gauss.ZERO);
    throw new RangeError(`未知量 ${j}`);
  }
  if (!Array.isArray(j)) throw new RangeError('无法识别');
  if (isConj(j)) {
    const inner = unwrap(j[1]);
    if (z && inner === z) return new Lin(Gauss.ZERO, Gauss.ONE, Gauss.ZERO);
    const v = evalLin(inner, z);
    if (!v.isConst()) throw new RangeError('非线性');
    return Lin.c(v.q.conj());
  }
  const h = head(j);
  const args = j.slice(1) as MJ[];
  switch (h) {
    case 'Add':
      return args.map((a) => evalLin(a, z)).reduce((a, b) => a.add(b));
    case 'Subtract':
      if (args.length === 1) return Lin.c(Gauss.ZERO).sub(evalLin(args[0], z));
      return args.map((a) => evalLin(a, z)).reduce((a, b) => a.sub(b));
    case 'Negate':
      return Lin.c(Gauss.ZERO).sub(evalLin(args[0], z));
    case 'Multiply':
    case 'InvisibleOperator':
      return args.map((a) => evalLin(a, z)).reduce((a, b) => a.mul(b));
    case 'Divide':
    case 'Rational':
      return evalLin(args[0], z).div(evalLin(args[1], z));
    case 'Complex': {
      const a = ratOf(args[0]);
      const b = ratOf(args[1]);
      if (!a || !b) throw new RangeError('复数');
      return Lin.c(Gauss.of(a, b));
    }
    case 'Abs': {
      const v = evalLin(args[0], z);
      if (!v.isConst()) throw new RangeError('模');
      const n = v.q.norm();
      const root = (x: bigint): bigint | null => {
        if (x < 0n) return null;
        let r = BigInt(Math.round(Math.sqrt(Number(x))));
        while (r * r > x) r--;
        while ((r + 1n) * (r + 1n) <= x) r++;
        return r * r === x ? r : null;
      };
      const a = root(n.n);
      const b = root(n.d);
      if (a === null || b === null) throw new RangeError('模不是有理数');
      return Lin.c(Gauss.of(Rat.of(a, b)));
    }
    case 'Power':
    case 'Square': {
      const base = evalLin(args[0], z);
      const e = h === 'Square' ? Rat.of(2) : ratOf(unwrap(args[1]));
      if (!e?.isInteger() || !base.isConst()) throw new RangeError('幂');
      return Lin.c(base.q.pow(Number(e.n)));
    }
    default:
      throw new RangeError(`运算 ${h}`);
  }
}

/** Float evaluation with z = value (independent of the exact arithmetic above). */
export function evalFloat(j0: MJ, z: string | null, zv: CF): CF {
  const j = unwrap(j0);
  if (typeof j === 'number') return { re: j, im: 0 };
  if (j && typeof j === 'object' && !Array.isArray(j)) return { re: Number(j.num), im: 0 };
  if (typeof j === 'string') {
    if (j === 'i' || j === 'ImaginaryUnit') return { re: 0, im: 1 };
    if (j === 'Half') return { re: 0.5, im: 0 };
    if (z && j === z) return zv;
    throw new RangeError('未知量');
  }
  if (isConj(j)) {
    const v = evalFloat(j[1], z, zv);
    return { re: v.re, im: -v.im };
  }
  const h = head(j);
  const args = j.slice(1) as MJ[];
  const ev = (a: MJ) => evalFloat(a, z, zv);
  switch (h) {
    case 'Add':
      return args.map(ev).reduce(cf.add);
    case 'Subtract':
      return args.length === 1 ? cf.sub({ re: 0, im: 0 }, ev(args[0])) : args.map(ev).reduce(cf.sub);
    case 'Negate':
      return cf.sub({ re: 0, im: 0 }, ev(args[0]));
    case 'Multiply':
    case 'InvisibleOperator':
      return args.map(ev).reduce(cf.mul);
    case 'Divide':
    case 'Rational':
      return cf.div(ev(args[0]), ev(args[1]));
    case 'Complex':
      return { re: Number(args[0]), im: Number(args[1]) };
    case 'Abs': {
      const v = ev(args[0]);
      return { re: Math.hypot(v.re, v.im), im: 0 };
    }
    case 'Power':
    case 'Square': {
      const b = ev(args[0]);
      const e = h === 'Square' ? 2 : ev(args[1]).re;
      // polar form: an independent route from repeated multiplication
      const m = Math.hypot(b.re, b.im) ** e;
      const t = Math.atan2(b.im, b.re) * e;
      return { re: m * Math.cos(t), im: m * Math.sin(t) };
    }
    default:
      throw new RangeError('运算');
  }
}

/** k·a + c written as a step prints it: 「\frac{1}{2}a-2」, 「-a」, 「3」. */
export function linearLatex(k: Rat, c: Rat, a: string): string {
  const kk = k.isZero() ? '' : k.isOne() ? a : k.eq(Rat.of(-1)) ? `-${a}` : `${k.toLatex()}${a}`;
  if (!kk) return c.toLatex();
  if (c.isZero()) return kk;
  return `${kk}${c.sign() < 0 ? '' : '+'}${c.toLatex()}`;
}
