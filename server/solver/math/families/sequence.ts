import { add, freeVars, mul, type Node, num, pow, sub, variable } from '../expression/ast';
import { evaluate } from '../compute/evaluate';
import { dm, im, refuse, solved } from '../write/format';
import { toLatex } from '../write/latex';
import { circled, eliminate, type Row } from '../equations/linsolve';
import { toPoly } from '../polynomials/mpoly';
import { parseChain } from '../expression/parser';
import { exactRoot } from '../numbers/powers';
import { Rat } from '../expression/rational';
import { replaceNodes } from '../expression/replace';
import { extract } from '../expression/text';
import type { Family, MathOutcome, MathProblem } from '../expression/types';
import { unexplained } from '../expression/vocab';

const WORDS = [
  '在',
  '已知',
  '等差数列',
  '等比数列',
  '数列',
  '中',
  '通项公式',
  '通项',
  '前',
  '项和',
  '的前',
  '项的和',
  '首项',
  '公差',
  '公比',
  '第',
  '项',
  '和',
  '求',
  '及',
  '与',
  '以及',
  '分别',
  '满足',
  '其',
];

type Kind = 'arith' | 'geo';

/** Turns Chinese phrases into symbols: 首项为2 → a_1=2, 前10项和 → S_{10}, 第5项 → a_{5}. */
function rewrite(text: string): string {
  return text
    .replace(/\{\s*a_\{?n\}?\s*\}|\(\s*a_\{?n\}?\s*\)/g, ' ')
    .replace(/首项\s*(?:为|是|=)?\s*a_\{?1\}?\s*=/g, 'a_1=')
    .replace(/首项\s*(?:为|是|=)\s*/g, ',a_1=')
    .replace(/公差\s*(?:为|是|=)?\s*d\s*=/g, 'd=')
    .replace(/公差\s*(?:为|是|=)\s*/g, ',d=')
    .replace(/公比\s*(?:为|是|=)?\s*q\s*=/g, 'q=')
    .replace(/公比\s*(?:为|是|=)\s*/g, ',q=')
    .replace(/前\s*(\d+|n)\s*项(?:的)?和\s*(?=S_)/g, ',')
    .replace(/前\s*(\d+|n)\s*项(?:的)?和/g, (_, k) => `,S_{${k}},`)
    .replace(/第\s*(\d+)\s*项/g, (_, k) => `,a_{${k}},`)
    .replace(/通项公式\s*(?:a_\{?n\}?)?/g, ',a_{n},')
    .replace(/公差\s*d?/g, ',d,')
    .replace(/公比\s*q?/g, ',q,');
}

interface Model {
  kind: Kind;
  a1: Rat;
  r: Rat; // d or q
}

function term(m: Model, k: number): Rat {
  return m.kind === 'arith' ? m.a1.add(m.r.mul(Rat.of(k - 1))) : m.a1.mul(m.r.pow(k - 1));
}
function partial(m: Model, k: number): Rat {
  let s = Rat.ZERO;
  for (let i = 1; i <= k; i++) s = s.add(term(m, i));
  return s;
}

const sym = /^(a|S)_(\d+)$/;

/** a_k, S_k as linear expressions in a_1 and d (arithmetic sequences). */
function arithExpr(n: Node): Node {
  return replaceNodes(n, (m) => {
    if (m.k !== 'var') return undefined;
    const s = sym.exec(m.name);
    if (!s) return undefined;
    const k = Number(s[2]);
    if (s[1] === 'a') return k === 1 ? variable('a_1') : add(variable('a_1'), mul(num(k - 1), variable('d')));
    return add(mul(num(k), variable('a_1')), mul(num((k * (k - 1)) / 2), variable('d')));
  });
}

function solveArith(conds: Array<[Node, Node]>): Model | 'none' | 'infinite' | null {
  const rows: Row[] = [];
  for (const [l, r] of conds) {
    const q = toPoly(sub(arithExpr(l), arithExpr(r)));
    if (!q || q.totalDegree() > 1 || q.vars().some((v) => v !== 'a_1' && v !== 'd')) return null;
    const coef = (v: string) =>
      [...q.terms.values()].filter((t) => t.m.length === 1 && t.m[0][0] === v).reduce((s, t) => s.add(t.c), Rat.ZERO);
    rows.push({ a: [coef('a_1'), coef('d')], b: (q.terms.get('')?.c ?? Rat.ZERO).neg(), label: circled(rows.length) });
  }
  if (rows.length !== 2) return rows.length < 2 ? 'infinite' : null;
  const res = eliminate(rows, ['a_1', 'd']);
  if (res.kind !== 'unique') return res.kind;
  return { kind: 'arith', a1: res.values[0], r: res.values[1] };
}

