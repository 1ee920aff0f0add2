import { Rat } from '../expression/rational';

/**
 * A small exact reader for the formulas of 高中 conditions: numbers, named quantities (a_3, S_{10}, d, q),
 * + − × ÷, \frac, powers with small integer exponents, \sqrt (numeric evaluation only) and brackets.
 * Used by the sequence, counting and probability engines, which evaluate conditions with exact rationals.
 */
export type RNode =
  | { k: 'num'; v: Rat }
  | { k: 'var'; name: string }
  | { k: 'add'; a: RNode; b: RNode }
  | { k: 'sub'; a: RNode; b: RNode }
  | { k: 'mul'; a: RNode; b: RNode }
  | { k: 'div'; a: RNode; b: RNode }
  | { k: 'neg'; a: RNode }
  | { k: 'pow'; a: RNode; e: number }
  | { k: 'sqrt'; a: RNode };

/** Removes LaTeX decorations that do not change a formula's meaning. */
export function cleanLatex(s: string): string {
  return s
    .normalize('NFKC')
    .replace(/\\left|\\right|\\displaystyle|\\,|\\;|\\!|\\quad|\\qquad/g, ' ')
    .replace(/\\[dt]frac/g, '\\frac')
    .replace(/\\(?:mathrm|mathit|text|boldsymbol|mathbf)\s*\{([^{}]*)\}/g, '$1')
    .replace(/\\cdot|\\times|·|⋅|×|\\bullet/g, '*')
    .replace(/\\div|÷/g, '/')
    .replace(/−/g, '-');
}

const MAX_EXP = 60;

class Reader {
  i = 0;
  constructor(readonly s: string) {}
  peek(): string {
    while (this.s[this.i] === ' ') this.i++;
    return this.s[this.i] ?? '';
  }
  eat(c: string): boolean {
    if (this.peek() === c) {
      this.i++;
      return true;
    }
    return false;
  }
  startsWith(t: string): boolean {
    this.peek();
    return this.s.startsWith(t, this.i);
  }
}

function parseExpr(r: Reader): RNode | null {
  let left = parseTerm(r);
  if (!left) return null;
  for (;;) {
    if (r.eat('+')) {
      const b = parseTerm(r);
      if (!b) return null;
      left = { k: 'add', a: left, b };
    } else if (r.eat('-')) {
      const b = parseTerm(r);
      if (!b) return null;
      left = { k: 'sub', a: left, b };
    } else return left;
  }
}

