import { freeVars, type Node, neg } from '../../math/ast';
import { evaluate } from '../../math/evaluate';
import { dm, im } from '../../math/format';
import { type IneqOp, isIneqOp, solveRationalInequality } from '../../math/ineqsolve';
import { toLatex } from '../../math/latex';
import { parseChain } from '../../math/parser';
import { intersect, type RealSet, union } from './setops';

export interface Solved1 {
  set: RealSet;
  steps: string[];
  /** The condition's truth at x, evaluated directly (for the independent check). */
  pred: (x: number) => boolean | null;
}

const OP_LATEX: Record<IneqOp, string> = { '<': '<', '>': '>', '<=': '\\le', '>=': '\\ge' };
const FLIP: Record<IneqOp, IneqOp> = { '<': '>', '>': '<', '<=': '>=', '>=': '<=' };

function holds(op: IneqOp, d: number): boolean {
  return op === '<' ? d < 0 : op === '>' ? d > 0 : op === '<=' ? d <= 0 : d >= 0;
}

const isAbs = (n: Node): n is Node & { k: 'fn'; name: 'abs' } => n.k === 'fn' && n.name === 'abs';

/** One link lhs op rhs in the variable v: rational, or |f| compared with a constant. */
function link(lhs: Node, op: IneqOp, rhs: Node, v: string): { set: RealSet; steps: string[] } | { refuse: string } | null {
  if (isAbs(rhs) && !isAbs(lhs)) return link(rhs, FLIP[op], lhs, v);
  if (isAbs(lhs) && !freeVars(rhs).has(v) && !freeVars(rhs).size && !containsAbs(lhs.arg)) {
    const c = evaluate(rhs);
    if (!Number.isFinite(c)) return null;
    const f = lhs.arg;
    const fl = toLatex(f);
    const cl = toLatex(rhs);
    const less = op === '<' || op === '<=';
    if (c < 0 || (c === 0 && op === '<')) {
      return less
        ? { set: [], steps: [`因为绝对值非负，${im(`${toLatex(lhs)}${OP_LATEX[op]}${cl}`)} 无解。`] }
        : { set: [{ lo: null, hi: null, loClosed: false, hiClosed: false }], steps: [`因为绝对值非负，${im(`${toLatex(lhs)}${OP_LATEX[op]}${cl}`)} 对一切实数成立。`] };
    }
    const a = solveRationalInequality(f, less ? FLIP[op] : op, neg(rhs), v);
    const b = solveRationalInequality(f, op, rhs, v);
    if (!a || !b) return null;
    if ('refuse' in a) return a;
    if ('refuse' in b) return b;
    const first = less
      ? `${im(`${toLatex(lhs)}${OP_LATEX[op]}${cl}`)} 等价于 ${im(`-${groupIfNeeded(cl)}${OP_LATEX[op]}${fl}${OP_LATEX[op]}${cl}`)}。`
      : `${im(`${toLatex(lhs)}${OP_LATEX[op]}${cl}`)} 等价于 ${im(`${fl}${OP_LATEX[FLIP[op]]}-${groupIfNeeded(cl)}`)} 或 ${im(`${fl}${OP_LATEX[op]}${cl}`)}。`;
    const set = less ? intersect(a.set, b.set) : union(a.set, b.set);
    return { set, steps: [first, ...a.steps.slice(-1), ...b.steps.slice(-1)] };
  }
  if (containsAbs(lhs) || containsAbs(rhs)) return null;
  const r = solveRationalInequality(lhs, op, rhs, v);
  if (!r || 'refuse' in r) return r;
  return r;
}

function groupIfNeeded(l: string): string {
  return /^[\d.]+$|^\\frac\{[^{}]*\}\{[^{}]*\}$/.test(l) ? l : `(${l})`;
}

function containsAbs(n: Node): boolean {
  if (isAbs(n)) return true;
  switch (n.k) {
    case 'add':
    case 'mul':
      return n.args.some(containsAbs);
    case 'neg':
    case 'fn':
    case 'root':
    case 'fact':
      return containsAbs(n.arg);
    case 'div':
      return containsAbs(n.num) || containsAbs(n.den);
    case 'pow':
      return containsAbs(n.base) || containsAbs(n.exp);
    case 'log':
      return containsAbs(n.base) || containsAbs(n.arg);
    default:
      return false;
  }
}

/**
 * Solves a condition such as "x^2-4x+3<0", "2<x<5", "|x-1|\le 2", "\frac{x-1}{x+2}\ge 0" in v.
 * null when it is not such a condition; {refuse} when it is but cannot be solved exactly.
 */
export function solveCondition(src: string, v: string): Solved1 | { refuse: string } | null {
  let chain: { exprs: Node[]; ops: string[] };
  try {
    chain = parseChain(src);
  } catch {
    return null;
  }
  const { exprs, ops } = chain;
  if (!ops.length || ops.length > 2 || !ops.every((o) => isIneqOp(o as never))) return null;
  const vars = new Set<string>();
  for (const e of exprs) freeVars(e, vars);
  if (vars.size !== 1 || !vars.has(v)) return null;
  let set: RealSet | null = null;
  const steps: string[] = [];
  for (let i = 0; i < ops.length; i++) {
    const r = link(exprs[i], ops[i] as IneqOp, exprs[i + 1], v);
    if (!r) return null;
    if ('refuse' in r) return r;
    steps.push(...r.steps);
    set = set ? intersect(set, r.set) : r.set;
  }
  const pred = (x: number) => {
    for (let i = 0; i < ops.length; i++) {
      const l = evaluate(exprs[i], { [v]: x });
      const r = evaluate(exprs[i + 1], { [v]: x });
      if (!Number.isFinite(l) || !Number.isFinite(r)) return null;
      if (!holds(ops[i] as IneqOp, l - r)) return false;
    }
    return true;
  };
  return { set: set ?? [], steps, pred };
}

export const conditionLatex = (src: string): string => {
  try {
    const { exprs, ops } = parseChain(src);
    return exprs.map((e, i) => (i === 0 ? toLatex(e) : `${OP_LATEX[ops[i - 1] as IneqOp]} ${toLatex(e)}`)).join(' ');
  } catch {
    return src;
  }
};

export { dm };
