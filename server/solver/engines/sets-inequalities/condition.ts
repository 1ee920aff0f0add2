import { evaluate } from '../../math/compute/evaluate';
import { type IneqOp, isIneqOp, solveRationalInequality } from '../../math/equations/ineqsolve';
import { freeVars, type Node, neg, num } from '../../math/expression/ast';
import { parseChain } from '../../math/expression/parser';
import { Rat } from '../../math/expression/rational';
import { evalExact } from '../../math/numbers/exact';
import { dm, im } from '../../math/write/format';
import { toLatex } from '../../math/write/latex';
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

/**
 * "x < √5", "-\sqrt{5} < x": the letter itself against a constant that need not be rational (a root, π); the
 * bound is kept exact as it is written. Null for anything else.
 */
function boundByConstant(lhs: Node, op: IneqOp, rhs: Node, v: string): { set: RealSet; steps: string[] } | null {
  if (rhs.k === 'var' && rhs.name === v && lhs.k !== 'var') return boundByConstant(rhs, FLIP[op], lhs, v);
  if (lhs.k !== 'var' || lhs.name !== v || freeVars(rhs).size) return null;
  const approx = evaluate(rhs);
  if (!Number.isFinite(approx)) return null;
  const end = { node: rhs, approx };
  const below = op === '<' || op === '<=';
  const set: RealSet = [
    below ? { lo: null, hi: end, loClosed: false, hiClosed: op === '<=' } : { lo: end, hi: null, loClosed: op === '>=', hiClosed: false },
  ];
  return { set, steps: [] };
}

/** One link lhs op rhs in the variable v: rational, or |f| compared with a constant. */
function link(lhs: Node, op: IneqOp, rhs: Node, v: string): { set: RealSet; steps: string[] } | { refuse: string } | null {
  if (isAbs(rhs) && !isAbs(lhs)) return link(rhs, FLIP[op], lhs, v);
  const bare = boundByConstant(lhs, op, rhs, v);
  if (bare) return bare;
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
        : {
            set: [{ lo: null, hi: null, loClosed: false, hiClosed: false }],
            steps: [`因为绝对值非负，${im(`${toLatex(lhs)}${OP_LATEX[op]}${cl}`)} 对一切实数成立。`],
          };
    }
    const a = solveRationalInequality(f, FLIP[op], neg(rhs), v);
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
  const mono = monotone(lhs, op, rhs, v);
  if (mono !== undefined) return mono;
  if (containsAbs(lhs) || containsAbs(rhs)) return null;
  const r = solveRationalInequality(lhs, op, rhs, v);
  if (!r || 'refuse' in r) return r;
  return r;
}

const ALL: RealSet = [{ lo: null, hi: null, loClosed: false, hiClosed: false }];

/** An integer k with b^k = c exactly (|k| ≤ 60), or null. */
function exactLog(b: Rat, c: Rat): number | null {
  for (let k = -60; k <= 60; k++) if (b.pow(k).eq(c)) return k;
  return null;
}

/**
 * b^{f(x)} op c and log_b f(x) op c with constant b, c: by the monotonicity of the exponential or
 * logarithmic function (and the domain f(x) > 0 for the logarithm). undefined when not of this form.
 */
