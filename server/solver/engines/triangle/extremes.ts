import { evaluate } from '../../math/compute/evaluate';
import type { Interval, MathOutcome } from '../../math/expression/types';
import { prepare } from '../../math/index';
import { dm, im, refuse, solved } from '../../math/write/format';
import type { ProblemType } from '../../types';
import { valueTex } from '../analytic-geometry/answer-value';
import { type ExtremeQuestion, readExtremeQuestion, type Side } from './extreme-read';
import { type Angle, angleFixedBy } from './fixed-angle';

const SIDES: Side[] = ['a', 'b', 'c'];

/** An angle that is a rational multiple of π, printed as the textbook prints it. */
function piTex(v: number): string | null {
  for (let d = 1; d <= 12; d++) {
    const n = Math.round((v / Math.PI) * d);
    if (Math.abs((v / Math.PI) * d - n) < 1e-9) {
      if (n === 0) return '0';
      const top = `${n === 1 ? '' : n === -1 ? '-' : n}\\pi`;
      return d === 1 ? top : `\\frac{${top}}{${d}}`;
    }
  }
  return null;
}

const close = (u: number, v: number) => Math.abs(u - v) <= 1e-9 * Math.max(1, Math.abs(u), Math.abs(v));

/**
 * 解三角形中的最值与范围 (人教A版 必修二 6.4): one angle X and the side x opposite it are fixed, so 2R = x / sin X and the
 * triangle moves with the angle Y at one end of x: y = 2R sin Y, z = 2R sin(X + Y), Y in (0, π − X) — (π/2 − X, π/2)
 * for an acute triangle. A linear combination of the sides is then 2R·M·sin(Y + φ) (auxiliary angle), the area and
 * y·z a multiple of cos X − cos(2Y + X); the extremes are at the critical points inside the interval (reached) or at
 * its ends (approached, not reached). Checked by evaluating the asked quantity at 20000 shapes of the triangle, and
 * the best triangle by the law of cosines and the printed relation.
 */
