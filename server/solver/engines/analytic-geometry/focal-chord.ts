import type { MathOutcome, MathProblem } from '../../math/expression/types';
import { im, solved } from '../../math/write/format';
import { unique, valueTex } from './answer-value';
import { conicName, dist, foci, onConic, type Pt, parameters, readConic } from './conic-model';
import { ANGLE, type ConicText, NUM, onlyFiller, readAngle, readNumber } from './conic-text';
import { parabolaFocalChordSteps } from './focal-chord-steps';
import { scanRoots } from './scan';

/**
 * A chord AB through a focus (人教A版 选择性必修一 3.3 例题：焦点弦): the line's inclination or slope, or
 * one fact about the chord (x₁+x₂, the midpoint's abscissa, |AB|, |AF|), gives the other facts: |AB|, the
 * area of △OAB, the perimeter of △ABF₂ … The line is intersected with the conic directly for every
 * inclination that satisfies the conditions (a scan over [0, π)); the answer must be the same for all of
 * them, and the chord length is re-checked with the focal-radius formula for a parabola.
 */
type Q = 'len' | 'areaO' | 'areaF' | 'perimF' | 'midX' | 'midY' | 'sumX' | 'sumY' | 'AF' | 'BF' | 'dotF' | 'dotO';

/** The phrases of the chord's facts, for endpoints named A, B (or M, N …). */
function phrases(A: string, B: string): Array<[string, Q]> {
  return [
    [`\\|${A}${B}\\||(?:弦|线段)?${A}${B}的长(?:度)?|弦长\\|${A}${B}\\|`, 'len'],
    [`△O${A}${B}的面积|△${A}O${B}的面积`, 'areaO'],
    [`△${A}${B}F2的面积|△F2${A}${B}的面积`, 'areaF'],
    [`△${A}${B}F2的周长|△F2${A}${B}的周长`, 'perimF'],
    [`(?:弦|线段)?${A}${B}(?:的)?中点(?:[A-Z])?(?:的)?横坐标`, 'midX'],
    [`(?:弦|线段)?${A}${B}(?:的)?中点(?:[A-Z])?(?:的)?纵坐标`, 'midY'],
    ['x1\\+x2', 'sumX'],
    ['y1\\+y2', 'sumY'],
    [`\\|${A}F1?\\|`, 'AF'],
    [`\\|${B}F1?\\|`, 'BF'],
    [`\\\\overrightarrow\\{F${A}\\}\\*\\\\overrightarrow\\{F${B}\\}`, 'dotF'],
    [`\\\\overrightarrow\\{O${A}\\}\\*\\\\overrightarrow\\{O${B}\\}`, 'dotO'],
  ];
}

const WORDS = [
  /抛物线|椭圆|双曲线|C?:?〔C〕|如果|已知|[的且作交于与相过经若]|直线l?|两点|焦点|[左右]焦点|坐标原点|O|F[12]?|弦|线段|分别|、|和|设|记|C/g,
];

