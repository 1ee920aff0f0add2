import type { Node } from '../expression/ast';
import { Rat } from '../expression/rational';

/** Exact rational value of an expression built from + − × ÷, integer powers and factorials; null otherwise. */
export function evalExact(n: Node, env: Record<string, Rat> = {}): Rat | null {
  switch (n.k) {
    case 'num':
      return n.v;
    case 'var':
      return env[n.name] ?? null;
    case 'add': {
      let s = Rat.ZERO;
      for (const a of n.args) {
        const x = evalExact(a, env);
        if (!x) return null;
        s = s.add(x);
      }
      return s;
    }
    case 'mul': {
      let s = Rat.ONE;
      for (const a of n.args) {
        const x = evalExact(a, env);
        if (!x) return null;
        s = s.mul(x);
      }
      return s;
    }
    case 'neg': {
      const x = evalExact(n.arg, env);
      return x ? x.neg() : null;
    }
    case 'div': {
      const a = evalExact(n.num, env);
      const b = evalExact(n.den, env);
      return a && b && !b.isZero() ? a.div(b) : null;
    }
    case 'pow': {
      const b = evalExact(n.base, env);
      const e = evalExact(n.exp, env);
      if (!b || !e?.isInteger() || e.abs().cmp(Rat.of(4096)) > 0) return null;
      if (b.isZero() && e.sign() <= 0) return null;
      if (b.abs().cmp(Rat.ONE) > 0 && Number(e.n) * Math.log2(Math.max(2, Number(b.abs().n))) > 20000) return null;
      return b.pow(Number(e.n));
    }
    case 'fact': {
      const x = evalExact(n.arg, env);
      if (!x?.isInteger() || x.sign() < 0 || x.n > 1000n) return null;
      let r = 1n;
      for (let i = 2n; i <= x.n; i++) r *= i;
      return Rat.of(r);
    }
    default:
      return null;
  }
}
