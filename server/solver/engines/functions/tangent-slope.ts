import { close, evaluate } from '../../math/compute/evaluate';
import { onlyRootOfMonotone } from '../../math/compute/monotone-root';
import { freeVars, type Node, sub, substitute } from '../../math/expression/ast';
import { formulas, proseWithSlots } from '../../math/expression/mathjson';
import { parseExpr, parseExprOrNull } from '../../math/expression/parser';
import { Rat } from '../../math/expression/rational';
import type { MathOutcome } from '../../math/expression/types';
import { exactValue, tangent, verifiedDerivative } from '../../math/families/derivative';
import { prepare } from '../../math/index';
import { toPoly } from '../../math/polynomials/mpoly';
import { countRealRoots, rationalRoots } from '../../math/polynomials/roots';
import { trim } from '../../math/polynomials/upoly';
import { im, refuse, solved } from '../../math/write/format';
import { toLatex } from '../../math/write/latex';
import type { ProblemType } from '../../types';

const CURVE = String.raw`(?:已知)?(?:曲线|函数)⟨(\d+)⟩(?:的图象|的图像)?`;
const LINE = String.raw`直线⟨(\d+)⟩`;
const REL = '(平行|垂直)';
const ASK_LINE = '(?:则)?(该|这条|此)?切线(?:的)?方程(?:为|是)?';
const POINT = String.raw`(?:点(?:⟨\d+⟩|[A-Z]\d?)?|切点)`;
const ASK_POINT = String.raw`(?:则)?(?:点(?:⟨\d+⟩|[A-Z]\d?)|(?:⟨\d+⟩|[A-Z]\d?)点|切点)的坐标(?:为|是)?`;

/** The wordings of one relationship: the tangent of y=f(x) whose slope is told (a number, or a line it is parallel or perpendicular to). */
const FORMS: Array<{ re: RegExp; ask: 'lines' | 'line' | 'point' }> = [
  // 曲线 y=f(x) 上与直线 l 平行的切线方程为
  { re: new RegExp(`^${CURVE}上?(?:与|和)${LINE}${REL}的切线(?:的)?方程(?:为|是)?$`), ask: 'lines' },
  // 曲线的一条切线与直线 l 垂直，则该切线方程为
  { re: new RegExp(`^${CURVE}的(一条)?切线(?:与|和)${LINE}${REL}，${ASK_LINE}$`), ask: 'line' },
  { re: new RegExp(`^${CURVE}的(一条)?切线${REL}于${LINE}，${ASK_LINE}$`), ask: 'line' },
  // 曲线在点 P 处的切线平行于直线 l，则点 P 的坐标为
  { re: new RegExp(`^${CURVE}在${POINT}处的切线${REL}于${LINE}，${ASK_POINT}$`), ask: 'point' },
  { re: new RegExp(`^${CURVE}在${POINT}处的切线(?:与|和)${LINE}${REL}，${ASK_POINT}$`), ask: 'point' },
  { re: new RegExp(`^${CURVE}上?(?:与|和)${LINE}${REL}的切线的切点(?:的)?坐标(?:为|是)?$`), ask: 'point' },
];

/** ax+by+c=0 (or y=kx+b) read exactly: its coefficients of x and y, and the constant. */
function lineCoefficients(src: string): [Rat, Rat, Rat] | null {
  const parts = src.split('=');
  if (parts.length !== 2) return null;
  try {
    const poly = toPoly(sub(parseExpr(parts[0]), parseExpr(parts[1])));
    if (poly?.totalDegree() !== 1 || poly.vars().some((v) => v !== 'x' && v !== 'y')) return null;
    const at = (x: number, y: number) => poly.evalAt({ x: Rat.of(x), y: Rat.of(y) });
    const c = at(0, 0);
    const a = at(1, 0)?.sub(c ?? Rat.ZERO);
    const b = at(0, 1)?.sub(c ?? Rat.ZERO);
    return a && b && c ? [a, b, c] : null;
  } catch {
    return null;
  }
}

