import { evaluate } from '../compute/evaluate';
import { children, mapChildren, type Node, num, variable } from '../expression/ast';
import { parseExpr } from '../expression/parser';
import { Rat } from '../expression/rational';
import type { Family, MathOutcome, MathProblem } from '../expression/types';
import { hasAny, unexplained } from '../expression/vocab';
import { evalExact } from '../numbers/exact';
import { dm, im, refuse, solved } from '../write/format';
import { toLatex } from '../write/latex';
import { telescopingSteps } from './telescoping';

const WORDS = ['求和', '计算', '的和', '和', '求', '值', 'sum', 'suma', '和を求めよ'];
const MAX_TERMS = 100000;
const DOTS = /\\cdots|\\ldots|\\dots|\.{3,}|…|⋯/;

/** Leaves (numbers) of a term in a fixed order; null when structures differ. */
function leaves(n: Node): Rat[] {
  if (n.k === 'num') return [n.v];
  return children(n).flatMap(leaves);
}
function shape(n: Node): string {
  if (n.k === 'num') return '#';
  if (n.k === 'var') return n.name;
  if (n.k === 'const') return n.name;
  const tag = n.k === 'fn' ? `fn:${n.name}` : n.k === 'root' ? `root${n.index}` : n.k;
  return `${tag}(${children(n).map(shape).join(',')})`;
}
/** Rebuilds n with its numeric leaves replaced in order. */
function withLeaves(n: Node, vals: Node[]): Node {
  let i = 0;
  const rec = (m: Node): Node => (m.k === 'num' ? vals[i++] : mapChildren(m, rec));
  return rec(n);
}

interface Pattern {
  template: Node;
  count: number;
  description: string;
  closedForm?: { latex: string; value: Rat };
}

/** Terms t_0, t_1, … whose numeric leaves each grow linearly with the term number. */
function linearPattern(first: Node[], last: Node): Pattern | null {
  const s = shape(first[0]);
  if (![...first, last].every((t) => shape(t) === s)) return null;
  const L = first.map(leaves);
  const end = leaves(last);
  const width = L[0].length;
  const starts = L[0];
  const steps = L[1].map((v, i) => v.sub(starts[i]));
  for (let j = 2; j < L.length; j++) {
    for (let i = 0; i < width; i++) if (!L[j][i].eq(starts[i].add(steps[i].mul(Rat.of(j))))) return null;
  }
  let N: Rat | null = null;
  for (let i = 0; i < width; i++) {
    if (steps[i].isZero()) {
      if (!end[i].eq(starts[i])) return null;
      continue;
    }
    const j = end[i].sub(starts[i]).div(steps[i]);
    if (!j.isInteger() || j.sign() < 0 || (N && !N.eq(j))) return null;
    N = j;
  }
  if (!N || N.n + 1n > BigInt(MAX_TERMS)) return null;
  const k = variable('k');
  const template = withLeaves(
    first[0],
    starts.map((s0, i) => (steps[i].isZero() ? num(s0) : { k: 'add', args: [num(s0), { k: 'mul', args: [num(steps[i]), k] }] })),
  );
  return { template, count: Number(N.n) + 1, description: '各项中的数按相同的步长递增' };
}

/** Plain numbers forming a geometric progression (needs three given terms). */
function geometricPattern(first: Node[], last: Node): Pattern | null {
  const vals = first.map((t) => evalExact(t));
  const end = evalExact(last);
  if (vals.length < 3 || vals.some((v) => !v || v.isZero()) || !end) return null;
  const q = vals[1]!.div(vals[0]!);
  if (!vals.every((v, i) => i === 0 || v!.eq(vals[i - 1]!.mul(q))) || q.isOne() || q.abs().isOne()) return null;
  let cur = vals[0]!;
  for (let n = 1; n <= 200; n++) {
    if (cur.eq(end)) {
      const a = vals[0]!;
      const value = a.mul(q.pow(n).sub(Rat.ONE)).div(q.sub(Rat.ONE));
      return {
        template: { k: 'mul', args: [num(a), { k: 'pow', base: num(q), exp: variable('k') }] },
        count: n,
        description: `这是首项为 ${im(a.toLatex())}、公比为 ${im(q.toLatex())} 的等比数列，共 ${n} 项`,
        closedForm: {
          latex: `S_{${n}} = \\frac{a_1\\left(q^{n} - 1\\right)}{q - 1} = \\frac{${a.toLatex()}\\left(${q.sign() < 0 ? `\\left(${q.toLatex()}\\right)` : q.toLatex()}^{${n}} - 1\\right)}{${q.toLatex()} - 1} = ${value.toLatex()}`,
          value,
        },
      };
    }
    cur = cur.mul(q);
  }
  return null;
}

