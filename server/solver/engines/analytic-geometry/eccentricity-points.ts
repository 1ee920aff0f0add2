import type { MathOutcome, MathProblem } from '../../math/expression/types';
import { im, solved } from '../../math/write/format';
import { valueTex } from './answer-value';
import { asymptoteFoot, footSquare } from './asymptote-foot';
import type { Pt } from './conic-model';
import { ANGLE, type ConicText, NUM, onlyFiller, readAngle, readNumber } from './conic-text';
import { grid, solveSystem } from './newton';
import { scanRoots } from './scan';

/**
 * The eccentricity of x²/a²±y²/b²=1 from a condition on its special points (人教A版 选择性必修一 3.1、3.2
 * 习题): foci and vertices named in the text, a point of the curve fixed by a perpendicular to the x-axis
 * through a focus or vertex (the half latus rectum b²/a), and one condition — a slope, a ratio of lengths,
 * an angle, perpendicular segments. With a = 1 the condition is scanned over b for both signs of the
 * point on the curve; every root must give the same e, which is re-checked with the points rebuilt from e.
 */
type Named = (a: number, b: number, c: number, s: number) => Pt | null;

const SIDE: Record<string, (a: number, b: number, c: number) => Pt> = {
  左焦点: (_a, _b, c) => [-c, 0],
  右焦点: (_a, _b, c) => [c, 0],
  左顶点: (a) => [-a, 0],
  右顶点: (a) => [a, 0],
  上顶点: (_a, b) => [0, b],
  下顶点: (_a, b) => [0, -b],
};

/** The same points in a, b, c as a textbook writes their coordinates. */
const SIDE_TEX: Record<string, [string, string]> = {
  左焦点: ['-c', '0'],
  右焦点: ['c', '0'],
  左顶点: ['-a', '0'],
  右顶点: ['a', '0'],
  上顶点: ['0', 'b'],
  下顶点: ['0', '-b'],
};

