import { head, type MJ, unwrap } from '../../math/expression/mathjson';
import { Rat } from '../../math/expression/rational';
import { constRat, ratOf, readAngle, sinCosPi } from './exact';
import { Radicals } from './radicals';

/**
 * The same expressions as evalExact (sin/cos/tan of k·α + q·π, sums, products, quotients, powers), in the
 * field with several radicals: sin α = 2√5/5 with cos(π/4) = √2/2 gives √10. Throws on anything else.
 */
export function evalRadicals(j0: MJ, v: string, s: Radicals, c: Radicals): Radicals {
  const j = unwrap(j0);
  const r = ratOf(j);
  if (r) return Radicals.rat(r);
  const args = (Array.isArray(j) ? j.slice(1) : []) as MJ[];
  const ev = (a: MJ) => evalRadicals(a, v, s, c);
  const h = head(j);
  switch (h) {
    case 'Add':
      return args.map(ev).reduce((a, b) => a.add(b));
    case 'Subtract':
      return args.length === 1 ? ev(args[0]).neg() : args.map(ev).reduce((a, b) => a.sub(b));
    case 'Negate':
      return ev(args[0]).neg();
    case 'Multiply':
    case 'InvisibleOperator':
      return args.map(ev).reduce((a, b) => a.mul(b));
    case 'Divide':
    case 'Rational':
      return ev(args[0]).div(ev(args[1]));
    case 'Sqrt': {
      const x = ev(args[0]);
      if (!x.isRational() || x.rational().sign() < 0) throw new RangeError('根号');
      const q = x.rational();
      // √(n/d) = √(n·d)/d
      return Radicals.fromSurdParts(Rat.of(1n, q.d), q.n * q.d);
    }
    case 'Power':
    case 'Square': {
      const e = h === 'Square' ? Rat.of(2) : constRat(args[1]);
      if (!e?.isInteger() || e.n > 12n || e.n < -12n) throw new RangeError('幂');
      const b = ev(args[0]);
      let out = Radicals.rat(Rat.ONE);
      for (let i = 0n; i < (e.n < 0n ? -e.n : e.n); i++) out = out.mul(b);
      return e.n < 0n ? out.inv() : out;
    }
    case 'Sin':
    case 'Cos':
    case 'Tan':
    case 'Cot': {
      const a = readAngle(args[0], v);
      if (!a.k.isInteger() || a.k.n > 6n || a.k.n < -6n) throw new RangeError('倍角');
      const n = Number(a.k.n);
      // sin/cos of n·α by the sum formula, one α at a time
      let ks = Radicals.rat(Rat.ZERO);
      let kc = Radicals.rat(Rat.ONE);
      for (let i = 0; i < Math.abs(n); i++) [ks, kc] = [ks.mul(c).add(kc.mul(s)), kc.mul(c).sub(ks.mul(s))];
      if (n < 0) ks = ks.neg();
      const p = sinCosPi(a.q);
      const ps = Radicals.fromSurd(p.sin);
      const pc = Radicals.fromSurd(p.cos);
      const sin = ks.mul(pc).add(kc.mul(ps));
      const cos = kc.mul(pc).sub(ks.mul(ps));
      if (h === 'Sin') return sin;
      if (h === 'Cos') return cos;
      return h === 'Tan' ? sin.div(cos) : cos.div(sin);
    }
    default:
      throw new RangeError('运算');
  }
}
