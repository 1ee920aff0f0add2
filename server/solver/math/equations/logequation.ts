import { E, freeVars, type Node, num, pow, sub, variable } from '../expression/ast';
import { dm, im } from '../write/format';
import { evaluate } from '../compute/evaluate';
import { toLatex } from '../write/latex';
import { toPoly } from '../polynomials/mpoly';
import { solvePolyEquation } from './polyequation';
import { perfectPower } from '../numbers/powers';
import { Rat } from '../expression/rational';
import { findNodes, replaceNodes } from '../expression/replace';
import { missedRoots, satisfies } from '../compute/rootcheck';
import { rootsLatex, vl } from '../write/show';
import type { EquationSolution } from './eqtypes';

type Base = Rat | 'e';

interface LogAtom {
  node: Node;
  base: Base;
  /** log_{root^m}(arg) = (1/m) · log_root(arg) */
  m: number;
  arg: Node;
}

function logAtom(n: Node): LogAtom | null | 'bad' {
  if (n.k === 'fn' && n.name === 'ln') return { node: n, base: 'e', m: 1, arg: n.arg };
  if (n.k !== 'log') return null;
  if (n.base.k === 'const' && n.base.name === 'e') return { node: n, base: 'e', m: 1, arg: n.arg };
  if (n.base.k !== 'num') return 'bad';
  const pp = perfectPower(n.base.v);
  return pp ? { node: n, base: pp.root, m: pp.m, arg: n.arg } : 'bad';
}

const same = (a: Base, b: Base) => (a === 'e' || b === 'e' ? a === b : a.eq(b));
const baseLatex = (b: Base) => (b === 'e' ? '\\mathrm{e}' : b.toLatex());
const logLatex = (b: Base, arg: string) => (b === 'e' ? `\\ln\\left(${arg}\\right)` : `\\log_{${baseLatex(b)}}\\left(${arg}\\right)`);

const REFUSE_CHECK = { refuse: '算出的结果没有通过验算，为避免给出错误答案，暂不作答。' };

/**
 * Logarithmic equations with one base: Σ cᵢ·log(gᵢ) = const becomes ∏ gᵢ^{cᵢ} = B^K,
 * and polynomial equations in t = log(x) are solved by substitution. Domain gᵢ > 0 is checked.
 */
export function solveLogEquation(lhs: Node, rhs: Node, v: string): EquationSolution | { refuse: string } | null {
  const f = sub(lhs, rhs);
  const found = findNodes(f, (m) => logAtom(m) !== null);
  const atoms = found.map(logAtom);
  if (!atoms.length || atoms.some((a) => a === null || a === 'bad')) return null;
  const list = atoms as LogAtom[];
  const B = list[0].base;
  if (!list.every((a) => same(a.base, B))) return null;
  if (list.some((a) => !toPoly(a.arg))) return null;
  const withVar = list.filter((a) => freeVars(a.arg).has(v));
  if (!withVar.length) return null;
  const sameArg = withVar.every((a) => toLatex(a.arg) === toLatex(withVar[0].arg) && a.m === withVar[0].m);
  return linearLogs(lhs, rhs, v, f, list, B) ?? (sameArg ? substitution(lhs, rhs, v, f, list, B) : null);
}