/** Geometric: a_1 and q from "a_1 = …", "q = …", "a_k = …" (two terms with an odd gap fix q uniquely). */
function solveGeo(conds: Array<[Node, Node]>): Model | null {
  const known = new Map<string, Rat>();
  for (const [l, r] of conds) {
    if (l.k !== 'var' || freeVars(r).size) return null;
    const v = evaluate(r);
    const val = Rat.fromNumber(v);
    if (!val) return null;
    known.set(l.name, val);
  }
  let q = known.get('q') ?? null;
  let a1 = known.get('a_1') ?? null;
  const terms = [...known.entries()].filter(([k]) => /^a_\d+$/.test(k)).map(([k, v]) => [Number(k.slice(2)), v] as const);
  if (!q && terms.length >= 2) {
    const [[m, am], [n, an]] = [...terms].sort((x, y) => x[0] - y[0]);
    if (am.isZero() || (n - m) % 2 === 0) return null;
    const ratio = an.div(am);
    const num_ = exactRoot(ratio.abs().n, n - m);
    const den = exactRoot(ratio.d, n - m);
    if (num_ === null || den === null) return null;
    q = Rat.of(num_, den).mul(Rat.of(ratio.sign()));
  }
  if (!q || q.isZero()) return null;
  if (!a1) {
    const t = terms[0];
    if (!t) return null;
    a1 = t[1].div(q.pow(t[0] - 1));
  }
  const model: Model = { kind: 'geo', a1, r: q };
  for (const [k, v] of terms) if (!term(model, k).eq(v)) return null;
  return model;
}

function generalTerm(m: Model): Node {
  const n = variable('n');
  if (m.kind === 'arith') return toPoly(add(num(m.a1), mul(num(m.r), sub(n, num(1)))))!.toNode(['n']);
  return mul(num(m.a1), pow(num(m.r), sub(n, num(1))));
}
function generalSum(m: Model): Node {
  const n = variable('n');
  if (m.kind === 'arith') return toPoly(add(mul(n, num(m.a1)), mul(num(m.r.div(Rat.of(2))), n, sub(n, num(1)))))!.toNode(['n']);
  if (m.r.isOne()) return mul(num(m.a1), n);
  return mul(num(m.a1.div(Rat.ONE.sub(m.r))), sub(num(1), pow(num(m.r), n)));
}

export const sequenceFamily: Family = (p) => {
  const arith = p.text.includes('等差');
  const geo = p.text.includes('等比');
  if (arith === geo) return null;
  const kind: Kind = arith ? 'arith' : 'geo';
  const { segments, prose } = extract(rewrite(p.text));
  if (unexplained(prose, WORDS)) return refuse(p, '题目中有目前无法理解的条件，为避免给出错误答案，暂不作答。');
  const conds: Array<[Node, Node]> = [];
  const asks: string[] = [];
  for (const s of segments) {
    let c: ReturnType<typeof parseChain>;
    try {
      c = parseChain(s);
    } catch {
      return refuse(p, '目前无法识别题目中的条件，暂不作答。');
    }
    if (c.ops.length === 0 && c.exprs[0].k === 'var') asks.push(c.exprs[0].name);
    else if (c.ops.length === 1 && c.ops[0] === '=') conds.push([c.exprs[0], c.exprs[1]]);
    else return refuse(p, '目前无法识别题目中的条件，暂不作答。');
  }
  const allowed = /^(?:a_\d+|S_\d+|a_n|S_n|d|q)$/;
  if (!asks.length || !asks.every((a) => allowed.test(a))) return refuse(p, '没有找到所求的量，目前暂不作答。');
  for (const [l, r] of conds) {
    const vs = [...freeVars(l), ...freeVars(r)];
    if (!vs.every((v) => /^(?:a_\d+|S_\d+|d|q)$/.test(v)) || vs.includes(kind === 'arith' ? 'q' : 'd')) {
      return refuse(p, '目前无法识别题目中的条件，暂不作答。');
    }
  }
  const model = kind === 'arith' ? solveArith(conds) : solveGeo(conds);
  if (model === 'none') return refuse(p, '题目条件互相矛盾，目前无法作答。');
  if (!model || model === 'infinite') return refuse(p, '题目条件不足以确定这个数列，或目前暂不支持这种条件。');
  // Every given condition must hold exactly for the model (computed by brute force).
  for (const [l, r] of conds) {
    const env: Record<string, number> = { d: model.r.toNumber(), q: model.r.toNumber() };
    for (const v of [...freeVars(l), ...freeVars(r)]) {
      const s = sym.exec(v);
      if (s) env[v] = (s[1] === 'a' ? term(model, Number(s[2])) : partial(model, Number(s[2]))).toNumber();
    }
    if (Math.abs(evaluate(l, env) - evaluate(r, env)) > 1e-9 * Math.max(1, Math.abs(evaluate(r, env)))) {
      return refuse(p, '算出的结果没有通过验算，为避免给出错误答案，暂不作答。');
    }
  }
  return answer(p, model, asks, conds);
};

