import { ComputeEngine } from '@cortex-js/compute-engine';
import { add, div, E, type FnName, fn, log, mul, type Node, neg, num, PI, pow, variable } from '../expression/ast';
import { Rat } from '../expression/rational';
import { isHugeConstant } from './size';

/** Thrown when the compute engine's result cannot be used exactly (floats, complex numbers, special functions). */
export class CeUnsupported extends Error {}

type Json = unknown;

let engine: ComputeEngine | null = null;

function ce(): ComputeEngine {
  engine ??= new ComputeEngine();
  return engine;
}

const TIME_LIMIT_MS = 4000;

/** Boxes the MathJSON, evaluates it under a time limit, and converts the result back. */
export function ceEvaluate(expr: Json): Node {
  const e = ce();
  const out = e.withTimeLimit(TIME_LIMIT_MS, () => e.box(expr as any).evaluate().json);
  return fromJson(out);
}

export function ceSimplify(expr: Json): Node {
  const e = ce();
  const out = e.withTimeLimit(TIME_LIMIT_MS, () => e.box(expr as any).simplify().json);
  return fromJson(out);
}

/** Candidate solutions of equation lhs = rhs for variable v (may be incomplete or contain extraneous roots). */
export function ceSolve(lhs: Node, rhs: Node, v: string): Node[] {
  const e = ce();
  const sols = e.withTimeLimit(TIME_LIMIT_MS, () => {
    const eq = e.box(['Equal', toJson(lhs), toJson(rhs)] as any);
    return (eq.solve(v) ?? []) as Array<{ json: Json }>;
  });
  const out: Node[] = [];
  for (const s of Array.isArray(sols) ? sols : []) {
    try {
      out.push(fromJson(s.json));
    } catch {
      // complex or inexact candidates are simply skipped: they are re-checked anyway
    }
  }
  return out;
}

export const derivativeJson = (f: Node, v: string): Json => ['D', toJson(f), v];
export const integralJson = (f: Node, v: string): Json => ['Integrate', toJson(f), v];
export const definiteJson = (f: Node, v: string, a: Node, b: Node): Json => [
  'Integrate',
  ['Function', toJson(f), v],
  ['Limits', v, toJson(a), toJson(b)],
];
export const limitJson = (f: Node, v: string, at: Node | 'inf' | '-inf'): Json => [
  'Limit',
  ['Function', toJson(f), v],
  at === 'inf' ? 'PositiveInfinity' : at === '-inf' ? 'NegativeInfinity' : toJson(at),
];

const FN_TO_CE: Record<FnName, string> = {
  sin: 'Sin',
  cos: 'Cos',
  tan: 'Tan',
  cot: 'Cot',
  sec: 'Sec',
  csc: 'Csc',
  arcsin: 'Arcsin',
  arccos: 'Arccos',
  arctan: 'Arctan',
  ln: 'Ln',
  exp: 'Exp',
  abs: 'Abs',
};
const CE_TO_FN: Record<string, FnName> = Object.fromEntries(Object.entries(FN_TO_CE).map(([k, v]) => [v, k as FnName])) as Record<
  string,
  FnName
>;

function intJson(n: bigint): Json {
  return n >= BigInt(Number.MIN_SAFE_INTEGER) && n <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(n) : { num: n.toString() };
}

export function toJson(n: Node): Json {
  // The engine would compute 100000! or 9^{9^9} digit by digit, blocking its thread for seconds or more.
  if ((n.k === 'fact' || n.k === 'pow') && isHugeConstant(n)) throw new CeUnsupported('数值过大');
  switch (n.k) {
    case 'num':
      return n.v.isInteger() ? intJson(n.v.n) : ['Rational', intJson(n.v.n), intJson(n.v.d)];
    case 'const':
      return n.name === 'pi' ? 'Pi' : 'ExponentialE';
    case 'var':
      if (!/^[a-zA-Z]$/.test(n.name)) throw new CeUnsupported('变量名过于复杂');
      return n.name;
    case 'add':
      return ['Add', ...n.args.map(toJson)];
    case 'mul':
      return ['Multiply', ...n.args.map(toJson)];
    case 'neg':
      return ['Negate', toJson(n.arg)];
    case 'div':
      return ['Divide', toJson(n.num), toJson(n.den)];
    case 'pow':
      return ['Power', toJson(n.base), toJson(n.exp)];
    case 'fn':
      return [FN_TO_CE[n.name], toJson(n.arg)];
    case 'log':
      return ['Log', toJson(n.arg), toJson(n.base)];
    case 'root':
      return n.index === 2 ? ['Sqrt', toJson(n.arg)] : ['Root', toJson(n.arg), n.index];
    case 'fact':
      return ['Factorial', toJson(n.arg)];
  }
}

