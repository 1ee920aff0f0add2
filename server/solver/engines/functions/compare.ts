import { toJson } from '../../math/compute/ce';
import { evaluate } from '../../math/compute/evaluate';
import { freeVars, type Node } from '../../math/expression/ast';
import { computeEngine, formulas, proseWithSlots } from '../../math/expression/mathjson';
import { parseExprOrNull } from '../../math/expression/parser';
import { prepare } from '../../math/index';
import { orderByBridges, type Placed, placeByBridges } from '../../math/numbers/bridge-values';
import { im, refuse, solved } from '../../math/write/format';
import { toLatex } from '../../math/write/latex';
import type { Question } from '../../read/question';
import type { EngineResult } from '../types';

interface Named {
  name: string;
  node: Node;
  latex: string;
  /** As printed in the question. */
  source: string;
  value: number;
}

/** The numeric value again, by the compute engine (an evaluation independent of ours). */
function ceValue(n: Node): number {
  try {
    const e = computeEngine();
    const b = e.box(toJson(n) as never).N() as unknown as { re: number; im: number };
    return typeof b.re === 'number' && (b.im === 0 || b.im === undefined) ? b.re : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/** Only powers, logarithms, roots and numbers: what a "compare a, b, c" question is made of. */
function plain(n: Node, depth = 0): boolean {
  if (depth > 12) return false;
  switch (n.k) {
    case 'num':
    case 'const':
      return true;
    case 'var':
      return false;
    case 'add':
    case 'mul':
      return n.args.length <= 4 && n.args.every((a) => plain(a, depth + 1));
    case 'neg':
      return plain(n.arg, depth + 1);
    case 'div':
      return plain(n.num, depth + 1) && plain(n.den, depth + 1);
    case 'pow':
      return plain(n.base, depth + 1) && plain(n.exp, depth + 1);
    case 'log':
      return plain(n.base, depth + 1) && plain(n.arg, depth + 1);
    case 'root':
      return n.index <= 6 && plain(n.arg, depth + 1);
    case 'fn':
      return ['ln', 'sin', 'cos', 'tan', 'exp'].includes(n.name) && plain(n.arg, depth + 1);
    default:
      return false;
  }
}

/** The benchmarks a student compares with: 0, 1/2, 1, 2, 3 — the first that separates two values. */
const MARKS = [0, 0.5, 1, 2, 3];
const markTex = (m: number) => (m === 0.5 ? '\\frac{1}{2}' : String(m));

/** Where a value lies among the benchmarks, with the reason a student would give for its simple forms. */
function place(v: Named): string {
  const below = MARKS.filter((m) => m < v.value).pop();
  const above = MARKS.find((m) => m > v.value);
  const range =
    below === undefined
      ? `${v.name}<${markTex(above!)}`
      : above === undefined
        ? `${v.name}>${markTex(below)}`
        : `${markTex(below)}<${v.name}<${markTex(above)}`;
  const n = v.node;
  let why = '';
  if (n.k === 'pow' && n.base.k === 'num' && n.exp.k === 'num') {
    const b = n.base.v.toNumber();
    const e = n.exp.v.toNumber();
    if (b > 0 && b !== 1)
      why = `由 ${im(`y=${toLatex(n.base)}^{x}`)} 在 $\\mathbf{R}$ 上单调${b > 1 ? '递增' : '递减'}，指数 ${im(toLatex(n.exp))}${e > 0 ? '>0' : '<0'}，`;
  } else if (n.k === 'log' && n.base.k === 'num' && n.arg.k === 'num') {
    const b = n.base.v.toNumber();
    if (b > 0 && b !== 1)
      why = `由 ${im(`y=\\log_{${toLatex(n.base)}}x`)} 在 $(0,+\\infty)$ 上单调${b > 1 ? '递增' : '递减'}，比较真数 ${im(toLatex(n.arg))} 与 $1$、${im(toLatex(n.base))}，`;
  } else if (n.k === 'fn' && n.name === 'ln' && n.arg.k === 'num') {
    why = `由 $y=\\ln x$ 单调递增，比较真数 ${im(toLatex(n.arg))} 与 $1$、$e$，`;
  }
  return `${why}${im(`${v.name}=${v.latex}`)}，${im(`${v.name}\\approx ${Number(v.value.toPrecision(4))}`)}，所以 ${im(range)}。`;
}

/**
 * 中间量法 with exact reasons (「a=\log_{2}0.2<\log_{2}1=0」), when 0 and 1 alone separate every number and give the
 * order computed; null otherwise (the steps then place each number among the benchmarks with its value).
 */
function byBridges(defs: Named[], order: Named[]): string[] | null {
  const placed = defs.map((d) => placeByBridges(d.name, d.node, d.source));
  if (placed.some((x) => !x)) return null;
  const bridged = orderByBridges(placed as Placed[]);
  const numeric = [...order]
    .reverse()
    .map((d) => d.name)
    .join('<');
  if (!bridged || bridged.chain !== numeric) return null;
  return [`与中间量 $0$、$1$ 比较：${bridged.reasons.map((r) => im(r)).join('；')}。`];
}

/** "a>b>c", "c<a<b": the claimed order (greatest first); null when it is not such a chain. */
function readChain(text: string, names: string[]): string[] | null {
  const t = text
    .replace(/\$/g, '')
    .replace(/\\left|\\right|\s|[。.，,]$/g, '')
    .replace(/\\gt/g, '>')
    .replace(/\\lt/g, '<');
  if (!/^[a-z](?:[<>][a-z])+$/.test(t)) return null;
  const letters = t.split(/[<>]/);
  const ops = t.match(/[<>]/g) ?? [];
  if (
    new Set(ops).size !== 1 ||
    letters.length !== names.length ||
    new Set(letters).size !== letters.length ||
    !letters.every((l) => names.includes(l))
  )
    return null;
  return ops[0] === '>' ? letters : [...letters].reverse();
}

/** "设 a=2^{0.3}, b=log_3 2, c=0.3^2，则 a, b, c 的大小关系为": the order of the numbers, then the option. */
export function solveCompare(q: Question): EngineResult | null {
  const prose = proseWithSlots(q.stem);
  if (!/大小关系|大小顺序|从大到小|从小到大|比较|则\s*[（(]?\s*[)）]?\s*$|则$/.test(prose.trim()) && !q.options.length) return null;
  const defs: Named[] = [];
  for (const f of formulas(q.stem)) {
    const m = /^\s*([a-z])\s*=\s*(.+)$/s.exec(f);
    if (!m) {
      if (/^\s*[a-z](\s*,\s*[a-z])*\s*$/.test(f)) continue;
      return null;
    }
    const node = parseExprOrNull(m[2]);
    if (!node) return null;
    if (freeVars(node).size || !plain(node)) return null;
    defs.push({ name: m[1], node, latex: toLatex(node), source: m[2].trim(), value: evaluate(node, {}) });
  }
  if (defs.length < 2 || defs.length > 4 || new Set(defs.map((d) => d.name)).size !== defs.length) return null;
  const names = defs.map((d) => d.name);
  const chains = q.options.map((o) => readChain(o.text, names));
  if (chains.some((c) => !c)) return null;
  if (!q.options.length && !/大小关系|大小顺序|从大到小|从小到大/.test(prose)) return null;
  const p = prepare(q.stem, q.problemType);
  // the order, with a margin far above rounding; then the same order from an independent evaluation
  const order = [...defs].sort((x, y) => y.value - x.value);
  for (const d of defs) {
    const other = ceValue(d.node);
    if (!Number.isFinite(d.value) || !Number.isFinite(other) || Math.abs(other - d.value) > 1e-9 * Math.max(1, Math.abs(d.value))) {
      return refuse(p, '题中有的数离线求解器没能可靠地算出数值，为避免给出错误答案，暂不作答。');
    }
  }
  for (let i = 0; i + 1 < order.length; i++) {
    if (order[i].value - order[i + 1].value < 1e-6 * Math.max(1, Math.abs(order[i].value))) {
      return refuse(p, `${im(order[i].name)} 与 ${im(order[i + 1].name)} 的值非常接近，离线求解器无法可靠地比较它们的大小。`);
    }
  }
  const truth = order.map((d) => d.name).join('>');
  const hits = q.options.filter((_, i) => chains[i]!.join('>') === truth);
  if (q.options.length && hits.length !== 1) return refuse(p, `算得 ${im(truth)}，但没有唯一的选项与之对应，请核对选项。`);
  const letter = hits[0]?.letter;
  const shown = /从小到大/.test(prose)
    ? [...order]
        .reverse()
        .map((d) => d.name)
        .join('<')
    : truth;
  const bridged = byBridges(defs, order);
  const steps = bridged ?? order.map((d) => place(d));
  // where two neighbours share a benchmark interval, compare them directly
  for (let i = 0; !bridged && i + 1 < order.length; i++) {
    const a = order[i];
    const b = order[i + 1];
    if (!MARKS.some((m) => b.value < m && m < a.value))
      steps.push(
        `${im(a.name)} 与 ${im(b.name)} 在同一区间内，直接比较：${im(`${a.name}\\approx ${Number(a.value.toPrecision(6))}`)}，${im(`${b.name}\\approx ${Number(b.value.toPrecision(6))}`)}，所以 ${im(`${a.name}>${b.name}`)}。`,
      );
  }
  steps.push(letter ? `综上 ${im(truth)}，与选项 ${letter} 相符。` : `综上 ${im(shown)}。`);
  const outcome = solved(p, {
    engine: 'functions',
    idea: '比较指数式、对数式、幂的大小：借助指数函数、对数函数的单调性，把每个数与 $0$、$1$ 等中间量比较，再排出顺序。',
    steps,
    finalAnswer: letter ? `${letter}（${im(truth)}）` : im(shown),
    verificationNote: '每个数都用两种独立的方法算出数值，相邻两数之差远大于计算误差，顺序可靠；只有这一个选项与所得顺序相符（选择题）。',
    value: { kind: 'words', text: shown },
  });
  // asked without its options (the choice pipeline asks the stem alone), an option 「b<a<c」 is the same order as
  // 「c>a>b」: every option chain is rewritten the way the answer is shown before it is compared
  const optionValue = (text: string) => {
    const chain = readChain(text, names);
    if (!chain) return null;
    return shown === truth ? chain.join('>') : [...chain].reverse().join('<');
  };
  return { ...outcome, optionValue };
}