/** Exact forms a tangency abscissa of a textbook curve takes: n/12, ln q, e^r. Each is kept only if f′ there is exactly k. */
function exactCandidates(x: number): Node[] {
  const out: string[] = [];
  const r = Math.round(x * 12);
  if (Math.abs(r / 12 - x) < 1e-7) out.push(`\\frac{${r}}{12}`);
  for (let d = 1; d <= 6; d++) {
    const n = Math.round(Math.exp(x) * d);
    if (n >= 1 && n <= 60 && Math.abs(Math.log(n / d) - x) < 1e-7) out.push(`\\ln\\frac{${n}}{${d}}`);
  }
  const e = Math.round(Math.log(x) * 2);
  if (x > 0 && Math.abs(Math.exp(e / 2) - x) < 1e-7 * x) out.push(`e^{\\frac{${e}}{2}}`);
  return out.map((s) => exactValue(parseExpr(s))).filter((n): n is Node => n !== null);
}

/** Every abscissa where f′ = k: exact roots for a polynomial f′; otherwise f′ must be monotonic on one interval (so at most one). */
function tangencyPoints(f: Node, df: Node, k: Rat): Node[] | 'none' | null {
  const poly = toPoly(sub(df, parseExpr(k.toLatex())));
  const u = poly?.vars().every((v) => v === 'x') ? poly.univariate('x') : null;
  if (u) {
    const g = trim(u);
    if (g.length <= 1) return null; // f′ constant: every point or none
    const roots = rationalRoots(g);
    if (!roots || roots.length !== countRealRoots(g)) return null;
    if (!roots.length) return 'none';
    return roots.sort((a, b) => a.cmp(b)).map((t) => parseExpr(t.toLatex()));
  }
  const kk = k.toNumber();
  const g = (x: number) => evaluate(df, { x }) - kk;
  const root = onlyRootOfMonotone(g, (x) => Number.isFinite(evaluate(f, { x })), { from: -60, to: 60, step: 0.01, offset: 0.00037 });
  // no root in the scanned window is not proof of none (ln x has its point of slope 1/100 at x=100)
  if (root === null) return null;
  for (const x0 of exactCandidates(root)) {
    const at = exactValue(substitute(df, 'x', x0));
    const diff = at && exactValue(sub(at, parseExpr(k.toLatex())));
    if (at && close(evaluate(at), kk, 1e-12) && diff && diff.k === 'num' && diff.v.isZero()) return [x0];
  }
  return null;
}

/**
 * The tangent of a curve whose point of tangency is unknown but whose slope is told: parallel to a line (same
 * slope), perpendicular to it (product −1), or a number. The points solve f′(x₀)=k; every one is given when the
 * question asks for all, and the question is refused when it asks for "the" tangent but there are several.
 */