function answer(p: MathProblem, m: Model, asks: string[], conds: Array<[Node, Node]>): MathOutcome {
  const rl = m.kind === 'arith' ? 'd' : 'q';
  const steps: string[] = [];
  const given = conds.map(([l, r]) => im(`${toLatex(l)} = ${toLatex(r)}`)).join('，');
  steps.push(
    m.kind === 'arith'
      ? `等差数列中 ${im('a_n = a_1 + (n-1)d')}，${im('S_n = na_1 + \\frac{n(n-1)}{2}d')}。由已知 ${given} 得 ${im(`a_1 = ${m.a1.toLatex()},\\ d = ${m.r.toLatex()}`)}。`
      : `等比数列中 ${im('a_n = a_1 q^{n-1}')}，${im('S_n = \\frac{a_1(1-q^n)}{1-q}\\ (q \\ne 1)')}。由已知 ${given} 得 ${im(`a_1 = ${m.a1.toLatex()},\\ q = ${m.r.toLatex()}`)}。`,
  );
  const finals: string[] = [];
  const values: number[] = [];
  let exprValue: Node | null = null;
  for (const a of asks) {
    const s = sym.exec(a);
    if (a === 'd' || a === 'q') {
      finals.push(`${rl} = ${m.r.toLatex()}`);
      values.push(m.r.toNumber());
    } else if (s && s[1] === 'a') {
      const k = Number(s[2]);
      const v = term(m, k);
      const formula = m.kind === 'arith' ? `a_1 + ${k - 1}d` : `a_1 q^{${k - 1}}`;
      steps.push(`${im(`a_{${k}} = ${formula} = ${v.toLatex()}`)}。`);
      finals.push(`a_{${k}} = ${v.toLatex()}`);
      values.push(v.toNumber());
    } else if (s && s[1] === 'S') {
      const k = Number(s[2]);
      const v = partial(m, k);
      const formula =
        m.kind === 'arith' ? `${k}a_1 + \\frac{${k} \\times ${k - 1}}{2}d` : m.r.isOne() ? `${k}a_1` : `\\frac{a_1(1 - q^{${k}})}{1 - q}`;
      steps.push(`${im(`S_{${k}} = ${formula} = ${v.toLatex()}`)}。`);
      finals.push(`S_{${k}} = ${v.toLatex()}`);
      values.push(v.toNumber());
    } else if (a === 'a_n' || a === 'S_n') {
      const e = a === 'a_n' ? generalTerm(m) : generalSum(m);
      // The closed form must reproduce the first 20 terms / partial sums exactly.
      for (let k = 1; k <= 20; k++) {
        const want = (a === 'a_n' ? term(m, k) : partial(m, k)).toNumber();
        if (Math.abs(evaluate(e, { n: k }) - want) > 1e-9 * Math.max(1, Math.abs(want))) {
          return refuse(p, '算出的结果没有通过验算，为避免给出错误答案，暂不作答。');
        }
      }
      steps.push(`所以${dm(`${a} = ${toLatex(e)}`)}`);
      finals.push(`${a} = ${toLatex(e)}`);
      exprValue = e;
    }
  }
  if (exprValue && asks.length > 1) return refuse(p, '一次只能回答一个通项公式或求和公式问题。');
  return solved(p, {
    engine: m.kind === 'arith' ? 'arithmetic-sequence' : 'geometric-sequence',
    idea: `先由已知条件求出首项 ${im('a_1')} 和${m.kind === 'arith' ? '公差 $d$' : '公比 $q$'}，再代入公式。`,
    steps,
    finalAnswer: `$${finals.join(',\\ ')}$`,
    verificationNote: '已逐项递推计算数列并核对所有已知条件与所求结果（精确分数运算）。',
    value: exprValue ? { kind: 'expression', node: exprValue, vars: ['n'] } : { kind: 'numbers', values },
  });
}
