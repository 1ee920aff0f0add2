import { im, solved } from '../../math/write/format';
import type { MathOutcome, MathProblem } from '../../math/expression/types';
import { unique, valueTex } from './answer-value';
import { conicAt, dist, foci, type Parabola, parameters, place, type Pt } from './conic-model';
import { type ConicText, NUM, onlyFiller, readNumber } from './conic-text';
import { grid, solveSystem } from './newton';

/**
 * A point on a parabola y² = 2px (or x² = 2py, either sign, possibly with p unknown) and its focal radius
 * (人教A版 选择性必修一 3.3): |PF| equals the distance to the directrix, x₀ + p/2. Conditions and the
 * question are any of: the distance to the focus, to the directrix, to an axis, the abscissa or ordinate,
 * and the parameter. Solved numerically over (p, y₀); answered only when every solution gives the same
 * value, which is then re-checked against the definition (distance to focus = distance to directrix).
 */
type Q = 'focus' | 'directrix' | 'yaxis' | 'xaxis' | 'abscissa' | 'ordinate' | 'param';

function phrases(N: string, param: string | null): Array<[RegExp, Q]> {
  const P = `(?:点?${N})?`;
  const C = '(?:抛物线C?|C|该抛物线|此抛物线|其)?(?:的)?';
  const list: Array<[RegExp, Q]> = [
    [new RegExp(`${P}(?:到|与)${C}焦点F?(?:的)?距离|\\|${N}F\\||\\|F${N}\\|`), 'focus'],
    [new RegExp(`${P}到${C}准线[lI]?(?:的)?距离`), 'directrix'],
    [new RegExp(`${P}到y轴(?:的)?距离`), 'yaxis'],
    [new RegExp(`${P}到x轴(?:的)?距离`), 'xaxis'],
    [new RegExp(`${P}(?:的)?横坐标`), 'abscissa'],
    [new RegExp(`${P}(?:的)?纵坐标`), 'ordinate'],
  ];
  if (param) list.push([new RegExp(`(?:实数)?${param}(?:的值)?`), 'param']);
  return list;
}

const WORDS = [/抛物线|C?〔C〕|C|上的一点|上一动点|上一点|上的点|上一|上|点|在|焦点|F|准线|[lI]|动|设|记/g];