export function solveTriangleExtreme(text: string, problemType: ProblemType): MathOutcome | null {
  const q = readExtremeQuestion(text);
  if (!q) return null;
  const x = q.side.s;
  const X = x.toUpperCase() as Angle;
  const fixed = q.angle ? { radians: q.angle.radians, latex: q.angle.latex } : angleFixedBy(q.relation!.node, X, q.side.value);
  if (!fixed) return null;
  const p = prepare(text, problemType);
  const ang = fixed.radians;
  if (q.acute && ang >= Math.PI / 2 - 1e-12) return refuse(p, '已知角不是锐角，这样的锐角三角形不存在，请核对题目。');
  const [y, z] = SIDES.filter((s) => s !== x);
  const [Y, Z] = [y.toUpperCase(), z.toUpperCase()];
  const x0 = q.side.value;
  const twoR = x0 / Math.sin(ang);
  const [lo, hi] = q.acute ? [Math.PI / 2 - ang, Math.PI / 2] : [0, Math.PI - ang];
  const sidesAt = (t: number): Record<Side, number> =>
    ({ [x]: x0, [y]: twoR * Math.sin(t), [z]: twoR * Math.sin(ang + t) }) as Record<Side, number>;
  const ask = q.ask;
  const valueAt = (t: number): number => {
    const s = sidesAt(t);
    if (ask.k === 'linear') return SIDES.reduce((acc, k) => acc + ask.coef[k] * s[k], 0);
    if (ask.k === 'area') return 0.5 * s[y] * s[z] * Math.sin(ang);
    return ask.coef * s[y] * s[z];
  };
  if (ask.k === 'product' && !/^(?:[0-9.]*)(?:ab|ba|ac|ca|bc|cb)$/.test(ask.latex.replace(/\s|\\cdot|\\times|\*/g, ''))) return null;
  if (ask.k === 'product' && ![y + z, z + y].includes(ask.latex.replace(/[^abc]/g, ''))) return null;
  // the critical points of the asked quantity in Y, inside the interval
  let critical: number[];
  let phi = 0;
  if (ask.k === 'linear') {
    const [py, pz] = [ask.coef[y], ask.coef[z]];
    if (py === 0 && pz === 0) return null;
    phi = Math.atan2(pz * Math.sin(ang), py + pz * Math.cos(ang));
    critical = [-2, -1, 0, 1, 2].map((k) => Math.PI / 2 - phi + k * Math.PI);
  } else critical = [0, 1, 2, 3].map((k) => (k * Math.PI - ang) / 2);
  // a critical point at an end of the interval (2b + c with A = 2π/3) is that end: approached, not reached
  const inside = critical.filter((t) => t > lo + 1e-7 && t < hi - 1e-7);
  const reached = inside.map(valueAt);
  const ends = [valueAt(lo), valueAt(hi)];
  const all = [...reached, ...ends];
  const sup = Math.max(...all);
  const inf = Math.min(...all);
  const supReached = reached.some((v) => close(v, sup));
  const infReached = reached.some((v) => close(v, inf));
  // the other way: the quantity itself at 20000 shapes of the triangle
  let [seenMax, seenMin] = [-Infinity, Infinity];
  for (let i = 1; i < 20000; i++) {
    const v = valueAt(lo + ((hi - lo) * i) / 20000);
    seenMax = Math.max(seenMax, v);
    seenMin = Math.min(seenMin, v);
  }
  const tol = 1e-6 * Math.max(1, Math.abs(sup), Math.abs(inf));
  if (seenMax > sup + tol || seenMin < inf - tol || Math.abs(seenMax - sup) > 1e-3 * Math.max(1, Math.abs(sup))) return null;
  if (Math.abs(seenMin - inf) > 1e-3 * Math.max(1, Math.abs(inf))) return null;
  // the best triangle satisfies the law of cosines at X and the printed relation
  const best = inside.length ? inside[reached.indexOf(Math.max(...reached))] : (lo + hi) / 2;
  const s = sidesAt(best);
  if (!close(x0 * x0, s[y] ** 2 + s[z] ** 2 - 2 * s[y] * s[z] * Math.cos(ang))) return null;
  if (q.relation) {
    const angles = { [X]: ang, [Y]: best, [Z]: Math.PI - ang - best };
    const r = evaluate(q.relation.node, { ...angles, ...s });
    if (!(Math.abs(r) < 1e-8)) return null;
  }
  const wantReached = q.want === 'max' ? supReached : q.want === 'min' ? infReached : true;
  const wordOf = q.want === 'max' ? '最大值' : '最小值';
  if (!wantReached) return refuse(p, `所求的量只能无限接近而取不到这个界（三角形退化或不再满足条件），没有${wordOf}，请核对题目。`);
  const [supT, infT] = [valueTex(sup), valueTex(inf)];
  const twoRT = valueTex(twoR);
  const [loT, hiT] = [piTex(lo), piTex(hi)];
  if (!supT || !infT || !twoRT || !loT || !hiT) return refuse(p, '这道题的结果不能化成简单的根式，离线求解器暂不作答。');
  const steps = writeSteps(q, {
    x,
    y,
    z,
    X,
    Y,
    Z,
    ang,
    fixedLatex: fixed.latex,
    twoR,
    twoRT,
    loT,
    hiT,
    phi,
    supT,
    infT,
    supReached,
    infReached,
    best,
  });
  if (!steps) return refuse(p, '这道题的结果不能化成简单的根式，离线求解器暂不作答。');
  const interval: Interval = { lo: inf, hi: sup, loClosed: infReached, hiClosed: supReached };
  const rangeT = `${infReached ? '[' : '('}${infT},${supT}${supReached ? ']' : ')'}`;
  const finalT = q.want === 'max' ? supT : q.want === 'min' ? infT : rangeT;
  return solved(p, {
    engine: 'triangle:extreme',
    idea: `${im(X)} 与对边 ${im(x)} 已定，由正弦定理把所求的量写成一个角 ${im(Y)} 的三角函数，在 ${im(Y)} 的取值范围内求最值（面积也可用余弦定理与基本不等式）。`,
    steps,
    finalAnswer: im(finalT),
    verificationNote: `在 ${im(`${Y}\\in(${loT},${hiT})`)} 内取 20000 个三角形逐一计算所求的量，最大、最小与所得结果一致；取到最值的三角形满足余弦定理${q.relation ? '和题中的关系式' : ''}。`,
    value: q.want === 'range' ? { kind: 'interval', intervals: [interval] } : { kind: 'numbers', values: [q.want === 'max' ? sup : inf] },
  });
}

interface Parts {
  x: Side;
  y: Side;
  z: Side;
  X: string;
  Y: string;
  Z: string;
  ang: number;
  fixedLatex: string;
  twoR: number;
  twoRT: string;
  loT: string;
  hiT: string;
  phi: number;
  supT: string;
  infT: string;
  supReached: boolean;
  infReached: boolean;
  best: number;
}