export function solveTangentBySlope(text: string, problemType: ProblemType): MathOutcome | null {
  const prose = proseWithSlots(text)
    .replace(/\s+/g, '')
    .replace(/[,;；]/g, '，')
    .replace(/[.。]$/, '')
    .replace(/（\s*）|\(\s*\)|_+$/g, '');
  if (!/切线/.test(prose)) return null;
  let hit: { m: RegExpExecArray; ask: 'lines' | 'line' | 'point' } | null = null;
  for (const form of FORMS) {
    const m = form.re.exec(prose);
    if (m) {
      hit = { m, ask: form.ask };
      break;
    }
  }
  if (!hit) return null;
  const fs = formulas(text);
  const slots = [...prose.matchAll(/⟨(\d+)⟩/g)].map((x) => Number(x[1]));
  if (slots.length !== fs.length) return null;
  const { m, ask } = hit;
  const nums = m.slice(1).filter((x) => x !== undefined && /^\d+$/.test(x));
  const curveSrc = fs[Number(m[1])];
  const lineSrc = fs[Number(nums[1])];
  const rel = m.slice(1).find((x) => x === '平行' || x === '垂直')!;
  const single = ask === 'line' && m.slice(1).some((x) => x === '一条' || x === '该' || x === '这条' || x === '此');
  // the only other formulas allowed are the name of the point (P, P_0)
  for (const i of slots) if (i !== Number(m[1]) && i !== Number(nums[1]) && !/^\s*[A-Z](?:_?\{?\d\}?)?\s*$/.test(fs[i])) return null;
  const cm = /^\s*(?:y|[fg]\s*\(\s*x\s*\))\s*=(.+)$/.exec(curveSrc ?? '');
  if (!cm || !lineSrc) return null;
  const f = parseExprOrNull(cm[1]);
  if (!f) return null;
  if ([...freeVars(f)].some((v) => v !== 'x') || !freeVars(f).has('x')) return null;
  const coef = lineCoefficients(lineSrc);
  if (!coef) return null;
  const [a, b, c] = coef;
  const p = prepare(text, problemType);
  let k: Rat;
  if (rel === '平行') {
    if (b.isZero()) return refuse(p, '已知直线与 y 轴平行，曲线 y=f(x) 的切线不会与它平行，请核对题目。');
    k = a.neg().div(b);
  } else {
    if (a.isZero()) return refuse(p, '已知直线与 x 轴平行，与它垂直的直线斜率不存在，不会是这条曲线的切线，请核对题目。');
    k = b.div(a);
  }
  const df = verifiedDerivative(f, 'x');
  if (!df) return refuse(p, '目前无法可靠地求出这个函数的导数，为避免给出错误答案，暂不作答。');
  const xs = tangencyPoints(f, df, k);
  if (xs === 'none') return refuse(p, `方程 ${im(`f'(x)=${k.toLatex()}`)} 没有实数解，曲线上没有这样的切线，请核对题目。`);
  if (!xs) return refuse(p, '切点的横坐标不能可靠地求出（或可能不止一个），离线求解器暂不作答。');
  if (single && xs.length > 1) return refuse(p, '满足条件的切点不止一个，题目所说的“该切线”不能确定，离线求解器暂不作答。');
  const outs = xs.map((x0) => tangent(p, f, df, 'x', x0, 'y', "y'", [], null));
  const lines: Node[] = [];
  for (const o of outs) {
    if (!o.outcome.ok || o.value?.kind !== 'expression') return refuse(p, '离线求解器的验算没有通过，为避免给出错误答案，暂不作答。');
    lines.push(o.value.node);
  }
  // parallel lines must be distinct: a tangent that is the given line itself is not parallel to it
  if (rel === '平行') {
    for (const line of lines) {
      const y0 = evaluate(line, { x: 0 });
      if (close(b.toNumber() * y0 + c.toNumber(), 0, 1e-12))
        return refuse(p, '有一条切线与已知直线重合（重合不算平行），题意不清，离线求解器暂不作答。');
    }
  }
  const points = xs.map((x0) => ({ x0, y0: exactValue(substitute(f, 'x', x0)) }));
  if (points.some((q) => !q.y0)) return refuse(p, '离线求解器的验算没有通过，为避免给出错误答案，暂不作答。');
  const kSay = rel === '平行' ? `与直线 ${im(lineSrc)} 平行，斜率相等` : `与直线 ${im(lineSrc)} 垂直，斜率之积为 ${im('-1')}`;
  const steps = [
    `${im(`y'=${toLatex(df)}`)}。切线${kSay}，所以切线斜率 ${im(`k=${k.toLatex()}`)}。`,
    `设切点横坐标为 ${im('x_0')}，由 ${im(`${toLatex(substitute(df, 'x', parseExpr('x_0')))}=${k.toLatex()}`)} 解得 ${xs.map((x0) => im(`x_0=${toLatex(x0)}`)).join('，')}${xs.length === 1 && !toPoly(df) ? `（${im("y'")} 在定义域内单调，只有这一个解）` : ''}。`,
    ...points.map(
      (q, i) => `切点 ${im(`(${toLatex(q.x0)},${toLatex(q.y0!)})`)}，切线为 ${outs[i].outcome.ok ? outs[i].outcome.finalAnswer : ''}。`,
    ),
  ];
  const finalAnswer =
    ask === 'point'
      ? points.map((q) => im(`(${toLatex(q.x0)},${toLatex(q.y0!)})`)).join(' 或 ')
      : outs.map((o) => (o.outcome.ok ? o.outcome.finalAnswer : '')).join(' 或 ');
  return solved(p, {
    engine: 'tangent-line',
    idea: "切线的斜率等于切点处的导数值：先由已知直线得到切线斜率 $k$，再解 $f'(x_0)=k$ 求切点，最后用点斜式写切线。",
    steps,
    finalAnswer,
    verificationNote: '每个切点都核对了：在曲线上，切点处的导数（并用数值差分）等于所求斜率；平行时核对了切线与已知直线不重合。',
    value:
      ask === 'point'
        ? { kind: 'tuples', vars: ['x', 'y'], tuples: points.map((q) => [evaluate(q.x0), evaluate(q.y0!)]) }
        : lines.length === 1
          ? { kind: 'expression', node: lines[0], vars: ['x'] }
          : { kind: 'words', text: outs.map((o) => (o.outcome.ok ? o.outcome.finalAnswer.replace(/\$/g, '') : '')).join('或') },
  });
}