function numberFromJson(j: Json): Rat {
  if (typeof j === 'number') {
    if (!Number.isSafeInteger(j)) throw new CeUnsupported('近似数值');
    return Rat.of(j);
  }
  if (j && typeof j === 'object' && 'num' in (j as object)) {
    const s = String((j as { num: unknown }).num);
    if (!/^-?\d+$/.test(s)) throw new CeUnsupported('近似数值');
    return Rat.of(BigInt(s));
  }
  throw new CeUnsupported('无法识别的数值');
}

/** ln(1/q) is written −ln q, as a textbook writes it (the engine keeps ln(1/2)). */
function lnOf(arg: Node): Node {
  if (arg.k === 'num' && arg.v.n === 1n && arg.v.d > 1n) return neg(fn('ln', num(Rat.of(arg.v.d))));
  return fn('ln', arg);
}

export function fromJson(j: Json): Node {
  if (typeof j === 'number' || (j && typeof j === 'object' && !Array.isArray(j) && 'num' in (j as object))) {
    return num(numberFromJson(j));
  }
  if (typeof j === 'string') {
    if (j === 'Pi') return PI;
    if (j === 'ExponentialE') return E;
    if (j === 'Half') return num(Rat.of(1, 2));
    if (/^[a-zA-Z]$/.test(j)) return variable(j);
    throw new CeUnsupported(`无法使用的符号 ${j}`);
  }
  if (!Array.isArray(j) || typeof j[0] !== 'string') throw new CeUnsupported('无法识别的结果');
  const [head, ...rest] = j as [string, ...Json[]];
  const args = () => rest.map(fromJson);
  switch (head) {
    case 'Add':
      return add(...args());
    case 'Subtract': {
      const [a, b] = args();
      return add(a, neg(b));
    }
    case 'Multiply':
      return mul(...args());
    case 'Negate':
      return neg(fromJson(rest[0]));
    case 'Divide': {
      const [a, b] = args();
      return div(a, b);
    }
    case 'Rational':
      return num(numberFromJson(rest[0]).div(numberFromJson(rest[1])));
    case 'Power':
      return pow(fromJson(rest[0]), fromJson(rest[1]));
    case 'Square':
      return pow(fromJson(rest[0]), num(2));
    case 'Sqrt':
      return { k: 'root', index: 2, arg: fromJson(rest[0]) };
    case 'Root': {
      const idx = numberFromJson(rest[1]);
      if (!idx.isInteger() || idx.n < 2n || idx.n > 20n) throw new CeUnsupported('根指数');
      return { k: 'root', index: Number(idx.n), arg: fromJson(rest[0]) };
    }
    case 'Ln':
      return lnOf(fromJson(rest[0]));
    case 'Log':
      return log(rest.length > 1 ? fromJson(rest[1]) : num(10), fromJson(rest[0]));
    case 'Lg':
      return log(num(10), fromJson(rest[0]));
    case 'Lb':
      return log(num(2), fromJson(rest[0]));
    case 'Exp':
      return pow(E, fromJson(rest[0]));
    case 'Factorial':
      return { k: 'fact', arg: fromJson(rest[0]) };
    case 'Delimiter':
      return fromJson(rest[0]);
    default: {
      const f = CE_TO_FN[head];
      if (f && rest.length === 1) return fn(f, fromJson(rest[0]));
      throw new CeUnsupported(`无法使用的运算 ${head}`);
    }
  }
}