function writeSteps(q: ExtremeQuestion, t: Parts): string[] | null {
  const { x, y, z, X, Y, Z } = t;
  const angT = q.angle?.degrees ? `${q.angle.latex}` : t.fixedLatex;
  const steps: string[] = [];
  if (q.relation)
    steps.push(
      `由正弦定理 ${im('a=2R\\sin A,\\ b=2R\\sin B,\\ c=2R\\sin C')}，把 ${im(q.relation.latex)} 化为角的关系（已知 ${im(`${x}=${q.side.latex}`)}），化简得 ${im(`${X}=${t.fixedLatex}`)}。`,
    );
  steps.push(
    `由正弦定理 ${im(`\\frac{${x}}{\\sin ${X}}=\\frac{${q.side.latex}}{\\sin ${angT}}=${t.twoRT}`)}，所以 ${im(`${y}=${t.twoRT}\\sin ${Y}`)}，${im(`${z}=${t.twoRT}\\sin ${Z}=${t.twoRT}\\sin(${Y}+${t.fixedLatex})`)}，` +
      (q.acute
        ? `三角形为锐角三角形，${im(`${Y}<\\frac{\\pi}{2}`)} 且 ${im(`${Z}=\\pi-${X}-${Y}<\\frac{\\pi}{2}`)}，所以 ${im(`${Y}\\in(${t.loT},${t.hiT})`)}。`
        : `其中 ${im(`${Y}\\in(0,${t.hiT})`)}。`),
  );
  const ask = q.ask;
  const bestT = piTex(t.best);
  if (ask.k === 'linear') {
    const [py, pz] = [ask.coef[y], ask.coef[z]];
    const m = Math.hypot(py + pz * Math.cos(t.ang), pz * Math.sin(t.ang));
    const amp = valueTex(t.twoR * m);
    if (!amp) return null;
    const tan = py + pz * Math.cos(t.ang) !== 0 ? valueTex((pz * Math.sin(t.ang)) / (py + pz * Math.cos(t.ang))) : null;
    const moving = combo([
      [py, y],
      [pz, z],
    ]);
    const bySines = combo([
      [py, `\\sin ${Y}`],
      [pz, `\\sin(${Y}+${t.fixedLatex})`],
    ]);
    const fixedPart = ask.coef[x] ? `${im(`${ask.latex}=${combo([[ask.coef[x], x]])}+(${moving})`)}，而` : '';
    steps.push(
      `${fixedPart}${dm(`${moving}=${t.twoRT}\\left[${bySines}\\right]=${amp}\\sin(${Y}+\\varphi)`)}其中 ${tan ? im(`\\tan\\varphi=${tan}`) : im('\\varphi=\\frac{\\pi}{2}')}（辅助角公式）。`,
    );
  } else {
    const cosT = valueTex(Math.cos(t.ang));
    if (!cosT) return null;
    steps.push(
      `由余弦定理 ${im(`${x}^2=${y}^2+${z}^2-2${y}${z}\\cos ${X}\\geqslant 2${y}${z}-2${y}${z}\\cos ${X}`)}，即 ${im(`${y}${z}\\leqslant\\frac{${x}^2}{2(1-\\cos ${X})}`)}，当且仅当 ${im(`${y}=${z}`)}（${im(`${Y}=${Z}`)}）时取等号；${ask.k === 'area' ? im(`S=\\frac{1}{2}${y}${z}\\sin ${X}`) : im(ask.latex)} 随 ${im(`${y}${z}`)} 增大而增大。`,
    );
  }
  const reachedAt = bestT ? `，在 ${im(`${Y}=${bestT}`)} 时取到` : '';
  const where = ask.k === 'linear' ? `，当 ${im(`${Y}+\\varphi=\\frac{\\pi}{2}`)}（此时 ${im(Y)} 在上述区间内）时取到` : reachedAt;
  if (q.want === 'max') steps.push(`所以最大值为 ${im(t.supT)}${where}。`);
  else if (q.want === 'min') steps.push(`所以最小值为 ${im(t.infT)}${reachedAt}。`);
  else
    steps.push(
      `${im(Y)} 在区间内变化时，所求的量${t.supReached ? `最大为 ${im(t.supT)}${reachedAt}` : `趋于 ${im(t.supT)} 但取不到`}；在区间端点附近趋于 ${im(t.infT)}${t.infReached ? '（可取到）' : '，取不到'}，所以取值范围是 ${im(`${t.infReached ? '[' : '('}${t.infT},${t.supT}${t.supReached ? ']' : ')'}`)}。`,
    );
  return steps;
}

/** k₁v₁ + k₂v₂ as printed: no zero terms, no 1, a sign only between terms. */
function combo(terms: Array<[number, string]>): string {
  return terms
    .filter(([k]) => k !== 0)
    .map(([k, v], i) => `${k < 0 ? '-' : i ? '+' : ''}${Math.abs(k) === 1 ? '' : (valueTex(Math.abs(k)) ?? Math.abs(k))}${v}`)
    .join('');
}
