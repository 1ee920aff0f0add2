import type { Node } from '../expression/ast';
import { Rat } from '../expression/rational';
import { Surd } from './surd';

/**
 * The exact value a + b·√r of a constant built from rationals and square roots of rationals with +, −, ×, ÷
 * and whole powers, when one radicand is enough; null otherwise (two radicands, other functions, a zero divisor).
 * (√3 − 1)(√3 + 1)/8 is 1/4; √2·√6 is 2√3.
 */
export function surdValue(n: Node): Surd | null {
  try {
    return value(n);
  } catch {
    return null;
  }
}

function value(n: Node): Surd | null {
  switch (n.k) {
    case 'num':
      return Surd.rat(n.v);
    case 'neg': {
      const a = value(n.arg);
      return a?.mul(Surd.rat(Rat.of(-1))) ?? null;
    }
    case 'add':
      return n.args.reduce<Surd | null>((acc, t) => {
        const v = acc && value(t);
        return acc && v ? acc.add(v) : null;
      }, Surd.rat(Rat.ZERO));
    case 'mul':
      return n.args.reduce<Surd | null>(
        (acc, t) => {
          const v = acc && value(t);
          return acc && v ? product(acc, v) : null;
        },
        Surd.rat(Rat.of(1)),
      );
    case 'div': {
      const a = value(n.num);
      const b = value(n.den);
      return a && b ? quotient(a, b) : null;
    }
    case 'pow': {
      const base = value(n.base);
      if (!base || n.exp.k !== 'num' || !n.exp.v.isInteger()) return null;
      const k = Number(n.exp.v.n);
      if (Math.abs(k) > 12) return null;
      let out = Surd.rat(Rat.of(1));
      for (let i = 0; i < Math.abs(k); i++) out = out.mul(base);
      return k < 0 ? quotient(Surd.rat(Rat.of(1)), out) : out;
    }
    case 'root': {
      if (n.index !== 2) return null;
      // √((2 − √2)(2 + √2)) is √2: a radicand built of surds may still be rational
      const inner = n.arg.k === 'num' ? Surd.rat(n.arg.v) : value(n.arg);
      if (!inner?.isRational() || inner.a.sign() < 0) return null;
      // √(p/q) = √(p·q)/q
      const { n: p, d: q } = inner.a;
      return Surd.make(Rat.ZERO, Rat.of(1n, q), p * q);
    }
    default:
      return null;
  }
}

/** a·b; two pure roots of different radicands multiply under one root (√2·√6 = √12 = 2√3). */
function product(a: Surd, b: Surd): Surd {
  if (a.r !== b.r && a.a.isZero() && b.a.isZero() && !a.b.isZero() && !b.b.isZero()) return Surd.make(Rat.ZERO, a.b.mul(b.b), a.r * b.r);
  return a.mul(b);
}

/** a / b through the conjugate: (a)(b̄) / (b·b̄), the denominator rational. */
function quotient(a: Surd, b: Surd): Surd | null {
  const conj = new Surd(b.a, b.b.neg(), b.r);
  const den = b.mul(conj);
  if (!den.isRational() || den.a.isZero()) return null;
  const top = a.mul(conj);
  const inv = den.a.inv();
  return new Surd(top.a.mul(inv), top.b.mul(inv), top.r);
}