export function eccentricityPoints(ct: ConicText, mp: MathProblem): MathOutcome | null {
  const { text, equation, condition } = ct;
  const isE = /椭圆/.test(text);
  const isH = /双曲线/.test(text);
  if (isE === isH) return null;
  // Without an equation the curve is the standard one with its foci on the x-axis.
  const s = equation.replace(/\{([xyab])\^\{?2\}?\}/g, '{$1^2}').replace(/([xy])\^\{2\}/g, '$1^2');
  if (equation && s !== `\\frac{x^2}{a^2}${isE ? '+' : '-'}\\frac{y^2}{b^2}=1`) return null;
  if (condition && condition !== (isE ? 'a>b>0' : 'a>0,b>0')) return null;
  const cut = Math.max(text.lastIndexOf('则'), text.lastIndexOf('求'));
  if (cut < 0) return null;
  if (
    !/^(?:该|此|其|它的|[A-Z]的|双曲线[A-Z]?的|椭圆[A-Z]?的)*离心率(?:e)?(?:为|是|等于)?$/.test(
      text.slice(cut + 1).replace(/[.。?？]$/, ''),
    )
  )
    return null;
  let given = text.slice(0, cut);
  const pts: Record<string, Named> = { O: () => [0, 0] };
  const ptsTex: Record<string, (sg: number) => [string, string]> = { O: () => ['0', '0'] };
  const name = (n: string, where: string) => {
    const f = SIDE[where];
    if (!f || (!isE && /^[上下]/.test(where))) return false;
    pts[n] = (a, b, c) => f(a, b, c);
    ptsTex[n] = () => SIDE_TEX[where];
    return true;
  };
  const C = '(?:椭圆|双曲线)?[CE]?:?(?:〔C〕)?';
  let bad = false;
  given = given.replace(
    new RegExp(`([A-Z]\\d?)[,、]([A-Z]\\d?)(?:分别)?(?:为|是)${C}的(?:左[、,]?右|两个)焦点`, 'g'),
    (_m, l: string, r: string) => {
      bad ||= !name(l, '左焦点') || !name(r, '右焦点');
      return ',';
    },
  );
  given = given.replace(
    new RegExp(`([A-Z]\\d?)(?:为|是)${C}的([左右上下](?:焦点|顶点))|${C}的?([左右上下](?:焦点|顶点))(?:为|是)([A-Z]\\d?)`, 'g'),
    (_m, n1?: string, w1?: string, w2?: string, n2?: string) => {
      bad ||= !name((n1 ?? n2) as string, (w1 ?? w2) as string);
      return ',';
    },
  );
  // A point of the curve on the perpendicular to the x-axis through a named point.
  let onCurve = '';
  given = given.replace(
    new RegExp(`(?:点)?([A-Z])(?:为|是|在)${C}上(?:的|一)?点?(?:,|且)*(?:([A-Z]\\d?)([A-Z]\\d?)(?:垂直于x轴|⊥x轴|与x轴垂直))`),
    (_m, n: string, p: string, q: string) => {
      const other = p === n ? q : q === n ? p : '';
      const base = pts[other];
      if (!base || onCurve) {
        bad = true;
        return ',';
      }
      onCurve = n;
      const baseTex = ptsTex[other];
      if (baseTex) ptsTex[n] = (sg) => [baseTex(sg)[0], `${sg < 0 ? '-' : ''}\\frac{b^2}{a}`];
      pts[n] = (a, b, c, sg) => {
        const x = (base(a, b, c, sg) as Pt)[0];
        const y2 = isE ? b * b * (1 - (x * x) / (a * a)) : b * b * ((x * x) / (a * a) - 1);
        return y2 > 0 ? [x, sg * Math.sqrt(y2)] : null;
      };
      return ',';
    },
  );
  // The foot of the perpendicular from a focus to an asymptote (hyperbola only; which asymptote is not said).
  let foot = '';
  let footFocus = '';
  if (/渐近线/.test(given)) {
    const f = isE || onCurve ? null : asymptoteFoot(given, pts);
    if (!f || pts[f.name]) return null;
    given = f.rest;
    foot = f.name;
    footFocus = f.focus;
    pts[f.name] = f.point;
    const right = (pts[f.focus]?.(1, 1, Math.SQRT2, 1) ?? [0])[0] > 0;
    ptsTex[f.name] = (sg) => [`${right ? '' : '-'}\\frac{a^2}{c}`, `${(sg < 0) !== right ? '' : '-'}\\frac{ab}{c}`];
  }
  const signed = onCurve || foot;
  // A point of the curve with no more said about it: its parameter is a second unknown.
  let free = '';
  given = given.replace(new RegExp(`(?:点)?([A-Z])(?:为|是|在)${C}上(?:的)?(?:一)?点?`), (m, n: string) => {
    if (pts[n] || signed) return m;
    free = n;
    pts[n] = (a, b, _c, t) => (isE ? [a * Math.cos(t), b * Math.sin(t)] : [a / Math.cos(t), b * Math.tan(t)]);
    return ',';
  });
  const P = (n: string, a: number, b: number, c: number, sg: number) => pts[n]?.(a, b, c, sg) ?? null;
  const split = (t: string) => t.match(/[A-Z]\d?/g) ?? [];
  type Cond = (a: number, b: number, c: number, sg: number) => number;
  const conds: Cond[] = [];
  const ratios: Array<{ t1: string; kv: number; t2: string }> = [];
  // How each condition is written in a, b, c (null: not written out, the steps keep the plain wording).
  const condsTex: Array<((sg: number) => string | null) | null> = [];
  given = given.replace(
    new RegExp(`(?:直线)?([A-Z]\\d?[A-Z]\\d?)的斜率(?:为|是|等于)${NUM}(?=[,.。;]|$)`, 'g'),
    (_m, t: string, k: string) => {
      const kv = readNumber(k);
      conds.push((a, b, c, sg) => {
        const [u, v] = split(t).map((n) => P(n, a, b, c, sg));
        return u && v && Math.abs(v[0] - u[0]) > 1e-12 ? (v[1] - u[1]) / (v[0] - u[0]) - kv : Number.NaN;
      });
      condsTex[conds.length - 1] = (sg) => {
        const [u, v] = split(t).map((n) => ptsTex[n]?.(sg));
        return u && v ? `k_{${t}}=\\frac{${minus(v[1], u[1])}}{${minus(v[0], u[0])}}=${k}` : null;
      };
      return ',';
    },
  );
  given = given.replace(
    new RegExp(`\\|([A-Z]\\d?[A-Z]\\d?)\\|=${NUM}?\\|([A-Z]\\d?[A-Z]\\d?)\\|`, 'g'),
    (_m, t1: string, k: string, t2: string) => {
      const kv = k ? readNumber(k) : 1;
      ratios.push({ t1, kv, t2 });
      conds.push((a, b, c, sg) => {
        const [u, v, w, z] = [...split(t1), ...split(t2)].map((n) => P(n, a, b, c, sg));
        return u && v && w && z ? Math.hypot(u[0] - v[0], u[1] - v[1]) - kv * Math.hypot(w[0] - z[0], w[1] - z[1]) : Number.NaN;
      });
      return ',';
    },
  );
  given = given.replace(new RegExp(`∠([A-Z]\\d?[A-Z]\\d?[A-Z]\\d?)=${ANGLE}`, 'g'), (_m, t: string, ang: string) => {
    const th = readAngle(ang);
    conds.push((a, b, c, sg) => {
      const [u, v, w] = split(t).map((n) => P(n, a, b, c, sg));
      if (!u || !v || !w) return Number.NaN;
      const d1 = [u[0] - v[0], u[1] - v[1]];
      const d2 = [w[0] - v[0], w[1] - v[1]];
      return (d1[0] * d2[0] + d1[1] * d2[1]) / (Math.hypot(d1[0], d1[1]) * Math.hypot(d2[0], d2[1])) - Math.cos(th);
    });
    return ',';
  });
  given = given.replace(
    new RegExp(`\\\\?(sin|cos|tan)∠([A-Z]\\d?[A-Z]\\d?[A-Z]\\d?)=${NUM}(?=[,.。;]|$)`, 'g'),
    (_m, fn: string, t: string, v: string) => {
      const vv = readNumber(v);
      conds.push((a, b, c, sg) => {
        const [u, w, z] = split(t).map((n) => P(n, a, b, c, sg));
        if (!u || !w || !z) return Number.NaN;
        const th = Math.acos(Math.max(-1, Math.min(1, cosAngle(u, w, z))));
        return (fn === 'sin' ? Math.sin(th) : fn === 'cos' ? Math.cos(th) : Math.tan(th)) - vv;
      });
      return ',';
    },
  );
  given = given.replace(/([A-Z]\d?[A-Z]\d?)⊥([A-Z]\d?[A-Z]\d?)/g, (_m, t1: string, t2: string) => {
    conds.push((a, b, c, sg) => {
      const [u, v, w, z] = [...split(t1), ...split(t2)].map((n) => P(n, a, b, c, sg));
      if (!u || !v || !w || !z) return Number.NaN;
      const d1 = [v[0] - u[0], v[1] - u[1]];
      const d2 = [z[0] - w[0], z[1] - w[1]];
      return (d1[0] * d2[0] + d1[1] * d2[1]) / (Math.hypot(d1[0], d1[1]) * Math.hypot(d2[0], d2[1]));
    });
    return ',';
  });
  const words = [/椭圆|双曲线|C?:?〔C〕|[的是为在上点且若设已知记一]|坐标原点|O|[CE]|\.|,/g];
  if (bad || conds.length !== (free ? 2 : 1) || !onlyFiller(given, words)) return null;
  const names = new Set(split(text.slice(0, cut).replace(/〔C〕/g, '')).filter((n) => n !== 'C' && n !== 'E'));
  if ([...names].some((n) => !pts[n])) return null;
  const cOf = (b: number) => Math.sqrt(isE ? 1 - b * b : 1 + b * b);
  const es: number[] = [];
  if (free) {
    // Unknowns b and the point's parameter t (a = 1).
    const F = (u: number[]) => conds.map((f) => f(1, u[0], cOf(u[0]), u[1]));
    const bs0 = isE ? [0.2, 0.4, 0.6, 0.8, 0.95] : [0.3, 0.7, 1, 1.5, 2.5, 4];
    const ts0 = Array.from({ length: 16 }, (_, i) => ((i + 0.5) * Math.PI) / 8);
    for (const u of solveSystem(F, grid([bs0, ts0]), (u) => u[0] > 1e-9 && (!isE || u[0] < 1))) es.push(cOf(u[0]));
  }
  for (const sg of signed ? [1, -1] : free ? [] : [1]) {
    const g = (b: number) => conds[0](1, b, cOf(b), sg);
    const bs = isE ? scanRoots(g, 1e-6, 1 - 1e-6, 4000) : scanRoots((t) => g(Math.tan(t)), 1e-6, Math.PI / 2 - 1e-6, 4000).map(Math.tan);
    for (const b of bs) es.push(cOf(b));
  }
  const uniq = [...new Set(es.map((e) => Math.round(e * 1e9) / 1e9))];
  if (uniq.length !== 1) return null;
  const e = es[0];
  // Check: a = 3, c = 3e, b from c; the condition holds for one sign of the point on the curve.
  const [a3, c3] = [3, 3 * e];
  const b3 = Math.sqrt(isE ? a3 * a3 - c3 * c3 : c3 * c3 - a3 * a3);
  if (!free && !(signed ? [1, -1] : [1]).some((sg) => Math.abs(conds[0](a3, b3, c3, sg)) < 1e-7)) return null;
  if (free) {
    const F3 = (u: number[]) => conds.map((f) => f(a3, b3, c3, u[0]));
    const ts0 = Array.from({ length: 24 }, (_, i) => ((i + 0.5) * Math.PI) / 12).map((t) => [t]);
    if (!ts0.some((t0) => solveSystem(F3, [t0], () => true).length > 0)) return null;
  }
  const tex = valueTex(e);
  if (!tex) return null;
  const sign = signed ? ([1, -1].find((sg) => Math.abs(conds[0](a3, b3, c3, sg)) < 1e-7) ?? 1) : 1;
  const condWritten = free ? null : (condsTex[0]?.(sign) ?? null);
  const shownPoints = [...names].filter((n) => n !== 'O').map((n) => ({ n, xy: ptsTex[n]?.(sign) }));
  const footWritten = foot ? footSteps(foot, footFocus, ptsTex, ratios, conds.length, e) : null;
  if (footWritten === false) return null;
  const written = footWritten
    ? footWritten
    : condWritten && shownPoints.every((p) => p.xy)
      ? [
          `${shownPoints.map(({ n, xy }) => im(`${n}(${xy![0]},${xy![1]})`)).join('，')}${onCurve ? `（${im(onCurve)} 的横坐标代入方程得纵坐标 ${im('\\pm\\frac{b^2}{a}')}）` : ''}。`,
          `由题意 ${im(condWritten)}。`,
          `令 ${im('a=1')}，代入上式解得 ${im(`c^2=${valueTex(e * e) ?? (e * e).toFixed(4)}`)}。`,
        ]
      : null;
  return solved(mp, {
    engine: 'analytic-geometry:eccentricity',
    idea: `用 ${im('a,b,c')} 写出各点的坐标${onCurve ? `（与 x 轴垂直的焦半径长 ${im('\\frac{b^2}{a}')}）` : ''}，把条件化为 ${im('a,b,c')} 的齐次方程，再求 ${im('e=\\frac{c}{a}')}。`,
    steps: [
      `焦点 ${im('(\\pm c,0)')}，顶点 ${im('(\\pm a,0)')}，${im(isE ? 'a^2=b^2+c^2' : 'c^2=a^2+b^2')}。`,
      ...(foot
        ? [
            `渐近线 ${im('bx\\mp ay=0')}，焦点到它的距离 ${im('\\frac{bc}{\\sqrt{a^2+b^2}}=b')}，即垂线段长为 ${im('b')}；又焦点到原点的距离为 ${im('c')}，由勾股定理 ${im(`|O${foot}|=\\sqrt{c^2-b^2}=a`)}，垂足 ${im(`${foot}\\left(${ptsTex[foot](sign).join(',')}\\right)`)}。`,
          ]
        : []),
      ...(written ?? [`令 ${im('a=1')}，所给条件成为关于 ${im('b')} 的方程，解得 ${im(`c^2=${valueTex(e * e) ?? (e * e).toFixed(4)}`)}。`]),
      `所以 ${im(`e=${tex}`)}。`,
    ],
    finalAnswer: `$${tex}$`,
    verificationNote: `取 ${im('a=3,\\ c=3e')}，重新求出各点坐标，所给条件成立${isE ? '，且 0<e<1' : '，且 e>1'}。`,
    value: { kind: 'numbers', values: [e] },
  });
}