export function focalChord(ct: ConicText, mp: MathProblem): MathOutcome | null {
  const { text, equation } = ct;
  const ends = /([A-Z])\(x1,y1\),([A-Z])\(x2,y2\)|(?:于|交)([A-Z]),([A-Z])(?:两点)?/.exec(text);
  if (!/过|经过/.test(text) || !/焦点/.test(text) || !ends) return null;
  const [EA, EB] = [ends[1] ?? ends[3], ends[2] ?? ends[4]];
  if (/[CFO]/.test(EA + EB) || EA === EB) return null;
  const endsText = ends[0].replace(/^(?:于|交)/, '');
  if (parameters(equation).length) return null;
  const c = readConic(equation);
  if (!c) return null;
  const fs = foci(c);
  // A line through a given point (parabola), or through a focus (and the other focus F2 for the focal triangle).
  const viaPoint = new RegExp(`过点\\(${NUM},${NUM}\\)`).exec(text);
  // 「过抛物线…的焦点作直线」 names no letter: a parabola has one focus, so it is F
  const unnamed = !viaPoint && c.kind === 'parabola' && /过[^,]*?焦点(?!F)/.test(text) && !/F/.test(text);
  const through = viaPoint || unnamed ? null : /过(?:[^,]*?[左右]?焦点)?(F[12]?)/.exec(text);
  if (!through && !(viaPoint && c.kind === 'parabola') && !unnamed) return null;
  const fname = through ? through[1] : 'F';
  const base: Pt | null = viaPoint ? [readNumber(viaPoint[1]), readNumber(viaPoint[2])] : null;
  if (base && !base.every(Number.isFinite)) return null;
  let fIdx: number[];
  if (c.kind === 'parabola') {
    if (fname !== 'F') return null;
    fIdx = [0];
  } else {
    const left = /左焦点/.test(text);
    const right = /右焦点/.test(text);
    if (fname === 'F1') fIdx = [0];
    else if (fname === 'F2') fIdx = [1];
    else if (left !== right) fIdx = [left ? 0 : 1];
    else fIdx = [0, 1];
    if (/F2/.test(text) && fname === 'F2') return null;
  }
  const then = text.lastIndexOf('那么');
  const cut = Math.max(text.lastIndexOf('则'), text.lastIndexOf('求'), then < 0 ? -1 : then + 1);
  if (cut < 0) return null;
  let given = text.slice(0, cut === then + 1 ? then : cut).replace(endsText, ',');
  if (viaPoint) given = given.replace(viaPoint[0], '过,');
  const ask = text.slice(cut + 1).replace(/[.。?？]$/, '');
  const PH = phrases(EA, EB);
  let phi: number | null = null;
  given = given.replace(new RegExp(`倾斜角(?:为|是)${ANGLE}`), (_m, a: string) => {
    phi = readAngle(a);
    return ',';
  });
  given = given.replace(new RegExp(`斜率(?:为|是)${NUM}(?=[,的且]|直线)`), (_m, k: string) => {
    if (phi !== null) phi = Number.NaN;
    const v = readNumber(k);
    phi = Number.isFinite(v) ? Math.atan(v) + (v < 0 ? Math.PI : 0) : Number.NaN;
    return ',';
  });
  if (phi !== null && !Number.isFinite(phi)) return null;
  const conds: Array<[Q, number]> = [];
  for (const [re, q] of PH) {
    given = given.replace(new RegExp(`(?:${re})(?:为|是|等于|=)${NUM}(?=[,.。;且]|$)`, 'g'), (_m, v: string) => {
      conds.push([q, readNumber(v)]);
      return ',';
    });
  }
  if (conds.some(([, v]) => !Number.isFinite(v))) return null;
  const asked = PH.find(([re]) => new RegExp(`^(?:${re})(?:为|是|等于|=)?(?:多少)?$`).test(ask))?.[1];
  if (!asked || !onlyFiller(given, WORDS)) return null;
  if (
    base &&
    asked !== 'dotF' &&
    asked !== 'dotO' &&
    asked !== 'len' &&
    asked !== 'midX' &&
    asked !== 'midY' &&
    asked !== 'sumX' &&
    asked !== 'sumY' &&
    asked !== 'areaO'
  )
    return null;
  if (/F2/.test(given + ask) && c.kind === 'parabola') return null;
  if ((asked === 'areaF' || asked === 'perimF') && (c.kind === 'parabola' || fIdx.length !== 1 || fIdx[0] !== 0)) return null;
  if (phi === null && conds.length === 0 && c.kind === 'parabola') return null;

  const chord = (f: Pt, a: number): [Pt, Pt] | null => {
    const d: Pt = [Math.cos(a), Math.sin(a)];
    const q = (s: number) => onConic(c, [f[0] + s * d[0], f[1] + s * d[1]]);
    const g = q(0);
    const alpha = (q(1) + q(-1)) / 2 - g;
    const beta = (q(1) - q(-1)) / 2;
    if (Math.abs(alpha) < 1e-9 * (Math.abs(beta) + Math.abs(g) + 1)) return null;
    const disc = beta * beta - 4 * alpha * g;
    if (disc <= 0) return null;
    const [s1, s2] = [(-beta - Math.sqrt(disc)) / (2 * alpha), (-beta + Math.sqrt(disc)) / (2 * alpha)];
    return [
      [f[0] + s1 * d[0], f[1] + s1 * d[1]],
      [f[0] + s2 * d[0], f[1] + s2 * d[1]],
    ];
  };
  const area = (p: Pt, q: Pt, r: Pt) => Math.abs((q[0] - p[0]) * (r[1] - p[1]) - (r[0] - p[0]) * (q[1] - p[1])) / 2;
  const value = (q: Q, fi: number, a: number, swap: boolean): number => {
    const ch = chord(base ?? fs[fi], a);
    if (!ch) return Number.NaN;
    const [A, B] = swap ? [ch[1], ch[0]] : ch;
    const F = fs[fi];
    const F2 = fs[1 - fi] ?? F;
    switch (q) {
      case 'len':
        return dist(A, B);
      case 'areaO':
        return area([0, 0], A, B);
      case 'areaF':
        return area(F2, A, B);
      case 'perimF':
        return dist(A, B) + dist(A, F2) + dist(B, F2);
      case 'midX':
        return (A[0] + B[0]) / 2;
      case 'midY':
        return (A[1] + B[1]) / 2;
      case 'sumX':
        return A[0] + B[0];
      case 'sumY':
        return A[1] + B[1];
      case 'AF':
        return dist(A, F);
      case 'BF':
        return dist(B, F);
      case 'dotF':
        return (A[0] - F[0]) * (B[0] - F[0]) + (A[1] - F[1]) * (B[1] - F[1]);
      case 'dotO':
        return A[0] * B[0] + A[1] * B[1];
    }
  };
  // Every (focus, inclination, labelling) that satisfies the conditions.
  const cases: Array<[number, number, boolean]> = [];
  for (const fi of fIdx) {
    for (const swap of [false, true]) {
      if (phi !== null) {
        const a = phi;
        if (conds.every(([q, v]) => Math.abs(value(q, fi, a, swap) - v) < 1e-9 * Math.max(1, Math.abs(v)))) cases.push([fi, a, swap]);
      } else if (conds.length === 0) {
        for (const a of [0.3, 0.7, 1.1, 1.5, 1.9, 2.3, 2.8]) if (chord(base ?? fs[fi], a)) cases.push([fi, a, swap]);
      } else {
        const [q0, v0] = conds[0];
        for (const a of scanRoots((x) => value(q0, fi, x, swap) - v0, 0, Math.PI)) {
          if (conds.every(([q, v]) => Math.abs(value(q, fi, a, swap) - v) < 1e-8 * Math.max(1, Math.abs(v)))) cases.push([fi, a, swap]);
        }
      }
    }
  }
  if (cases.length < 2) return null;
  const answer = unique(cases.map(([fi, a, swap]) => value(asked, fi, a, swap)));
  if (answer === null) return null;
  // Parabola check: |AB| = |AF| + |BF| = (distance of A and B to the directrix).
  if (c.kind === 'parabola' && !base) {
    for (const [fi, a] of cases) {
      const ch = chord(fs[fi], a);
      if (!ch) return null;
      const toDir = (p: Pt) => Math.abs((c.axisX ? p[0] : p[1]) + c.k / 4);
      if (Math.abs(toDir(ch[0]) + toDir(ch[1]) - dist(ch[0], ch[1])) > 1e-8 * dist(ch[0], ch[1])) return null;
    }
  }
  const tex = valueTex(answer);
  if (!tex) return null;
  const name = conicName(c);
  const deg = [...new Set(cases.map(([, a]) => Math.round(((a * 180) / Math.PI) * 1e6) / 1e6))];
  const worked =
    c.kind === 'parabola' && phi !== null && asked === 'len' && !base && !conds.length ? parabolaFocalChordSteps(c, phi, answer) : null;
  return solved(mp, {
    engine: 'analytic-geometry:focal-chord',
    idea: `设过焦点的直线的倾斜角为 ${im('\\theta')}，与${name}的方程联立，用根与系数的关系${c.kind === 'parabola' ? `及焦半径公式 ${im('|AB|=x_1+x_2+p')}` : '及定义'} 求解。`,
    steps: worked ?? [
      `${name}的焦点为 ${fIdx.map((i) => im(`(${show(fs[i][0])},${show(fs[i][1])})`)).join('、')}。`,
      phi !== null
        ? `直线的倾斜角为 ${im(`${show((phi * 180) / Math.PI)}^\\circ`)}，与${name}联立，求出交点 ${im('A,B')}。`
        : conds.length
          ? `由所给条件解出直线的倾斜角 ${deg.map((d) => im(`${show(d)}^\\circ`)).join('、')}，再求交点 ${im('A,B')}。`
          : `所求的量与直线的倾斜角无关（由${name}的定义：${im('|AF_1|+|AF_2|=2a')}）。`,
      `所以所求为 ${im(tex)}。`,
    ],
    finalAnswer: `$${tex}$`,
    verificationNote: `对每一条满足条件的直线，直接求出两个交点再计算，结果都是 ${im(tex)}${c.kind === 'parabola' ? '；并用 A、B 到准线的距离之和核对了弦长' : ''}。`,
    value: { kind: 'numbers', values: [answer] },
  });
}

const show = (x: number): string => valueTex(x) ?? x.toFixed(4);