/** Σ cᵢ·L(gᵢ) + R = 0 with L = log_B, R rational. */
function linearLogs(lhs: Node, rhs: Node, v: string, f: Node, list: LogAtom[], B: Base): EquationSolution | { refuse: string } | null {
  const names = list.map((_, i) => `L${i}`);
  const g = replaceNodes(f, (m) => {
    const i = list.findIndex((a) => a.node === m);
    return i >= 0 ? variable(names[i]) : undefined;
  });
  const p = toPoly(g);
  if (!p || p.vars().includes(v) || p.totalDegree() !== 1) return null;
  // coefficient of each log, in base B
  const coef: Rat[] = list.map((a, i) => {
    let c = Rat.ZERO;
    for (const t of p.terms.values()) if (t.m.length === 1 && t.m[0][0] === names[i]) c = c.add(t.c);
    return c.div(Rat.of(a.m));
  });
  const R = p.terms.get('')?.c ?? Rat.ZERO;
  const L = coef.reduce((acc, c) => (acc * c.d) / gcdBig(acc, c.d), 1n);
  const ints = coef.map((c) => c.mul(Rat.of(L)));
  const K = R.neg().mul(Rat.of(L));
  if (!K.isInteger() || (B === 'e' && !K.isZero()) || Math.abs(Number(K.n)) > 60) return null;
  const rhsVal = B === 'e' ? Rat.ONE : (B as Rat).pow(Number(K.n));
  const left: Node[] = [];
  const right: Node[] = [num(rhsVal)];
  list.forEach((a, i) => {
    const k = Number(ints[i].n);
    if (k > 0) left.push(pow(a.arg, num(k)));
    if (k < 0) right.push(pow(a.arg, num(-k)));
  });
  if (!left.length) left.push(num(1));
  const newL: Node = left.length === 1 ? left[0] : { k: 'mul', args: left };
  const newR: Node = right.length === 1 ? right[0] : { k: 'mul', args: right };
  const inner = solvePolyEquation(newL, newR, v);
  if (!inner || 'refuse' in inner) return inner;
  const x = vl(v);
  const domain = list.filter((a) => freeVars(a.arg).has(v));
  const steps = [
    `定义域：真数必须大于 0，即 ${domain.map((a) => im(`${toLatex(a.arg)} > 0`)).join('，')}。`,
    `利用对数运算法则（${im('\\log M + \\log N = \\log(MN)')}，${im('n\\log M = \\log M^n')}）${
      B === 'e' ? '' : `并统一成以 ${im(baseLatex(B))} 为底`
    }，原方程化为${dm(`${toLatex(newL)} = ${toLatex(newR)}`)}`,
    ...inner.steps,
  ];
  const ok = inner.roots.filter((r) => domain.every((a) => evaluate(a.arg, { [v]: r.approx }) > 0));
  const bad = inner.roots.filter((r) => !ok.includes(r));
  // A root that makes an argument (nearly) zero cannot be classified safely in floating point.
  if (
    inner.roots.some((r) =>
      domain.some((a) => {
        const val = Math.abs(evaluate(a.arg, { [v]: r.approx }));
        return val > 0 && val < 1e-9;
      }),
    )
  ) {
    return REFUSE_CHECK;
  }
  if (bad.length) steps.push(`检验定义域：${bad.map((r) => im(`${x} = ${toLatex(r.node)}`)).join('、')} 使真数不大于 0，舍去。`);
  else if (ok.length) steps.push('检验：所得的解都在定义域内。');
  const approx = ok.map((r) => r.approx);
  if (!approx.every((r) => satisfies(lhs, rhs, v, r)) || missedRoots(lhs, rhs, v, approx).length) return REFUSE_CHECK;
  return {
    steps,
    roots: ok.map((r) => r.node),
    approx,
    engine: 'logarithmic',
    note: '已检验定义域，并将每个解代入原方程数值验证，扫描检查没有遗漏的实数解。',
    answerLatex: rootsLatex(
      v,
      ok.map((r) => r.node),
    ),
  };
}

/** All logs share the argument g: substitute t = log_B g, solve for t, then g = B^t. */
function substitution(lhs: Node, rhs: Node, v: string, f: Node, list: LogAtom[], B: Base): EquationSolution | { refuse: string } | null {
  const a0 = list.find((a) => freeVars(a.arg).has(v))!;
  if (a0.arg.k !== 'var' || a0.arg.name !== v || v === 't') return null;
  const T = variable('t');
  const g = replaceNodes(f, (m) => {
    const a = list.find((x) => x.node === m);
    return a ? { k: 'div', num: T, den: num(a.m) } : undefined;
  });
  if (freeVars(g).has(v)) return null;
  const inner = solvePolyEquation(g, num(0), 't');
  if (!inner || 'refuse' in inner) return inner;
  const bn: Node = B === 'e' ? E : num(B as Rat);
  const roots = inner.roots.map((r) => pow(bn, r.node));
  const approx = inner.roots.map((r) => (B === 'e' ? Math.E : (B as Rat).toNumber()) ** r.approx);
  const x = vl(v);
  const steps = [
    `定义域：${im(`${x} > 0`)}。设 ${im(`t = ${logLatex(B, x)}`)}，原方程化为${dm(`${toLatex(g)} = 0`)}`,
    ...inner.steps,
    ...inner.roots.map((r, i) => `由 ${im(`${logLatex(B, x)} = ${toLatex(r.node)}`)} 得 ${im(`${x} = ${toLatex(roots[i])}`)}。`),
  ];
  if (!approx.every((r) => satisfies(lhs, rhs, v, r)) || missedRoots(lhs, rhs, v, approx).length) return REFUSE_CHECK;
  const order = approx.map((a, i) => [a, i]).sort((p, q) => p[0] - q[0]);
  return {
    steps,
    roots: order.map(([, i]) => roots[i]),
    approx: order.map(([a]) => a),
    engine: 'logarithmic',
    note: '已将每个解代入原方程数值验证，并扫描检查没有遗漏的实数解。',
    answerLatex: rootsLatex(
      v,
      order.map(([, i]) => roots[i]),
    ),
  };
}

function gcdBig(a: bigint, b: bigint): bigint {
  return b ? gcdBig(b, a % b) : a < 0n ? -a : a;
}
