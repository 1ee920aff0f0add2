import { checkDerivative, derivative, onlyVar } from '../../math/compute/calculus';
import { ceEvaluate, toJson } from '../../math/compute/ce';
import { evaluate } from '../../math/compute/evaluate';
import { freeVars, type Node, num, substitute } from '../../math/expression/ast';
import { formulas, proseWithSlots } from '../../math/expression/mathjson';
import { parseExpr, parseExprOrNull } from '../../math/expression/parser';
import { Rat } from '../../math/expression/rational';
import type { MathOutcome } from '../../math/expression/types';
import { prepare } from '../../math/index';
import { toPoly } from '../../math/polynomials/mpoly';
import { im, refuse, solved } from '../../math/write/format';
import { toLatex } from '../../math/write/latex';
import type { ProblemType } from '../../types';

function rat(src: string): Rat | null {
  try {
    const p = toPoly(parseExpr(src));
    return p ? p.constantValue() : null;
  } catch {
    return null;
  }
}

function recognise(v: number): Rat | null {
  for (let q = 1; q <= 12; q++) {
    const p = Math.round(v * q);
    if (Math.abs(v - p / q) < 1e-10) return Rat.of(p, q);
  }
  return null;
}

/** The exact value of f at x = r, simplified by the compute engine and checked against the float. */
function valueAt(f: Node, r: Rat): Node | null {
  try {
    const exact = ceEvaluate(toJson(substitute(f, 'x', num(r))));
    const a = evaluate(exact, {});
    const b = evaluate(f, { x: r.toNumber() });
    return freeVars(exact).size === 0 && Number.isFinite(a) && Math.abs(a - b) < 1e-9 * Math.max(1, Math.abs(b)) ? exact : null;
  } catch {
    return null;
  }
}

/**
 * "f(x)=x−ln x 在区间 [1/2, 2] 上的最小值" for functions with ln or eˣ (polynomials are the algebra
 * engine's): f′, its zeros in the interval (rational only), the sign table, and the values compared.
 */
