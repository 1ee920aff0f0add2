import { mul, type Node, num, pow, variable } from '../expression/ast';
import { dm, im, refuse, solved } from '../write/format';
import { toLatex } from '../write/latex';
import { MPoly, type Mono, toPoly } from '../polynomials/mpoly';
import { numericallyEqual } from '../compute/numeric';
import { Rat } from '../expression/rational';
import { parseSegments } from '../expression/segments';
import { factorU, type UFactorization } from '../polynomials/ufactor';
import { toNodeU, type UPoly } from '../polynomials/upoly';
import type { Family } from '../expression/types';
import { hasAny, unexplained } from '../expression/vocab';

const TRIGGERS = ['因式分解', '分解因式', 'factor', '因数分解', 'factoriza'];
const WORDS = [...TRIGGERS, '把', '将', '下列', '多项式', '式子', '进行', 'を因数分解せよ', 'せよ', 'ize'];

interface Factored {
  latex: string;
  node: Node;
  hints: string[];
}

/** Common monomial factor: smallest power of each variable over all terms, and the integer content. */
function monomialContent(p: MPoly): { content: Rat; mono: Mono; rest: MPoly } {
  const terms = [...p.terms.values()];
  const vars = p.vars();
  const mono: Array<[string, number]> = [];
  for (const v of vars) {
    const e = Math.min(...terms.map((t) => t.m.find(([w]) => w === v)?.[1] ?? 0));
    if (e > 0) mono.push([v, e]);
  }
  const g = (a: bigint, b: bigint): bigint => (b ? g(b, a % b) : a < 0n ? -a : a);
  const lcmD = terms.reduce((acc, t) => (acc * t.c.d) / g(acc, t.c.d), 1n);
  const gn = terms.reduce((acc, t) => g(acc, t.c.n), 0n);
  let content = Rat.of(gn, lcmD);
  const lead = p.sortedTerms()[0];
  if (lead.c.sign() < 0) content = content.neg();
  const rest = MPoly.fromTerms(
    terms.map((t) => ({
      c: t.c.div(content),
      m: t.m.map(([v, e]) => [v, e - (mono.find(([w]) => w === v)?.[1] ?? 0)] as const).filter(([, e]) => e > 0),
    })),
  );
  return { content, mono, rest };
}

function homogeneousDegree(p: MPoly): number | null {
  const degs = new Set([...p.terms.values()].map((t) => t.m.reduce((s, [, e]) => s + e, 0)));
  return degs.size === 1 ? [...degs][0] : null;
}

/** Q(x, y) homogeneous: factor Q(x, 1) and put y back into each factor. */
function factorHomogeneous(q: MPoly, x: string, y: string): (UFactorization & { homog: [string, string] }) | null {
  const u: UPoly = Array.from({ length: q.degreeIn(x) + 1 }, () => Rat.ZERO);
  for (const t of q.terms.values()) {
    const e = t.m.find(([w]) => w === x)?.[1] ?? 0;
    u[e] = u[e].add(t.c);
  }
  const f = factorU(u);
  return f ? { ...f, homog: [x, y] } : null;
}

function homogNode(poly: UPoly, x: string, y: string): Node {
  const d = poly.length - 1;
  const terms = poly.map((c, i) =>
    mul(
      num(c),
      ...(i ? [i === 1 ? variable(x) : pow(variable(x), num(i))] : []),
      ...(d - i ? [d - i === 1 ? variable(y) : pow(variable(y), num(d - i))] : []),
    ),
  );
  return toPoly({ k: 'add', args: terms })!.toNode([x, y]);
}

