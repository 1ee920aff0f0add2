import { div, mul, type Node, num, sqrt } from '../expression/ast';
import { Rat, squareFactor } from '../expression/rational';

/** a + b·√r with r > 1 square-free (or b = 0): exact arithmetic for quadratic roots. */
export class Surd {
  constructor(
    readonly a: Rat,
    readonly b: Rat,
    readonly r: bigint,
  ) {}

  static rat(a: Rat): Surd {
    return new Surd(a, Rat.ZERO, 1n);
  }

  /** p + q·√m for any integer m ≥ 0, pulled into canonical form. */
  static make(p: Rat, q: Rat, m: bigint): Surd {
    if (m < 0n) throw new RangeError('负数不能开平方');
    const [k, rest] = squareFactor(m);
    if (rest === 1n || q.isZero()) return Surd.rat(p.add(q.mul(Rat.of(k))));
    return new Surd(p, q.mul(Rat.of(k)), rest);
  }

  private compatible(o: Surd): bigint {
    if (this.b.isZero()) return o.r;
    if (o.b.isZero() || o.r === this.r) return this.r;
    throw new RangeError('不同根式');
  }
  add(o: Surd): Surd {
    return new Surd(this.a.add(o.a), this.b.add(o.b), this.compatible(o));
  }
  mul(o: Surd): Surd {
    const r = this.compatible(o);
    return new Surd(this.a.mul(o.a).add(this.b.mul(o.b).mul(Rat.of(r))), this.a.mul(o.b).add(this.b.mul(o.a)), r);
  }
  isZero(): boolean {
    return this.a.isZero() && this.b.isZero();
  }
  isRational(): boolean {
    return this.b.isZero();
  }
  toNumber(): number {
    return this.a.toNumber() + this.b.toNumber() * Math.sqrt(Number(this.r));
  }

  /** Textbook form: (p ± q√r)/d with integers, e.g. \frac{5+\sqrt{13}}{2}. */
  toNode(): Node {
    if (this.b.isZero()) return num(this.a);
    const d = lcmDen(this.a, this.b);
    const p = this.a.mul(Rat.of(d));
    const q = this.b.mul(Rat.of(d));
    const root = q.isOne() ? sqrt(num(this.r)) : mul(num(q), sqrt(num(this.r)));
    const top: Node = p.isZero() ? root : { k: 'add', args: [num(p), root] };
    return d === 1n ? top : div(top, num(d));
  }
}

function lcmDen(a: Rat, b: Rat): bigint {
  const g = (x: bigint, y: bigint): bigint => (y ? g(y, x % y) : x);
  return (a.d / g(a.d, b.d)) * b.d;
}

/** Evaluates a polynomial (coefficients low→high) at a surd exactly. */
export function evalPolySurd(p: Rat[], x: Surd): Surd {
  let s = Surd.rat(Rat.ZERO);
  for (let i = p.length - 1; i >= 0; i--) s = s.mul(x).add(Surd.rat(p[i]));
  return s;
}
