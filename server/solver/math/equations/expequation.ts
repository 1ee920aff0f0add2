import { contains, div, freeVars, log, mul, type Node, num, pow, sub, variable, E, fn } from '../expression/ast';
import { dm, im } from '../write/format';
import { toLatex } from '../write/latex';
import { toPoly } from '../polynomials/mpoly';
import { solvePolyEquation } from './polyequation';
import { logExact, perfectPower } from '../numbers/powers';
import { Rat } from '../expression/rational';
import { replaceNodes, findNodes } from '../expression/replace';
import { missedRoots, satisfies } from '../compute/rootcheck';
import { rootsLatex, vl } from '../write/show';
import type { EquationSolution } from './eqtypes';

type Base = Rat | 'e';

interface ExpAtom {
  node: Node;
  root: Base;
  /** atom = root^(m·(k·v + c)) */
  m: number;
  k: Rat;
  c: Rat;
}

function ratGcd(a: Rat, b: Rat): Rat {
  const g = (x: bigint, y: bigint): bigint => (y ? g(y, x % y) : x < 0n ? -x : x);
  const l = (x: bigint, y: bigint) => (x / g(x, y)) * y;
  return Rat.of(g(a.n, b.n), l(a.d, b.d));
}

function linearIn(n: Node, v: string): { k: Rat; c: Rat } | null {
  const p = toPoly(n);
  if (!p) return null;
  const u = p.univariate(v);
  if (!u || u.length > 2) return null;
  return { c: u[0] ?? Rat.ZERO, k: u[1] ?? Rat.ZERO };
}

function atomOf(n: Node, v: string): ExpAtom | null | 'bad' {
  let baseNode: Node;
  let expNode: Node;
  if (n.k === 'pow') [baseNode, expNode] = [n.base, n.exp];
  else if (n.k === 'fn' && n.name === 'exp') [baseNode, expNode] = [E, n.arg];
  else return null;
  if (!freeVars(expNode).has(v)) return null;
  if (freeVars(baseNode).size) return 'bad';
  const lin = linearIn(expNode, v);
  if (!lin) return 'bad';
  if (baseNode.k === 'const' && baseNode.name === 'e') return { node: n, root: 'e', m: 1, ...lin };
  if (baseNode.k !== 'num') return 'bad';
  const pp = perfectPower(baseNode.v);
  if (!pp) return 'bad';
  return { node: n, root: pp.root, m: pp.m, ...lin };
}

const sameBase = (a: Base, b: Base) => (a === 'e' || b === 'e' ? a === b : a.eq(b));
const baseNode = (b: Base): Node => (b === 'e' ? E : num(b));
const baseLatex = (b: Base) => (b === 'e' ? '\\mathrm{e}' : b.toLatex());

/** Equations that become polynomial in t = B^(u·x) (same base after rewriting 4 = 2^2 etc.). */
export function solveExpEquation(lhs: Node, rhs: Node, v: string): EquationSolution | { refuse: string } | null {
  const f = sub(lhs, rhs);
  const atoms = findNodes(f, (m) => atomOf(m, v) !== null);
  if (!atoms.length) return null;
  const parsed = atoms.map((a) => atomOf(a, v));
  if (parsed.some((a) => a === 'bad' || a === null)) return null;
  const list = parsed as ExpAtom[];
  const B = list[0].root;
  if (!list.every((a) => sameBase(a.root, B))) return null;
  let u: Rat | null = null;
  for (const a of list) {
    const s = a.k.mul(Rat.of(a.m));
    if (s.isZero()) return null;
    u = u ? ratGcd(u, s) : s.abs();
  }
  if (!u) return null;
  const t = 't';
  if (v === t) return null;
  const T = variable(t);
  let bad = false;
  const g = replaceNodes(f, (m) => {
    const a = list.find((x) => x.node === m);
    if (!a) return undefined;
    const shift = a.c.mul(Rat.of(a.m));
    if (!shift.isInteger() || (B === 'e' && !shift.isZero())) {
      bad = true;
      return m;
    }
    const coef = B === 'e' ? num(1) : num((B as Rat).pow(Number(shift.n)));
    const e = a.k.mul(Rat.of(a.m)).div(u!);
    return mul(coef, pow(T, num(e)));
  });
  if (bad || contains(g, (m) => m.k === 'var' && m.name === v)) return null;
  const inner = solvePolyEquation(g, num(0), t);
  if (!inner) return null;
  if ('refuse' in inner) return inner;

  const bl = baseLatex(B);
  const ux = toLatex(mul(num(u), variable(v)));
  const steps = [
    `把各项写成同底数 ${im(bl)} 的幂，设 ${im(`t = ${bl}^{${ux}}`)}，则 ${im('t > 0')}，原方程化为${dm(`${toLatex(g)} = 0`)}`,
    ...inner.steps,
  ];
  const pos = inner.roots.filter((r) => r.approx > 0);
  const neg = inner.roots.filter((r) => r.approx <= 0);
  if (neg.length) steps.push(`因为 ${im('t > 0')}，舍去 ${neg.map((r) => im(`t = ${toLatex(r.node)}`)).join('、')}。`);
  const roots: Node[] = [];
  const approx: number[] = [];
  for (const r of pos) {
    let exact: Node;
    const rational = r.surd?.isRational() ? r.surd.a : null;
    const k = rational ? (B === 'e' ? (rational.isOne() ? 0 : null) : logExact(B as Rat, rational)) : null;
    if (k !== null) exact = num(Rat.of(k).div(u));
    else if (B === 'e') exact = div(fn('ln', r.node), num(u));
    else exact = div(log(baseNode(B), r.node), num(u));
    roots.push(exact);
    approx.push(B === 'e' ? Math.log(r.approx) / u.toNumber() : Math.log(r.approx) / Math.log((B as Rat).toNumber()) / u.toNumber());
    steps.push(`由 ${im(`${bl}^{${ux}} = ${toLatex(r.node)}`)} 得 ${im(`${vl(v)} = ${toLatex(exact)}`)}。`);
  }
  if (!pos.length) steps.push(`没有满足 ${im('t > 0')} 的解，所以原方程无实数解。`);
  if (!approx.every((x) => satisfies(lhs, rhs, v, x)) || missedRoots(lhs, rhs, v, approx).length) {
    return { refuse: '算出的结果没有通过验算，为避免给出错误答案，暂不作答。' };
  }
  const order = approx.map((a, i) => [a, i]).sort((p, q) => p[0] - q[0]);
  return {
    steps,
    roots: order.map(([, i]) => roots[i]),
    approx: order.map(([a]) => a),
    engine: 'exponential',
    note: '已将每个解代入原方程数值验证，并扫描检查没有遗漏的实数解。',
    answerLatex: rootsLatex(
      v,
      order.map(([, i]) => roots[i]),
    ),
  };
}