function factorPoly(p: MPoly): Factored | 'incomplete' | null {
  const { content, mono, rest } = monomialContent(p);
  const vars = rest.vars();
  const hints: string[] = [];
  const outer: Node[] = [];
  if (!content.isOne()) outer.push(num(content));
  for (const [v, e] of mono) outer.push(e === 1 ? variable(v) : pow(variable(v), num(e)));
  if (outer.length) hints.push(`提取公因式 ${im(toLatex(mul(...outer)))}`);
  let inner: Array<{ node: Node; mult: number }> = [];
  if (vars.length === 0) {
    // only the monomial
  } else if (vars.length === 1) {
    const f = factorU(rest.univariate(vars[0])!);
    if (!f) return null;
    if (!f.complete) return 'incomplete';
    if (!f.constant.isOne()) outer.push(num(f.constant));
    inner = f.factors.map((x) => ({ node: toNodeU(x.poly, vars[0]), mult: x.mult }));
  } else if (vars.length === 2 && homogeneousDegree(rest) !== null) {
    const f = factorHomogeneous(rest, vars[0], vars[1]);
    if (!f) return null;
    if (!f.complete) return 'incomplete';
    if (!f.constant.isOne()) outer.push(num(f.constant));
    inner = f.factors.map((x) => ({ node: homogNode(x.poly, vars[0], vars[1]), mult: x.mult }));
  } else {
    return null;
  }
  const single = (n: Node) => n.k === 'var';
  // one numeric coefficient in front, −1 written as a bare minus sign: −(x − 2)², never −1(x − 2)² or −1·2(…)
  const coef = outer.filter((o) => o.k === 'num').reduce((c, o) => (o.k === 'num' ? c.mul(o.v) : c), Rat.of(1));
  const letters = outer.filter((o) => o.k !== 'num');
  const front = coef.isOne() ? '' : coef.eq(Rat.of(-1)) ? '-' : toLatex(num(coef));
  const latex =
    front +
    letters.map((o) => toLatex(o)).join('') +
    inner
      .map(({ node, mult }) => {
        const b = single(node) ? toLatex(node) : `\\left(${toLatex(node)}\\right)`;
        return mult === 1 ? b : `${b}^{${mult}}`;
      })
      .join('');
  const node = mul(...outer, ...inner.map(({ node: n, mult }) => (mult === 1 ? n : pow(n, num(mult)))));
  if (inner.length === 1 && inner[0].mult === 2) hints.push('运用完全平方公式');
  else if (inner.length >= 2)
    hints.push(vars.length === 2 ? '运用公式法（平方差、立方和差、完全平方）或十字相乘法' : '用十字相乘法或试根法分解');
  return { latex: outer.length && !inner.length ? toLatex(node) : latex, node, hints };
}

export const factorFamily: Family = (p) => {
  if (!hasAny(p.text, TRIGGERS)) return null;
  if (hasAny(p.text, ['实数范围', '复数范围', '实数集'])) return refuse(p, '只在有理数范围内因式分解，这道题暂不作答。');
  const segs = parseSegments(p);
  if (segs?.length !== 1 || segs[0].ops.length) return null;
  if (unexplained(p.prose, WORDS)) return null;
  const expr = segs[0].exprs[0];
  const poly = toPoly(expr);
  if (!poly || poly.isZero() || poly.constantValue()) return refuse(p, '目前只能对多项式因式分解，这道题暂不作答。');
  const f = factorPoly(poly);
  if (f === 'incomplete') return refuse(p, '这个多项式次数较高，目前无法确认已经分解彻底，暂不作答。');
  if (!f) return refuse(p, '目前只能分解一元多项式和二元齐次多项式，这道题暂不作答。');
  if (!f.hints.length && f.node.k !== 'mul' && f.node.k !== 'pow') {
    return refuse(p, '这个多项式在有理数范围内不能再分解；如需在实数范围内分解，目前暂不作答。');
  }
  const back = toPoly(f.node);
  const vars = poly.vars();
  if (!back?.equals(poly) || !numericallyEqual(expr, f.node, vars).ok) {
    return refuse(p, '算出的结果没有通过验算，为避免给出错误答案，暂不作答。');
  }
  const original = toLatex(expr);
  return solved(p, {
    engine: 'factor',
    idea: `在有理数范围内把 ${im(original)} 分解成不能再分解的因式的乘积。`,
    steps: [...(f.hints.length ? [`${f.hints.join('，')}。`] : []), `分解结果：${dm(`${original} = ${f.latex}`)}`],
    finalAnswer: `$${f.latex}$`,
    verificationNote: '已把分解结果重新展开，与原多项式逐项比较完全相同；各因式在有理数范围内不能再分解。',
    value: { kind: 'expression', node: f.node, vars },
  });
};