export function solveClosedMax(text: string, problemType: ProblemType): MathOutcome | null {
  const prose = proseWithSlots(text);
  const m = /在(?:区间)?\s*⟨(\d+)⟩\s*上的最([大小])值/.exec(prose);
  if (!m || /[a-wyz]\s*的|范围|若|[（(]\s*2\s*[)）]|最[大小]值(?:与|和|及)最/.test(prose.replace(m[0], ''))) return null;
  const fs = formulas(text);
  if (fs.length !== 2) return null;
  const def = /^\s*(?:f\s*\(\s*x\s*\)|y)\s*=\s*(.+)$/s.exec(fs[1 - Number(m[1])]);
  const iv = /^\s*\[\s*([^,]+?)\s*,\s*([^,]+?)\s*\]\s*$/.exec(fs[Number(m[1])]);
  if (!def || !iv) return null;
  const a = rat(iv[1]);
  const b = rat(iv[2]);
  if (!a || !b || a.cmp(b) >= 0) return null;
  const f = parseExprOrNull(def[1]);
  if (!f) return null;
  const vars = freeVars(f);
  if (vars.size !== 1 || !vars.has('x') || toPoly(f)) return null;
  const p = prepare(text, problemType);
  const A = a.toNumber();
  const B = b.toNumber();
  let df: Node;
  try {
    df = derivative(f, 'x');
  } catch {
    return refuse(p, '离线求解器没能可靠地求出这个函数的导数，暂不作答。');
  }
  if (!onlyVar(df, 'x') || !checkDerivative(f, df, 'x', [A, B])) return refuse(p, '离线求解器没能可靠地求出这个函数的导数，暂不作答。');
  // f and f' must be defined on the whole closed interval
  const N = 4000;
  const xs = Array.from({ length: N + 1 }, (_, k) => A + ((B - A) * k) / N);
  const d = xs.map((x) => evaluate(df, { x }));
  if (!xs.every((x) => Number.isFinite(evaluate(f, { x }))) || !d.every(Number.isFinite))
    return refuse(p, '函数在这个区间上不是处处有定义，请核对题目。');
  const crit: Rat[] = [];
  for (let k = 0; k < N; k++) {
    if (d[k] === 0 && k > 0 && k < N && Math.sign(d[k - 1]) !== Math.sign(d[k + 1]) && d[k - 1] !== 0 && d[k + 1] !== 0) {
      const r = recognise(xs[k]);
      if (!r) return refuse(p, '导数的零点不是有理数，离线求解器暂不作答。');
      if (!crit.some((c) => c.eq(r))) crit.push(r);
      continue;
    }
    if (d[k] === 0 || d[k + 1] === 0 || Math.sign(d[k]) === Math.sign(d[k + 1])) continue;
    let lo = xs[k];
    let hi = xs[k + 1];
    for (let i = 0; i < 80; i++) {
      const mid = (lo + hi) / 2;
      if (Math.sign(evaluate(df, { x: mid })) === Math.sign(d[k])) lo = mid;
      else hi = mid;
    }
    const r = recognise((lo + hi) / 2);
    if (!r || Math.abs(evaluate(df, { x: r.toNumber() })) > 1e-12) return refuse(p, '导数的零点不是有理数，离线求解器暂不作答。');
    if (!crit.some((c) => c.eq(r)) && r.cmp(a) > 0 && r.cmp(b) < 0) crit.push(r);
  }
  crit.sort((u, w) => u.cmp(w));
  const pts = [a, ...crit, b];
  const values: Array<{ x: Rat; node: Node; v: number }> = [];
  for (const x of pts) {
    const node = valueAt(f, x);
    if (!node) return refuse(p, '离线求解器没能化简函数在这些点的值，暂不作答。');
    values.push({ x, node, v: evaluate(node, {}) });
  }
  const wantMax = m[2] === '大';
  const sorted = [...values].sort((u, w) => (wantMax ? w.v - u.v : u.v - w.v));
  const best = sorted[0];
  if (sorted.length > 1 && Math.abs(sorted[1].v - best.v) < 1e-9 * Math.max(1, Math.abs(best.v)) && !valueAt(f, sorted[1].x))
    return refuse(p, '离线求解器的验算没有通过，为避免给出错误答案，暂不作答。');
  // independent check: the sampled extreme of f is not beyond the answer
  const sampled = xs.map((x) => evaluate(f, { x }));
  const ext = wantMax ? Math.max(...sampled) : Math.min(...sampled);
  if (wantMax ? ext > best.v + 1e-9 : ext < best.v - 1e-9) return refuse(p, '离线求解器的验算没有通过，为避免给出错误答案，暂不作答。');
  const rows: string[] = [];
  for (let i = 0; i + 1 < pts.length; i++) {
    const mid = (pts[i].toNumber() + pts[i + 1].toNumber()) / 2;
    const up = evaluate(df, { x: mid }) > 0;
    rows.push(
      `${im(`x\\in(${pts[i].toLatex()},${pts[i + 1].toLatex()})`)} 时 ${im(`f'(x)${up ? '>' : '<'}0`)}，${im('f(x)')} 单调${up ? '递增' : '递减'}`,
    );
  }
  const steps = [
    `${im(`f'(x)=${toLatex(df)}`)}${crit.length ? `，令 ${im("f'(x)=0")}，在区间内得 ${crit.map((c) => im(`x=${c.toLatex()}`)).join('，')}` : `，在区间 ${im(`[${a.toLatex()},${b.toLatex()}]`)} 内 ${im("f'(x)")} 不变号`}。`,
    `${rows.join('；')}。`,
    `比较 ${values.map((u) => im(`f(${u.x.toLatex()})=${toLatex(u.node)}`)).join('，')}（${values.map((u) => im(`f(${u.x.toLatex()})\\approx ${Number(u.v.toFixed(4))}`)).join('，')}）。`,
    `所以最${m[2]}值为 ${im(`f(${best.x.toLatex()})=${toLatex(best.node)}`)}。`,
  ];
  return solved(p, {
    engine: 'functions',
    idea: '闭区间上的最值：求导判断单调性，找出区间内的极值点，再把极值与端点处的函数值比较。',
    steps,
    finalAnswer: im(toLatex(best.node)),
    verificationNote: '已用数值差分核对导数；在区间上密集取点计算函数值，没有比所得结果更大（更小）的值。',
    value: { kind: 'numbers', values: [best.v] },
  });
}