export function parabolaFocalRadius(ct: ConicText, mp: MathProblem): MathOutcome | null {
  const { equation, condition } = ct;
  if (!/抛物线/.test(ct.text) || /直线|弦|中点|双曲线|椭圆|圆(?!锥)|切线|∠|最/.test(ct.text)) return null;
  // Fixed points given by coordinates: "点B(3,0)".
  const fixed: Record<string, Pt> = { O: [0, 0] };
  const text = ct.text.replace(
    new RegExp(`(?:点)?([A-Z])(?:的坐标(?:是|为))?\\(${NUM},${NUM}\\)`, 'g'),
    (_m, n: string, x: string, y: string) => {
      fixed[n] = [readNumber(x), readNumber(y)];
      return n;
    },
  );
  if (Object.values(fixed).some((q) => !q.every(Number.isFinite))) return null;
  const params = parameters(equation);
  if (params.length > 1) return null;
  const param = params[0] ?? null;
  if (condition && condition !== `${param}>0`) return null;
  const names = [...new Set(text.replace(/〔C〕/g, '').match(/[A-Z]/g) ?? [])].filter(
    (n) => n !== 'C' && n !== 'F' && n !== 'I' && !fixed[n],
  );
  if (names.length !== 1) return null;
  const N = names[0];
  const cut = text.lastIndexOf('则') >= 0 ? text.lastIndexOf('则') : text.lastIndexOf('求');
  if (cut < 0) return null;
  let given = text.slice(0, cut);
  const ask = text.slice(cut + 1).replace(/[.。?？]$/, '');
  const conds: Array<[Q, number]> = [];
  for (const [re, q] of phrases(N, param)) {
    const g = new RegExp(`(?:${re.source})(?:为|是|等于|=)${NUM}(?=[,，.。;；且]|$)`, 'g');
    given = given.replace(g, (_m, ...groups) => {
      conds.push([q, readNumber(groups[0] as string)]);
      return ',';
    });
  }
  if (conds.some(([, v]) => !Number.isFinite(v))) return null;
  // Relations and questions among named points: |AF| = |BF|, |AB|, the area of △POF.
  const PNT = `(?:${[N, 'F', ...Object.keys(fixed)].join('|')})`;
  const split = (t: string) => t.match(new RegExp(PNT, 'g')) ?? [];
  const rels: Array<(u: number[]) => number> = [];
  given = given.replace(new RegExp(`\\|(${PNT}${PNT})\\|=${NUM}?\\|(${PNT}${PNT})\\|`, 'g'), (_m, s1: string, k: string, s2: string) => {
    const kv = k ? readNumber(k) : 1;
    rels.push((u) => segment(s1, u) - kv * segment(s2, u));
    return ',';
  });
  let asked: Q | ((u: number[]) => number) | null = null;
  for (const [re, q] of phrases(N, param)) {
    if (new RegExp(`^(?:点?${N})?(?:${re.source})(?:为|是|等于|=)?(?:多少)?$`).test(ask)) asked = q;
  }
  const askSeg = new RegExp(`^(?:线段)?\\|(${PNT}${PNT})\\|(?:=|为|是|等于)?$`).exec(ask);
  const askTri = new RegExp(`^△(${PNT}${PNT}${PNT})的面积(?:为|是|等于)?$`).exec(ask);
  if (!asked && askSeg) asked = (u) => segment(askSeg[1], u);
  if (!asked && askTri) asked = (u) => triangle(askTri[1], u);
  const words = [/坐标原点/g, ...WORDS, new RegExp([N, ...Object.keys(fixed)].join('|'), 'g')];
  if (!asked || !onlyFiller(given, words)) return null;
  if (!param && conds.some(([q]) => q === 'param')) return null;
  const unknowns = param ? 2 : 1;
  if (conds.length + rels.length < unknowns) return null;

  const at = (u: number[]): { c: Parabola; P: Pt } | null => {
    const c = conicAt(equation, param, param ? u[0] : 0);
    if (c?.kind !== 'parabola' || c.k === 0) return null;
    const t = u[unknowns - 1];
    return { c, P: place(c, (t * t) / c.k, t) };
  };
  const value = (q: Q, u: number[]): number => {
    const s = at(u);
    if (!s) return Number.NaN;
    const { c, P } = s;
    switch (q) {
      case 'focus':
        return dist(P, foci(c)[0]);
      case 'directrix':
        return Math.abs((c.axisX ? P[0] : P[1]) + c.k / 4);
      case 'yaxis':
        return Math.abs(P[0]);
      case 'xaxis':
        return Math.abs(P[1]);
      case 'abscissa':
        return P[0];
      case 'ordinate':
        return P[1];
      case 'param':
        return u[0];
    }
  };
  const pointOf = (n: string, u: number[]): Pt | null => {
    const s = at(u);
    if (!s) return null;
    return n === N ? s.P : n === 'F' ? foci(s.c)[0] : (fixed[n] ?? null);
  };
  function segment(t: string, u: number[]): number {
    const [a, b] = split(t).map((n) => pointOf(n, u));
    return a && b ? dist(a, b) : Number.NaN;
  }
  function triangle(t: string, u: number[]): number {
    const [a, b, d] = split(t).map((n) => pointOf(n, u));
    return a && b && d ? Math.abs((b[0] - a[0]) * (d[1] - a[1]) - (d[0] - a[0]) * (b[1] - a[1])) / 2 : Number.NaN;
  }
  const F = (u: number[]) => (at(u) ? [...conds.map(([q, v]) => value(q, u) - v), ...rels.map((r) => r(u))] : null);
  const pv = [0.25, 0.5, 1, 2, 3, 5, 8, 13, 21];
  const starts = grid([...(param ? [[...pv, ...pv.map((x) => -x)]] : []), [-20, -6, -2, -0.5, 0.5, 2, 6, 20]]);
  const positive = condition !== '';
  const sols = solveSystem(F, starts, (u) => !param || (positive ? u[0] > 1e-9 : Math.abs(u[0]) > 1e-9));
  const ask1 = asked;
  const answer = unique(sols.map((u) => (typeof ask1 === 'function' ? ask1(u) : value(ask1, u))));
  if (answer === null) return null;
  // Check by the definition on every solution: distance to the focus equals distance to the directrix.
  for (const u of sols) if (Math.abs(value('focus', u) - value('directrix', u)) > 1e-9 * Math.max(1, value('focus', u))) return null;
  const tex = valueTex(answer);
  if (!tex) return null;
  const s = at(sols[0]) as { c: Parabola; P: Pt };
  const axisX = s.c.axisX;
  const focal = axisX ? 'x_0+\\frac{p}{2}' : 'y_0+\\frac{p}{2}';
  return solved(mp, {
    engine: 'analytic-geometry:focal-radius',
    idea: `抛物线上的点到焦点的距离等于它到准线的距离：焦半径 ${im(`|${N}F|=${focal}`)}（开口向${axisX ? (s.c.k > 0 ? '右' : '左') : s.c.k > 0 ? '上' : '下'}时取绝对值）。`,
    steps: [
      `设 ${im(`${N}(x_0,y_0)`)}，由抛物线方程和焦半径公式把所给条件写成关于 ${im(param ? `${param},\\ x_0,\\ y_0` : 'x_0,\\ y_0')} 的方程。`,
      `解得 ${sols.map((u) => `${param ? `${im(`${param}=${show(u[0])}`)}，` : ''}${im(`${N}(${show(value('abscissa', u))},${show(value('ordinate', u))})`)}`).join('；')}。`,
      `所以所求为 ${im(tex)}。`,
    ],
    finalAnswer: `$${tex}$`,
    verificationNote: `把所得的点代回：它在抛物线上，所给的每个条件都成立，且它到焦点与到准线的距离相等${sols.length > 1 ? '；所有满足条件的点给出同一个值' : ''}。`,
    value: { kind: 'numbers', values: [answer] },
  });
}

const show = (x: number): string => valueTex(x) ?? x.toFixed(4);