function cosAngle(u: Pt, vertex: Pt, w: Pt): number {
  const d1 = [u[0] - vertex[0], u[1] - vertex[1]];
  const d2 = [w[0] - vertex[0], w[1] - vertex[1]];
  return (d1[0] * d2[0] + d1[1] * d2[1]) / (Math.hypot(d1[0], d1[1]) * Math.hypot(d2[0], d2[1]));
}

/** p − q for coordinates written in a, b, c: 「c-a」「c+a」「\\frac{b^2}{a}」. */
function minus(p: string, q: string): string {
  if (q === '0') return p;
  const negQ = q.startsWith('-') ? q.slice(1) : `-${q}`;
  if (p === '0') return negQ;
  return `${p}${negQ.startsWith('-') ? negQ : `+${negQ}`}`;
}

/**
 * The foot figure's length condition |XY| = k|ZW| written as a student squares it (α·a² + β·c² on each side), and
 * e² solved from it exactly: null when the condition is not of that kind, false when the exact e disagrees with the
 * one found by scanning (then nothing is answered).
 */
function footSteps(
  foot: string,
  focus: string,
  ptsTex: Record<string, (sg: number) => [string, string]>,
  ratios: Array<{ t1: string; kv: number; t2: string }>,
  condCount: number,
  e: number,
): string[] | null | false {
  if (condCount !== 1 || ratios.length !== 1) return null;
  const focusX = ptsTex[focus]?.(1)[0];
  const other =
    Object.keys(ptsTex).find((n) => n !== focus && ptsTex[n](1)[1] === '0' && ptsTex[n](1)[0] === (focusX === 'c' ? '-c' : 'c')) ?? null;
  const roles = { foot, focus, other };
  const { t1, kv, t2 } = ratios[0];
  const split = (t: string) => t.match(/[A-Z]\d?/g) ?? [];
  const [l, r] = [footSquare(split(t1), roles), footSquare(split(t2), roles)];
  if (!l || !r) return null;
  const k2 = kv * kv;
  // l.a2·a² + l.c2·c² = k²(r.a2·a² + r.c2·c²)
  const cCoef = l.c2 - k2 * r.c2;
  const aCoef = k2 * r.a2 - l.a2;
  const e2 = aCoef / cCoef;
  if (!Number.isFinite(e2) || Math.abs(e2 - e * e) > 1e-7 * Math.max(1, e2)) return false;
  const k2Tex = valueTex(k2);
  const e2Tex = valueTex(e2);
  if (!k2Tex || !e2Tex) return null;
  const sub = (t: string) => t.replace(/([A-Z])(\d)/g, '$1_$2');
  const len = (t: string, sq: NonNullable<ReturnType<typeof footSquare>>) => `|${sub(t)}|^2=${sq.work ?? sq.tex}`;
  const rhs = r.tex.replace(/^b\^2=/, '');
  const lhs = l.tex.replace(/^b\^2=/, '');
  return [
    `${im(len(t1, l))}，${im(len(t2, r))}。`,
    `由 ${im(`|${sub(t1)}|^2=${k2Tex === '1' ? '' : k2Tex}|${sub(t2)}|^2`)} 得 ${im(`${lhs}=${k2Tex === '1' ? '' : k2Tex}${/[+-]/.test(rhs) && k2Tex !== '1' ? `(${rhs})` : rhs}`)}，整理得 ${im(`c^2=${e2Tex === '1' ? '' : e2Tex}a^2`)}。`,
  ];
}
