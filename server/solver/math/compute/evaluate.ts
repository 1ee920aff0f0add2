import type { Node } from '../expression/ast';

export type Env = Record<string, number>;

/** Real-valued evaluation; NaN outside the domain (log of a negative, division by zero, ...). */
export function evaluate(n: Node, env: Env = {}): number {
  switch (n.k) {
    case 'num':
      return n.v.toNumber();
    case 'const':
      return n.name === 'pi' ? Math.PI : Math.E;
    case 'var': {
      const v = env[n.name];
      return v === undefined ? Number.NaN : v;
    }
    case 'add':
      return n.args.reduce((s, a) => s + evaluate(a, env), 0);
    case 'mul':
      return n.args.reduce((s, a) => s * evaluate(a, env), 1);
    case 'neg':
      return -evaluate(n.arg, env);
    case 'div': {
      const d = evaluate(n.den, env);
      return d === 0 ? Number.NaN : evaluate(n.num, env) / d;
    }
    case 'pow':
      return realPow(evaluate(n.base, env), n.exp, env);
    case 'fn':
      return applyFn(n.name, evaluate(n.arg, env));
    case 'log': {
      const b = evaluate(n.base, env);
      const x = evaluate(n.arg, env);
      if (!(b > 0) || b === 1 || !(x > 0)) return Number.NaN;
      return Math.log(x) / Math.log(b);
    }
    case 'root': {
      const x = evaluate(n.arg, env);
      if (x < 0) return n.index % 2 === 1 ? -(Math.abs(x) ** (1 / n.index)) : Number.NaN;
      return n.index === 2 ? Math.sqrt(x) : x ** (1 / n.index);
    }
    case 'fact': {
      const x = evaluate(n.arg, env);
      if (!Number.isInteger(x) || x < 0 || x > 170) return Number.NaN;
      let r = 1;
      for (let i = 2; i <= x; i++) r *= i;
      return r;
    }
  }
}

/** x^e over the reals: a negative base needs a rational exponent with odd denominator. */
function realPow(b: number, expNode: Node, env: Env): number {
  const e = evaluate(expNode, env);
  if (b === 0 && e <= 0) return Number.NaN;
  if (b >= 0 || Number.isInteger(e)) return b ** e;
  if (expNode.k === 'num' && expNode.v.d % 2n === 1n) {
    const mag = Math.abs(b) ** e;
    return expNode.v.n % 2n === 0n ? mag : -mag;
  }
  return Number.NaN;
}

function applyFn(name: string, x: number): number {
  switch (name) {
    case 'sin':
      return Math.sin(x);
    case 'cos':
      return Math.cos(x);
    case 'tan':
      return Math.abs(Math.cos(x)) < 1e-15 ? Number.NaN : Math.tan(x);
    case 'cot':
      return Math.abs(Math.sin(x)) < 1e-15 ? Number.NaN : 1 / Math.tan(x);
    case 'sec':
      return Math.abs(Math.cos(x)) < 1e-15 ? Number.NaN : 1 / Math.cos(x);
    case 'csc':
      return Math.abs(Math.sin(x)) < 1e-15 ? Number.NaN : 1 / Math.sin(x);
    case 'arcsin':
      return Math.asin(x);
    case 'arccos':
      return Math.acos(x);
    case 'arctan':
      return Math.atan(x);
    case 'ln':
      return x > 0 ? Math.log(x) : Number.NaN;
    case 'exp':
      return Math.exp(x);
    case 'abs':
      return Math.abs(x);
    default:
      return Number.NaN;
  }
}

/** Relative-or-absolute closeness used by every numeric check. */
export function close(a: number, b: number, tol = 1e-9): boolean {
  if (!Number.isFinite(a) || !Number.isFinite(b)) return a === b;
  return Math.abs(a - b) <= tol * Math.max(1, Math.abs(a), Math.abs(b));
}