function bruteForce(template: Node, count: number): Rat | null {
  let s = Rat.ZERO;
  for (let j = 0; j < count; j++) {
    const t = evalExact(template, { k: Rat.of(j) });
    if (!t) return null;
    s = s.add(t);
  }
  return s;
}

function solveDots(p: MathProblem, src: string): MathOutcome | null {
  const parts = src.split(DOTS);
  if (parts.length !== 2) return null;
  const left = parts[0].replace(/\+\s*$/, '').trim();
  const right = parts[1].replace(/^\s*\+/, '').trim();
  let leftNode: Node;
  let last: Node;
  try {
    leftNode = parseExpr(left);
    last = parseExpr(right);
  } catch {
    return null;
  }
  if (/[-−]/.test(left.replace(/^\s*-/, '')) || /^\s*-/.test(right)) return refuse(p, '目前暂不处理正负交替的求和。');
  const first = leftNode.k === 'add' ? leftNode.args : [leftNode];
  if (first.length < 2) return null;
  const geo = geometricPattern(first, last);
  const lin = geo ? null : linearPattern(first, last);
  if (!geo && !lin) return refuse(p, '目前无法确定这个求和的规律，为避免给出错误答案，暂不作答。');
  const pat = (geo ?? lin)!;
  // Two given terms can fit both an arithmetic and a geometric rule: refuse when both fit.
  if (!geo && first.length === 2) {
    const a = evalExact(first[0]);
    const b = evalExact(first[1]);
    if (a && b && !a.isZero() && !b.sub(a).isOne() && geometricPattern([first[0], first[1], { k: 'num', v: b.mul(b).div(a) }], last)) {
      return refuse(p, '只给出了两项，求和的规律有歧义（既可能是等差也可能是等比），目前暂不作答。');
    }
  }
  const total = bruteForce(pat.template, pat.count);
  if (!total) return refuse(p, '目前无法精确计算这个和，暂不作答。');
  const steps: string[] = [];
  const firstVal = evalExact(first[0]);
  const lastVal = evalExact(last);
  const isArith = lin && leaves(first[0]).length === 1 && first[0].k === 'num';
  if (geo && pat.closedForm) {
    steps.push(`${pat.description}。`, `由等比数列求和公式${dm(pat.closedForm.latex)}`);
    if (!pat.closedForm.value.eq(total)) return refuse(p, '算出的结果没有通过验算，为避免给出错误答案，暂不作答。');
  } else if (isArith && firstVal && lastVal) {
    const d = evalExact(first[1])!.sub(firstVal);
    const formula = Rat.of(pat.count).mul(firstVal.add(lastVal)).div(Rat.of(2));
    if (!formula.eq(total)) return refuse(p, '算出的结果没有通过验算，为避免给出错误答案，暂不作答。');
    steps.push(
      `这是首项为 ${im(firstVal.toLatex())}、公差为 ${im(d.toLatex())} 的等差数列，项数 ${im(`n = \\frac{${lastVal.toLatex()} - ${firstVal.sign() < 0 ? `\\left(${firstVal.toLatex()}\\right)` : firstVal.toLatex()}}{${d.toLatex()}} + 1 = ${pat.count}`)}。`,
      `由等差数列求和公式${dm(`S_n = \\frac{n(a_1 + a_n)}{2} = \\frac{${pat.count} \\times (${firstVal.toLatex()} + ${lastVal.toLatex()})}{2} = ${total.toLatex()}`)}`,
    );
  } else {
    const general = `${pat.description}，通项为 ${im(`t_k = ${toLatex(pat.template)}`)}（${im(`k = 0, 1, \\dots, ${pat.count - 1}`)}），共 ${pat.count} 项。`;
    // the terms as the question wrote them when it wrote LaTeX (printing the parsed 1×2×3 drops its 1)
    const written = /\\/.test(left) ? `${left} + \\cdots + ${right}` : `${toLatex(leftNode)} + \\cdots + ${toLatex(last)}`;
    steps.push(general, ...(telescopingSteps(pat.template, pat.count, total) ?? [`逐项相加得${dm(`${written} = ${total.toLatex()}`)}`]));
  }
  return solved(p, {
    engine: 'sum',
    idea: '先找出各项的规律和项数，再用求和公式（或逐项相加）计算。',
    steps,
    finalAnswer: `$${total.toLatex()}$`,
    verificationNote: `已按规律逐项精确相加（共 ${pat.count} 项）复核，结果一致。`,
    value: { kind: 'numbers', values: [total.toNumber()] },
  });
}

