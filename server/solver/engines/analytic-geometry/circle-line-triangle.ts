import { formulas, proseWithSlots, stripBlank } from '../../math/expression/mathjson';
import type { Interval, MathOutcome, MathProblem } from '../../math/expression/types';
import { im, solved } from '../../math/write/format';
import { valueTex } from './answer-value';
import { readLine } from './line';
import { readCircle } from './relations';

/**
 * The area of a triangle with a fixed side AB on a line and its third vertex P on a circle (人教A版 选择性必修一 2.5):
 * A, B are where the line meets the axes, the height is P's distance from the line, which runs from d − r to d + r
 * when the line misses the circle (d the centre's distance, r the radius). The area runs from ½|AB|(d − r) to
 * ½|AB|(d + r); checked with the area of the triangle at points all round the circle.
 */
const SLOT = '(⟨\\d+⟩|[A-Z])';
const STEM = new RegExp(
  `^(?:已知)?直线⟨(\\d+)⟩(?:分别)?与⟨(\\d+)⟩轴[,，、]⟨(\\d+)⟩轴(?:分别)?交于(?:点)?${SLOT}[,，、]${SLOT}两点[,，]点?${SLOT}(?:是|为|在)圆⟨(\\d+)⟩上(?:的动点|的点|一点)?[,，]则(⟨\\d+⟩|△[A-Z]{3})(?:的)?面积的(取值范围|最大值|最小值)(?:是|为)?[.。]?$`,
);

export function circleLineTriangle(text: string, mp: MathProblem): MathOutcome | null {
  const flat = proseWithSlots(text).replace(/\s+/g, '');
  const m = STEM.exec(flat);
  if (!m) return null;
  const fs = formulas(text).map((f) => stripBlank(f.trim()).replace(/\s+/g, ''));
  const slot = (s: string) => (s.startsWith('⟨') ? (fs[Number(s.slice(1, -1))] ?? '') : s);
  if (slot(`⟨${m[2]}⟩`) !== 'x' || slot(`⟨${m[3]}⟩`) !== 'y') return null;
  const [nA, nB, nP] = [slot(m[4]), slot(m[5]), slot(m[6])];
  const tri = slot(m[8]).replace(/\\triangle|△/g, '');
  if (![nA, nB, nP].every((n) => /^[A-Z]$/.test(n)) || new Set([nA, nB, nP]).size !== 3) return null;
  if (tri.length !== 3 || [...tri].sort().join('') !== [nA, nB, nP].sort().join('')) return null;
  const L = readLine(fs[Number(m[1])]);
  const C = readCircle(fs[Number(m[7])]);
  if (!L || !C) return null;
  const [a, b, c] = [L.a.toNumber(), L.b.toNumber(), L.c.toNumber()];
  if (a === 0 || b === 0 || c === 0) return null;
  const A: [number, number] = [-c / a, 0];
  const B: [number, number] = [0, -c / b];
  const ab = Math.hypot(A[0] - B[0], A[1] - B[1]);
  const [h, k, r] = [C.a.toNumber(), C.b.toNumber(), Math.sqrt(C.r2.toNumber())];
  const d = Math.abs(a * h + b * k + c) / Math.hypot(a, b);
  // A line that meets the circle lets P fall on AB: no triangle there.
  if (!(d > r + 1e-12)) return null;
  const lo = (ab * (d - r)) / 2;
  const hi = (ab * (d + r)) / 2;
  let [least, most] = [Infinity, -Infinity];
  for (let i = 0; i < 7200; i++) {
    const t = (2 * Math.PI * i) / 7200;
    const [px, py] = [h + r * Math.cos(t), k + r * Math.sin(t)];
    const area = Math.abs((B[0] - A[0]) * (py - A[1]) - (B[1] - A[1]) * (px - A[0])) / 2;
    least = Math.min(least, area);
    most = Math.max(most, area);
  }
  if (Math.abs(least - lo) > 1e-3 * (1 + lo) || Math.abs(most - hi) > 1e-3 * (1 + hi)) return null;
  const [abT, dT, rT, loT, hiT] = [valueTex(ab), valueTex(d), valueTex(r), valueTex(lo), valueTex(hi)];
  if (!abT || !dT || !rT || !loT || !hiT) return null;
  const ask = m[9];
  const interval: Interval = { lo, hi, loClosed: true, hiClosed: true };
  const finalTex = ask === '取值范围' ? `[${loT},${hiT}]` : ask === '最大值' ? hiT : loT;
  return solved(mp, {
    engine: 'analytic-geometry:circle-line-triangle',
    idea: '底边 AB 固定，面积由点 P 到直线 AB 的距离（高）决定；圆上的点到直线的距离在 d−r 与 d+r 之间（直线与圆相离）。',
    steps: [
      `直线与两坐标轴的交点为 ${im(`${nA}(${valueTex(A[0])},0)`)}、${im(`${nB}(0,${valueTex(B[1])})`)}，${im(`|${nA}${nB}|=${abT}`)}。`,
      `圆心 ${im(`(${C.a.toLatex()},${C.b.toLatex()})`)} 到直线的距离 ${im(`d=${dT}`)}，半径 ${im(`r=${rT}`)}，${im('d>r')}，直线与圆相离。`,
      `点 ${im(nP)} 到直线的距离在 ${im(`[d-r,d+r]`)} 中，面积 ${im(`S=\\frac{1}{2}|${nA}${nB}|\\cdot h`)} 的取值范围是 ${im(`[${loT},${hiT}]`)}。`,
    ],
    finalAnswer: im(finalTex),
    verificationNote: '沿圆周取 7200 个点逐一计算三角形面积，所得最小值与最大值与公式结果一致。',
    value: ask === '取值范围' ? { kind: 'interval', intervals: [interval] } : { kind: 'numbers', values: [ask === '最大值' ? hi : lo] },
  });
}