function monotone(lhs: Node, op: IneqOp, rhs: Node, v: string): { set: RealSet; steps: string[] } | { refuse: string } | null | undefined {
  if (!freeVars(lhs).has(v) && freeVars(rhs).has(v)) return monotone(rhs, FLIP[op], lhs, v);
  if (freeVars(rhs).size) return undefined;
  const c = evalExact(rhs);
  const shown = `${toLatex(lhs)}${OP_LATEX[op]}${toLatex(rhs)}`;
  if (lhs.k === 'pow' && !freeVars(lhs.base).size && freeVars(lhs.exp).has(v)) {
    const b = evalExact(lhs.base);
    if (!b || !c || b.sign() <= 0 || b.isOne()) return null;
    const up = b.cmp(Rat.ONE) > 0;
    if (c.sign() <= 0) {
      const all = op === '>' || op === '>=';
      return { set: all ? ALL : [], steps: [`因为指数函数的值恒为正，${im(shown)} ${all ? '对一切实数成立' : '无解'}。`] };
    }
    const k = exactLog(b, c);
    if (k === null) return null;
    const op2 = up ? op : FLIP[op];
    const r = solveRationalInequality(lhs.exp, op2, num(k), v);
    if (!r || 'refuse' in r) return r;
    const first = `因为 ${im(`y=${toLatex(lhs.base)}^{t}`)} 在 ${im('\\mathbb{R}')} 上单调递${up ? '增' : '减'}，且 ${im(`${toLatex(rhs)}=${toLatex(lhs.base)}^{${k}}`)}，所以 ${im(shown)} 等价于 ${im(`${toLatex(lhs.exp)}${OP_LATEX[op2]}${k}`)}。`;
    return { set: r.set, steps: [first, ...r.steps.slice(-1)] };
  }
  if (lhs.k === 'log' && !freeVars(lhs.base).size && freeVars(lhs.arg).has(v)) {
    const b = evalExact(lhs.base);
    if (!b || !c?.isInteger() || b.sign() <= 0 || b.isOne() || c.abs().cmp(Rat.of(60)) > 0) return null;
    const up = b.cmp(Rat.ONE) > 0;
    const bound = b.pow(Number(c.n));
    const op2 = up ? op : FLIP[op];
    const dom = solveRationalInequality(lhs.arg, '>', num(0), v);
    const r = solveRationalInequality(lhs.arg, op2, num(bound), v);
    if (!dom || !r) return null;
    if ('refuse' in dom) return dom;
    if ('refuse' in r) return r;
    const f = toLatex(lhs.arg);
    const first = `由对数的定义域得 ${im(`${f}>0`)}；又 ${im(`y=\\log_{${toLatex(lhs.base)}}t`)} 在 ${im('(0,+\\infty)')} 上单调递${up ? '增' : '减'}，且 ${im(`${toLatex(rhs)}=\\log_{${toLatex(lhs.base)}}${bound.toLatex()}`)}，所以 ${im(shown)} 等价于 ${im(`${f}>0`)} 且 ${im(`${f}${OP_LATEX[op2]}${bound.toLatex()}`)}。`;
    return { set: intersect(dom.set, r.set), steps: [first, ...dom.steps.slice(-1), ...r.steps.slice(-1)] };
  }
  // ln f(x) op 0: the natural logarithm against 0 = ln 1 (another constant is e^c, not a number the reader keeps exact)
  if (lhs.k === 'fn' && lhs.name === 'ln' && freeVars(lhs.arg).has(v) && c?.sign() === 0) {
    const dom = solveRationalInequality(lhs.arg, '>', num(0), v);
    const r = solveRationalInequality(lhs.arg, op, num(1), v);
    if (!dom || !r) return null;
    if ('refuse' in dom) return dom;
    if ('refuse' in r) return r;
    const f = toLatex(lhs.arg);
    const first = `由对数的定义域得 ${im(`${f}>0`)}；又 ${im('y=\\ln t')} 在 ${im('(0,+\\infty)')} 上单调递增，且 ${im('0=\\ln 1')}，所以 ${im(shown)} 等价于 ${im(`${f}>0`)} 且 ${im(`${f}${OP_LATEX[op]}1`)}。`;
    return { set: intersect(dom.set, r.set), steps: [first, ...dom.steps.slice(-1), ...r.steps.slice(-1)] };
  }
  return undefined;
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
/** 「x<-1 或 x>2」: a condition of two alternatives, as papers write the complement of an interval. */
const OR = /\s*(?:\\text\s*\{\s*或\s*\}|或|\\vee|\\text\s*\{\s*or\s*\})\s*/;

export function solveCondition(src: string, v: string): Solved1 | { refuse: string } | null {
  const parts = src.split(OR);
  if (parts.length === 1) return solveOneCondition(src, v);
  if (parts.some((p) => !p.trim())) return null;
  const solved = parts.map((p) => solveOneCondition(p, v));
  if (solved.some((r) => !r || 'refuse' in r)) return (solved.find((r) => r && 'refuse' in r) as { refuse: string }) ?? null;
  const ok = solved as Solved1[];
  return {
    set: ok.slice(1).reduce((acc, r) => union(acc, r.set), ok[0].set),
    steps: ok.flatMap((r) => r.steps),
    pred: (x) => {
      const each = ok.map((r) => r.pred(x));
      return each.includes(true) ? true : each.includes(null) ? null : false;
    },
  };
}

function solveOneCondition(src: string, v: string): Solved1 | { refuse: string } | null {
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
  const parts = src.split(OR);
  if (parts.length > 1) return parts.map(conditionLatex).join('\\text{ 或 }');
  try {
    const { exprs, ops } = parseChain(src);
    return exprs.map((e, i) => (i === 0 ? toLatex(e) : `${OP_LATEX[ops[i - 1] as IneqOp]} ${toLatex(e)}`)).join(' ');
  } catch {
    return src;
  }
};

export { dm };
