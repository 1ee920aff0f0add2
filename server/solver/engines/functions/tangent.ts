import { dm, im, refuse, solved } from '../../math/write/format';
import { prepare } from '../../math/index';
import { toLatex } from '../../math/write/latex';
import { formulas, proseWithSlots } from '../../math/expression/mathjson';
import { toPoly } from '../../math/polynomials/mpoly';
import { parseExpr } from '../../math/expression/parser';
import { Rat } from '../../math/expression/rational';
import { countRealRoots, rationalRoots } from '../../math/polynomials/roots';
import type { MathOutcome } from '../../math/expression/types';
import type { ProblemType } from '../../types';
import { degree, deriv, evalNum, evalRat, padd, pmul, psub, toNodeU, trim, type UPoly } from '../../math/polynomials/upoly';

const poly = (p: UPoly, v = 'x') => toLatex(toNodeU(trim(p), v));

/** A rational number written plainly ("2", "-\frac{1}{2}", "0.5"). */
function rat(src: string): Rat | null {
  try {
    const n = parseExpr(src);
    const p = toPoly(n);
    return p ? p.constantValue() : null;
  } catch {
    return null;
  }
}

/**
 * "曲线 y=x^3 过点 (0,2) 的切线方程": a tangent line through a given point (on the curve or not) of a
 * polynomial curve. The tangency point t is unknown: y − f(t) = f′(t)(x − t) must pass through the point.
 */
export function solveTangentThrough(text: string, problemType: ProblemType): MatchOutcome {
  const prose = proseWithSlots(text);
  if (
    !/切线/.test(prose) ||
    !/过(?:点|原点)/.test(prose) ||
    /在点|处的切线|切点为|斜率为|平行|垂直|[a-wz]\s*的值|范围|条数|几条/.test(prose)
  )
    return null;
  const fs = formulas(text);
  const curves = fs.filter((f) => /^\s*(?:y|[fg]\s*\(\s*x\s*\))\s*=/.test(f));
  if (curves.length !== 1) return null;
  let point: [Rat, Rat] | null = null;
  for (const f of fs) {
    if (f === curves[0] || /^\s*(?:y|[fg]\s*\(\s*x\s*\))\s*$/.test(f)) continue;
    const m = /^\s*[A-Z]?\s*\(\s*([^,()]+)\s*,\s*([^,()]+)\s*\)\s*$/.exec(f);
    if (!m || point) return null;
    const a = rat(m[1]);
    const b = rat(m[2]);
    if (!a || !b) return null;
    point = [a, b];
  }
  if (!point && /过原点/.test(prose)) point = [Rat.ZERO, Rat.ZERO];
  if (!point) return null;
  let f: UPoly;
  try {
    const body = curves[0].replace(/^[^=]*=/, '');
    const pp = toPoly(parseExpr(body));
    const u = pp?.vars().every((v) => v === 'x') ? pp.univariate('x') : null;
    if (!u) return null;
    f = trim(u);
  } catch {
    return null;
  }
  if (degree(f) < 2 || degree(f) > 4) return null;
  const p = prepare(text, problemType);
  const [x1, y1] = point;
  const df = deriv(f);
  // g(t) = f(t) + f'(t)(x1 − t) − y1
  const g = trim(psub(padd(f, pmul(df, [x1, Rat.of(-1)])), [y1]));
  if (degree(g) < 1) return refuse(p, '过这个点的切线有无数条或不存在，离线求解器暂不作答。');
  const roots = rationalRoots(g);
  if (!roots || roots.length !== countRealRoots(g)) return refuse(p, '切点的横坐标不是有理数，离线求解器暂不作答这道题。');
  if (!roots.length) return refuse(p, '过这个点作不出曲线的切线，请核对题目。');
  roots.sort((a, b) => a.cmp(b));
  const lines: UPoly[] = [];
  for (const t of roots) {
    const k = evalRat(df, t);
    const b = evalRat(f, t).sub(k.mul(t));
    const line: UPoly = [b, k];
    // checks: through the point; touches the curve at t (f − line has a double root at t); numeric slope
    const diff = psub(f, line);
    const h = 1e-4;
    const slope = (evalNum(f, t.toNumber() + h) - evalNum(f, t.toNumber() - h)) / (2 * h);
    if (
      !k.mul(x1).add(b).eq(y1) ||
      !evalRat(diff, t).isZero() ||
      !evalRat(deriv(diff), t).isZero() ||
      Math.abs(slope - k.toNumber()) > 1e-5 * Math.max(1, Math.abs(slope))
    ) {
      return refuse(p, '离线求解器的验算没有通过，为避免给出错误答案，暂不作答。');
    }
    if (!lines.some((l) => trim(psub(l, line)).length === 0)) lines.push(line);
  }
  const P = `(${x1.toLatex()},${y1.toLatex()})`;
  const onCurve = evalRat(f, x1).eq(y1);
  const tf = poly(f, 't');
  const tdf = poly(df, 't');
  const steps = [
    `${im(`f'(x)=${poly(df)}`)}。设切点为 ${im(`(t,\\ ${tf})`)}，则切线斜率 ${im(`k=f'(t)=${tdf}`)}，切线方程为 ${im(`y-(${tf})=(${tdf})(x-t)`)}。`,
    `${onCurve ? `点 ${im(P)} 在曲线上，但它不一定是切点。` : `点 ${im(P)} 不在曲线上（${im(`f(${x1.toLatex()})=${evalRat(f, x1).toLatex()}\\ne ${y1.toLatex()}`)}），它不是切点。`}切线过点 ${im(P)}，代入得 ${im(`${y1.toLatex()}-(${tf})=(${tdf})(${x1.toLatex()}-t)`)}，整理得${dm(`${poly(g, 't')}=0`)}`,
    `解得 ${roots.map((t) => im(`t=${t.toLatex()}`)).join('，')}。`,
    ...roots.map(
      (t) =>
        `当 ${im(`t=${t.toLatex()}`)} 时，切点 ${im(`(${t.toLatex()},${evalRat(f, t).toLatex()})`)}，斜率 ${im(`k=${evalRat(df, t).toLatex()}`)}，切线方程为 ${im(`y=${poly([evalRat(f, t).sub(evalRat(df, t).mul(t)), evalRat(df, t)])}`)}。`,
    ),
  ];
  const answer = lines.map((l) => im(`y=${poly(l)}`)).join(' 或 ');
  return solved(p, {
    engine: 'functions',
    idea: '过某点的切线：切点未知，先设切点 $(t,f(t))$ 写出切线方程，再让它过已知点，解出 $t$。',
    steps,
    finalAnswer: answer,
    verificationNote:
      '每条切线都核对了：过已知点；与曲线在切点处相交且斜率等于该点的导数值（差的多项式在切点处有重根），并用数值差分核对了斜率。',
    value:
      lines.length === 1
        ? { kind: 'expression', node: toNodeU(lines[0], 'x'), vars: ['x'] }
        : { kind: 'words', text: lines.map((l) => `y=${poly(l)}`).join('或') },
  });
}

type MatchOutcome = MathOutcome | null;
