import { Rat } from './rational';

export type FnName = 'sin' | 'cos' | 'tan' | 'cot' | 'sec' | 'csc' | 'arcsin' | 'arccos' | 'arctan' | 'ln' | 'exp' | 'abs';

export type Node =
  | { k: 'num'; v: Rat }
  | { k: 'const'; name: 'pi' | 'e' }
  | { k: 'var'; name: string }
  | { k: 'add'; args: Node[] }
  | { k: 'mul'; args: Node[] }
  | { k: 'neg'; arg: Node }
  | { k: 'div'; num: Node; den: Node }
  | { k: 'pow'; base: Node; exp: Node }
  | { k: 'fn'; name: FnName; arg: Node }
  | { k: 'log'; base: Node; arg: Node }
  | { k: 'root'; index: number; arg: Node }
  | { k: 'fact'; arg: Node };

export type RelOp = '=' | '<' | '>' | '<=' | '>=' | '!=';

export interface Relation {
  lhs: Node;
  op: RelOp;
  rhs: Node;
}

export const num = (v: Rat | number | bigint, d: number | bigint = 1): Node => ({
  k: 'num',
  v: v instanceof Rat ? v : Rat.of(v, d),
});
export const variable = (name: string): Node => ({ k: 'var', name });
export const PI: Node = { k: 'const', name: 'pi' };
export const E: Node = { k: 'const', name: 'e' };

export function isNum(n: Node, v?: number): boolean {
  return n.k === 'num' && (v === undefined || n.v.eq(Rat.of(v)));
}

/** Sum with nested sums flattened and numeric terms folded (where the first number stood). */
export function add(...terms: Node[]): Node {
  const flat: Node[] = [];
  let c = Rat.ZERO;
  let slot = -1;
  for (const t of terms) {
    for (const u of t.k === 'add' ? t.args : [t]) {
      if (u.k === 'num') {
        c = c.add(u.v);
        if (slot < 0) slot = flat.length;
      } else flat.push(u);
    }
  }
  if (!c.isZero() || flat.length === 0) flat.splice(slot < 0 ? flat.length : slot, 0, num(c));
  return flat.length === 1 ? flat[0] : { k: 'add', args: flat };
}

/** Product with nested products flattened and numeric factors folded in front. */
export function mul(...factors: Node[]): Node {
  const flat: Node[] = [];
  let c = Rat.ONE;
  for (const f of factors) {
    for (const u of f.k === 'mul' ? f.args : [f]) {
      if (u.k === 'num') c = c.mul(u.v);
      else if (u.k === 'neg') {
        c = c.neg();
        flat.push(...(u.arg.k === 'mul' ? u.arg.args : [u.arg]));
      } else flat.push(u);
    }
  }
  if (c.isZero()) return num(0);
  if (flat.length === 0) return num(c);
  if (c.isOne()) return flat.length === 1 ? flat[0] : { k: 'mul', args: flat };
  if (c.eq(Rat.of(-1))) return neg(flat.length === 1 ? flat[0] : { k: 'mul', args: flat });
  return { k: 'mul', args: [num(c), ...flat] };
}

export function neg(a: Node): Node {
  if (a.k === 'num') return num(a.v.neg());
  if (a.k === 'neg') return a.arg;
  return { k: 'neg', arg: a };
}

export function sub(a: Node, b: Node): Node {
  return add(a, neg(b));
}

export function div(a: Node, b: Node): Node {
  if (a.k === 'num' && b.k === 'num' && !b.v.isZero()) return num(a.v.div(b.v));
  if (isNum(b, 1)) return a;
  return { k: 'div', num: a, den: b };
}

export function pow(base: Node, exp: Node): Node {
  if (isNum(exp, 1)) return base;
  if (base.k === 'num' && exp.k === 'num' && exp.v.isInteger() && Math.abs(Number(exp.v.n)) <= 64) {
    if (!(base.v.isZero() && exp.v.sign() <= 0)) return num(base.v.pow(Number(exp.v.n)));
  }
  return { k: 'pow', base, exp };
}

export const fn = (name: FnName, arg: Node): Node => ({ k: 'fn', name, arg });
export const sqrt = (arg: Node): Node => ({ k: 'root', index: 2, arg });
export const log = (base: Node, arg: Node): Node => ({ k: 'log', base, arg });

export function children(n: Node): Node[] {
  switch (n.k) {
    case 'add':
    case 'mul':
      return n.args;
    case 'div':
      return [n.num, n.den];
    case 'pow':
      return [n.base, n.exp];
    case 'log':
      return [n.base, n.arg];
    case 'neg':
    case 'fn':
    case 'root':
    case 'fact':
      return [n.arg];
    default:
      return [];
  }
}

export function freeVars(n: Node, out: Set<string> = new Set()): Set<string> {
  if (n.k === 'var') out.add(n.name);
  for (const c of children(n)) freeVars(c, out);
  return out;
}

/** Applies f to every direct child, rebuilding with the canonical constructors. */
export function mapChildren(n: Node, f: (c: Node) => Node): Node {
  switch (n.k) {
    case 'add':
      return add(...n.args.map(f));
    case 'mul':
      return mul(...n.args.map(f));
    case 'neg':
      return neg(f(n.arg));
    case 'div':
      return div(f(n.num), f(n.den));
    case 'pow':
      return pow(f(n.base), f(n.exp));
    case 'fn':
      return fn(n.name, f(n.arg));
    case 'log':
      return log(f(n.base), f(n.arg));
    case 'root':
      return { k: 'root', index: n.index, arg: f(n.arg) };
    case 'fact':
      return { k: 'fact', arg: f(n.arg) };
    default:
      return n;
  }
}

/** mapChildren that returns n itself when f changed no child: rebuilding through the constructors would re-normalise it. */
export function mapChildrenKeep(n: Node, f: (c: Node) => Node): Node {
  const before = children(n);
  const after = before.map(f);
  if (after.every((c, i) => c === before[i])) return n;
  let i = 0;
  return mapChildren(n, () => after[i++]);
}

export function substitute(n: Node, name: string, value: Node): Node {
  if (n.k === 'var') return n.name === name ? value : n;
  return mapChildren(n, (c) => substitute(c, name, value));
}

export function contains(n: Node, pred: (m: Node) => boolean): boolean {
  return pred(n) || children(n).some((c) => contains(c, pred));
}

export function nodeSize(n: Node): number {
  return children(n).reduce((acc, c) => acc + nodeSize(c), 1);
}
