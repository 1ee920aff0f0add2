import { im, solved } from '../../math/format';
import type { MathOutcome, MathProblem } from '../../math/types';
import { unique, valueTex } from './answer-value';
import { conicName, dist, foci, onConic, parameters, type Pt, readConic } from './conic-model';
import { ANGLE, type ConicText, NUM, onlyFiller, readAngle, readNumber } from './conic-text';
import { scanRoots } from './scan';

/**
 * A chord AB through a focus (人教A版 选择性必修一 3.3 例题：焦点弦): the line's inclination or slope, or
 * one fact about the chord (x₁+x₂, the midpoint's abscissa, |AB|, |AF|), gives the other facts: |AB|, the
 * area of △OAB, the perimeter of △ABF₂ … The line is intersected with the conic directly for every
 * inclination that satisfies the conditions (a scan over [0, π)); the answer must be the same for all of
 * them, and the chord length is re-checked with the focal-radius formula for a parabola.
 */
type Q = 'len' | 'areaO' | 'areaF' | 'perimF' | 'midX' | 'midY' | 'sumX' | 'sumY' | 'AF' | 'BF';

const PH: Array<[string, Q]> = [
  [String.raw`\|AB\||(?:弦|线段)?AB的长(?:度)?|弦长\|AB\|`, 'len'],
  ['△OAB的面积|△AOB的面积', 'areaO'],
  ['△ABF2的面积|△F2AB的面积', 'areaF'],
  ['△ABF2的周长|△F2AB的周长', 'perimF'],
  ['(?:弦|线段)?AB(?:的)?中点(?:M)?(?:的)?横坐标', 'midX'],
  ['(?:弦|线段)?AB(?:的)?中点(?:M)?(?:的)?纵坐标', 'midY'],
  [String.raw`x1\+x2`, 'sumX'],
  [String.raw`y1\+y2`, 'sumY'],
  [String.raw`\|AF1?\|`, 'AF'],
  [String.raw`\|BF1?\|`, 'BF'],
];

const WORDS = [
  /抛物线|椭圆|双曲线|C?〔C〕|[的且作交于与相过经]|直线l?|两点|焦点|[左右]焦点|坐标原点|O|F[12]?|弦|线段|分别|、|和|A\(x1,y1\),B\(x2,y2\)|A,B|设|记|C/g,
];

export function focalChord(ct: ConicText, mp: MathProblem): MathOutcome | null {
  const { text, equation } = ct;
  if (!/过|经过/.test(text) || !/焦点/.test(text) || !/A,B|A\(x1,y1\),B\(x2,y2\)/.test(text)) return null;
  if (parameters(equation).length) return null;
  const c = readConic(equation);
  if (!c) return null;
  const fs = foci(c);
  // The focus the line passes through, and the other one (F2) for the focal triangle.
  const through = /过(?:[^,]*?[左右]?焦点)?(F[12]?)/.exec(text);
  if (!through) return null;
  const fname = through[1];
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
  const cut = Math.max(text.lastIndexOf('则'), text.lastIndexOf('求'));
  if (cut < 0) return null;
  let given = text.slice(0, cut);
  const ask = text.slice(cut + 1).replace(/[.。?？]$/, '');
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
    const ch = chord(fs[fi], a);
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
        for (const a of [0.3, 0.7, 1.1, 1.5, 1.9, 2.3, 2.8]) if (chord(fs[fi], a)) cases.push([fi, a, swap]);
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
  if (c.kind === 'parabola') {
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
  return solved(mp, {
    engine: 'analytic-geometry:focal-chord',
    idea: `设过焦点的直线的倾斜角为 ${im('\\theta')}，与${name}的方程联立，用根与系数的关系${c.kind === 'parabola' ? `及焦半径公式 ${im('|AB|=x_1+x_2+p')}` : '及定义'} 求解。`,
    steps: [
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