function parseTerm(r: Reader): RNode | null {
  let left = parseUnary(r);
  if (!left) return null;
  for (;;) {
    if (r.eat('*')) {
      const b = parseUnary(r);
      if (!b) return null;
      left = { k: 'mul', a: left, b };
    } else if (r.eat('/')) {
      const b = parseUnary(r);
      if (!b) return null;
      left = { k: 'div', a: left, b };
    } else {
      const c = r.peek();
      if (c && /[0-9a-zA-Z(\\{.]/.test(c) && !r.startsWith('\\end')) {
        const b = parsePower(r);
        if (!b) return null;
        left = { k: 'mul', a: left, b };
      } else return left;
    }
  }
}

function parseUnary(r: Reader): RNode | null {
  if (r.eat('-')) {
    const a = parseUnary(r);
    return a ? { k: 'neg', a } : null;
  }
  if (r.eat('+')) return parseUnary(r);
  return parsePower(r);
}

function parsePower(r: Reader): RNode | null {
  const a = parseAtom(r);
  if (!a) return null;
  if (r.eat('^')) {
    let e: RNode | null;
    if (r.eat('{')) {
      e = parseExpr(r);
      if (!e || !r.eat('}')) return null;
    } else {
      const m = /^\s*(-?\d)/.exec(r.s.slice(r.i));
      if (!m) return null;
      r.i += m[0].length;
      e = { k: 'num', v: Rat.of(Number(m[1])) };
    }
    if (e.k === 'neg' && e.a.k === 'num') e = { k: 'num', v: e.a.v.neg() };
    if (e.k !== 'num' || !e.v.isInteger() || Math.abs(Number(e.v.n)) > MAX_EXP) return null;
    return { k: 'pow', a, e: Number(e.v.n) };
  }
  return a;
}

function parseGroup(r: Reader): RNode | null {
  if (!r.eat('{')) return null;
  const e = parseExpr(r);
  return e && r.eat('}') ? e : null;
}

function parseAtom(r: Reader): RNode | null {
  const rest = r.s.slice(r.i);
  const num = /^\s*(\d+(?:\.\d+)?)/.exec(rest);
  if (num) {
    r.i += num[0].length;
    return { k: 'num', v: Rat.parseDecimal(num[1])! };
  }
  if (r.eat('(')) {
    const e = parseExpr(r);
    return e && r.eat(')') ? e : null;
  }
  if (r.peek() === '{') return parseGroup(r);
  if (r.startsWith('\\frac')) {
    r.i += 5;
    const a = parseGroup(r);
    const b = a && parseGroup(r);
    return a && b ? { k: 'div', a, b } : null;
  }
  if (r.startsWith('\\sqrt')) {
    r.i += 5;
    const a = parseGroup(r);
    return a ? { k: 'sqrt', a } : null;
  }
  const v = /^\s*([a-zA-Z])(?:_\s*(?:\{\s*([0-9a-z+\- ]+?)\s*\}|([0-9a-z])))?/.exec(rest);
  if (v) {
    r.i += v[0].length;
    const sub = (v[2] ?? v[3])?.replace(/\s+/g, '');
    return { k: 'var', name: sub ? `${v[1]}_${sub}` : v[1] };
  }
  return null;
}

/** Parses a whole formula, or null when any part of it is not understood. */
export function parseRat(src: string): RNode | null {
  const r = new Reader(cleanLatex(src).trim());
  if (!r.s || r.s.length > 400) return null;
  const e = parseExpr(r);
  if (!e || r.peek() !== '') return null;
  return e;
}

export function varsOf(n: RNode, out = new Set<string>()): Set<string> {
  if (n.k === 'var') out.add(n.name);
  else if (n.k === 'num') return out;
  else if (n.k === 'neg' || n.k === 'pow' || n.k === 'sqrt') varsOf(n.a, out);
  else {
    varsOf(n.a, out);
    varsOf(n.b, out);
  }
  return out;
}

/** The formula with one letter replaced by a number (a parameter once it is found). */
export function withValue(n: RNode, name: string, v: Rat): RNode {
  if (n.k === 'var') return n.name === name ? { k: 'num', v } : n;
  if (n.k === 'num') return n;
  if (n.k === 'neg' || n.k === 'sqrt') return { ...n, a: withValue(n.a, name, v) };
  if (n.k === 'pow') return { ...n, a: withValue(n.a, name, v) };
  return { ...n, a: withValue(n.a, name, v), b: withValue(n.b, name, v) };
}

/** Exact value; null when a variable is unknown, on division by zero or an irrational root. */
export function evalRat(n: RNode, env: (name: string) => Rat | null): Rat | null {
  switch (n.k) {
    case 'num':
      return n.v;
    case 'var':
      return env(n.name);
    case 'neg': {
      const a = evalRat(n.a, env);
      return a ? a.neg() : null;
    }
    case 'pow': {
      const a = evalRat(n.a, env);
      if (!a || (a.isZero() && n.e < 0)) return null;
      return n.e >= 0 ? a.pow(n.e) : a.inv().pow(-n.e);
    }
    case 'sqrt': {
      const a = evalRat(n.a, env);
      if (!a || a.sign() < 0) return null;
      const rn = isqrt(a.n);
      const rd = isqrt(a.d);
      return rn !== null && rd !== null ? Rat.of(rn, rd) : null;
    }
    default: {
      const a = evalRat(n.a, env);
      const b = evalRat(n.b, env);
      if (!a || !b) return null;
      if (n.k === 'add') return a.add(b);
      if (n.k === 'sub') return a.sub(b);
      if (n.k === 'mul') return a.mul(b);
      return b.isZero() ? null : a.div(b);
    }
  }
}

/** Floating value (roots allowed); NaN when not computable. */
export function evalNum(n: RNode, env: (name: string) => number = () => Number.NaN): number {
  switch (n.k) {
    case 'num':
      return n.v.toNumber();
    case 'var':
      return env(n.name);
    case 'neg':
      return -evalNum(n.a, env);
    case 'pow':
      return evalNum(n.a, env) ** n.e;
    case 'sqrt':
      return Math.sqrt(evalNum(n.a, env));
    default: {
      const a = evalNum(n.a, env);
      const b = evalNum(n.b, env);
      if (n.k === 'add') return a + b;
      if (n.k === 'sub') return a - b;
      if (n.k === 'mul') return a * b;
      return a / b;
    }
  }
}

export function isqrt(v: bigint): bigint | null {
  if (v < 0n) return null;
  if (v < 2n) return v;
  let x = BigInt(Math.floor(Math.sqrt(Number(v))));
  while (x * x > v) x--;
  while ((x + 1n) * (x + 1n) <= v) x++;
  return x * x === v ? x : null;
}

/** LaTeX of a rational, signed. */
export function ratTex(r: Rat): string {
  return r.toLatex();
}
