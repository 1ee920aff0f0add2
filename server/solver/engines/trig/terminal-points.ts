import { formulas, proseWithSlots, stripBlank } from '../../math/expression/mathjson';
import type { MathOutcome } from '../../math/expression/types';
import { prepare } from '../../math/index';
import { evalNum, parseRat } from '../../math/numbers/ratexpr';
import { im, solved } from '../../math/write/format';
import { recognize, surdLatex } from '../../math/write/recognize';
import type { ProblemType } from '../../types';

/**
 * Two points on the terminal side of an angle (三角函数的定义, 人教A版 必修一 5.2.1): with the vertex at the origin and
 * the initial side on the positive x-axis, a point (x, y) of the terminal side has y = x·tan α, so two points (x₁, m),
 * (x₂, n) give |m − n| = |x₁ − x₂|·|tan α|; tan²α comes from the told value (cos 2α = (1 − tan²α)/(1 + tan²α),
 * sin α, cos α, tan α). Checked by building the angle, the two points, and the told value again.
 */
const STEM =
  /^(?:已知)?角⟨(\d+)⟩的顶点(?:为|是|在|与)(?:坐标)?原点(?:重合)?[,，]始边与⟨(\d+)⟩轴的(?:非负|正)半轴重合[,，]终边上有两点⟨(\d+)⟩[,，、]⟨(\d+)⟩[,，](?:且)?⟨(\d+)⟩[,，]则⟨(\d+)⟩(?:的值)?(?:为|是|等于)?$/;

const num = (s: string): number => {
  const n = parseRat(s.trim());
  return n ? evalNum(n) : Number.NaN;
};

export function solveTerminalPoints(text: string, problemType: ProblemType): MathOutcome | null {
  const m = STEM.exec(proseWithSlots(text).replace(/\s+/g, ''));
  if (!m) return null;
  const fs = formulas(text).map((f) => stripBlank(f.trim()).replace(/\s+/g, ''));
  const at = (i: string) => fs[Number(i)] ?? '';
  if (at(m[1]) !== '\\alpha' || at(m[2]) !== 'x') return null;
  const points = [at(m[3]), at(m[4])].map((p) => /^([A-Z])\(([^,]+),([a-z])\)$/.exec(p));
  if (!points[0] || !points[1]) return null;
  const [[, , x1s, y1], [, , x2s, y2]] = points as RegExpExecArray[];
  const [x1, x2] = [num(x1s), num(x2s)];
  // Both points on one ray: abscissas of one sign, not zero; two different ordinates named.
  if (!(x1 * x2 > 0) || y1 === y2 || y1 === 'x' || y2 === 'x') return null;
  const ask = at(m[6]);
  if (ask !== `|${y1}-${y2}|` && ask !== `|${y2}-${y1}|`) return null;
  const told = /^\\(sin|cos|tan)(2)?\\alpha=(.+)$/.exec(at(m[5]));
  if (!told) return null;
  const [, fn, double, vs] = told;
  const v = num(vs);
  if (!Number.isFinite(v)) return null;
  let tan2: number;
  if (double) {
    if (fn !== 'cos' || !(v > -1 && v <= 1)) return null;
    tan2 = (1 - v) / (1 + v);
  } else if (fn === 'tan') tan2 = v * v;
  else if (fn === 'sin') {
    if (!(Math.abs(v) < 1)) return null;
    tan2 = (v * v) / (1 - v * v);
  } else {
    // cos α has the sign of the abscissas.
    if (!(Math.abs(v) <= 1 && v !== 0 && v * x1 > 0)) return null;
    tan2 = (1 - v * v) / (v * v);
  }
  const t = Math.sqrt(tan2);
  const gap = Math.abs(x1 - x2) * t;
  // Check: the angle through (x₁, x₁·tan α), for either sign of tan α, keeps the same gap; one of them gives the told value.
  let fits = false;
  for (const sign of [1, -1]) {
    const alpha = Math.atan2(x1 * sign * t, x1);
    const back = double ? Math.cos(2 * alpha) : fn === 'sin' ? Math.sin(alpha) : fn === 'cos' ? Math.cos(alpha) : Math.tan(alpha);
    const ys = [x1, x2].map((x) => x * Math.tan(alpha));
    if (Math.abs(Math.abs(ys[0] - ys[1]) - gap) > 1e-9 * Math.max(1, gap)) return null;
    if (Math.abs(back - v) <= 1e-9 * Math.max(1, Math.abs(v))) fits = true;
  }
  if (!fits) return null;
  const surd = recognize(gap);
  const tanSurd = recognize(t);
  if (!surd || !tanSurd || Math.abs(surd.toNumber() - gap) > 1e-9) return null;
  const gapTex = surdLatex(surd);
  const rule = double
    ? `由 ${im('\\cos 2\\alpha=\\frac{1-\\tan^2\\alpha}{1+\\tan^2\\alpha}')} 得 ${im(`\\tan^2\\alpha=${surdLatex(recognize(tan2) ?? tanSurd)}`)}`
    : `由 ${im(`\\${fn}\\alpha=${vs}`)} 得 ${im(`\\tan^2\\alpha=${surdLatex(recognize(tan2) ?? tanSurd)}`)}`;
  return solved(prepare(text, problemType), {
    engine: 'trig:terminal-points',
    idea: '终边上的点 (x, y) 满足 y = x·tan α，两点纵坐标之差等于横坐标之差乘以 tan α。',
    steps: [
      `${rule}，${im(`|\\tan\\alpha|=${surdLatex(tanSurd)}`)}。`,
      `${im(`${y1}=${coefTex(x1s)}\\tan\\alpha`)}，${im(`${y2}=${coefTex(x2s)}\\tan\\alpha`)}，所以 ${im(`|${y1}-${y2}|=|${x1s}-${x2s}|\\cdot|\\tan\\alpha|=${gapTex}`)}。`,
    ],
    finalAnswer: im(gapTex),
    verificationNote: '取 tan α 的两种符号分别作出角 α 和终边上的两点，所给的三角函数值成立，两点纵坐标之差的绝对值都与结果相同。',
    value: { kind: 'numbers', values: [gap] },
  });
}

/** A coefficient before tan α: 1 and −1 are not printed (「a=\tan\alpha」, not 「a=1\tan\alpha」). */
function coefTex(x: string): string {
  return x === '1' ? '' : x === '-1' ? '-' : x;
}