/** \sum_{k=a}^{b} f(k) with numeric bounds. */
function solveSigma(p: MathProblem, src: string): MathOutcome | null {
  const m = /^\s*(?:\\sum|∑)\s*_\s*\{?\s*([a-z])\s*=\s*(-?\d+)\s*\}?\s*\^\s*\{?\s*(\d+)\s*\}?\s*(.+)$/s.exec(src);
  if (!m) return /^\s*(?:\\sum|∑)/.test(src) ? refuse(p, '目前只能计算上下限为具体整数的求和，这道题暂不作答。') : null;
  const [, v, lo, hi, body] = m;
  let f: Node;
  try {
    f = parseExpr(body);
  } catch {
    return refuse(p, '目前无法识别求和式，暂不作答。');
  }
  const a = Number(lo);
  const b = Number(hi);
  if (b < a || b - a + 1 > MAX_TERMS) return refuse(p, '求和的项数过多或上下限不正确，目前暂不作答。');
  let total = Rat.ZERO;
  let approx = 0;
  for (let k = a; k <= b; k++) {
    const t = evalExact(f, { [v]: Rat.of(k) });
    if (!t) return refuse(p, '目前只能精确计算有理数项的求和，这道题暂不作答。');
    total = total.add(t);
    approx += evaluate(f, { [v]: k });
  }
  if (Math.abs(approx - total.toNumber()) > 1e-6 * Math.max(1, Math.abs(approx)))
    return refuse(p, '算出的结果没有通过验算，为避免给出错误答案，暂不作答。');
  const sumLatex = `\\sum_{${v}=${a}}^{${b}} ${toLatex(f)}`;
  return solved(p, {
    engine: 'sum',
    idea: `把 ${im(`${v} = ${a}, ${a + 1}, \\dots, ${b}`)} 依次代入通项并相加。`,
    steps: [`共 ${b - a + 1} 项，逐项精确相加得${dm(`${sumLatex} = ${total.toLatex()}`)}`],
    finalAnswer: `$${sumLatex} = ${total.toLatex()}$`,
    verificationNote: '精确分数运算求和，并用浮点数值独立复核。',
    value: { kind: 'numbers', values: [total.toNumber()] },
  });
}

export const sumFamily: Family = (p) => {
  const src = p.segments.length === 1 ? p.segments[0] : null;
  if (!src) return null;
  const sigma = /^\s*(?:\\sum|∑)/.test(src);
  if (!sigma && !DOTS.test(src)) return null;
  if (hasAny(p.text, ['数列', '通项'])) return null;
  if (unexplained(p.prose, WORDS)) return null;
  return sigma ? solveSigma(p, src) : solveDots(p, src);
};
