import { im, solved } from '../../math/write/format';
import type { MathOutcome, MathProblem } from '../../math/expression/types';
import { unique, valueTex } from './answer-value';
import { type Central, conicName, dist, foci, onConic, parameters, type Pt, readConic } from './conic-model';
import { ANGLE, type ConicText, NUM, onlyFiller, readAngle, readNumber } from './conic-text';
import { scanRoots } from './scan';

/**
 * A point P on an ellipse or a hyperbola and its focal triangle PF₁F₂ (人教A版 选择性必修一 3.1、3.2):
 * one condition on P — a length (|PF₁| = 3), two lengths in a ratio (|OP| = |OF|), an angle (∠F₁PF₂ = 60°),
 * perpendicular segments — and the question asks an area, a perimeter or a length. P is found on the curve
 * by scanning its parameter; the answer must be the same at every point found (and for either focus when
 * only "a focus F" is named). The area at a given angle is re-checked with b²·tan(θ/2) (ellipse) or
 * b²/tan(θ/2) (hyperbola).
 */
type Cond = (P: Pt, f: Record<string, Pt>) => number;

const NAMES = /F1|F2|F|O|[A-Z]/g;

export function fociTriangle(ct: ConicText, mp: MathProblem): MathOutcome | null {
  const { text, equation } = ct;
  if (!/椭圆|双曲线/.test(text) || !/焦点/.test(text) || /直线|弦|中点|切线|渐近线|准线|抛物线|离心率|最[大小]|范围/.test(text))
    return null;
  if (parameters(equation).length) return null;
  const c0 = readConic(equation);
  if (!c0 || c0.kind === 'parabola') return null;
  const c: Central = c0;
  // Fixed points given by coordinates: "点A的坐标是(1,3)", "A(1,3)".
  const fixed: Record<string, Pt> = {};
  const body = text.replace(
    new RegExp(`(?:点)?([A-Z])(?:的坐标(?:是|为))?\\(${NUM},${NUM}\\)`, 'g'),
    (_m, n: string, x: string, y: string) => {
      fixed[n] = [readNumber(x), readNumber(y)];
      return n;
    },
  );
  if (Object.values(fixed).some((q) => !q.every(Number.isFinite))) return null;
  const letters = [
    ...new Set((body.replace(/〔C〕|F[12]?/g, '').match(/[A-Z]/g) ?? []).filter((n) => n !== 'C' && n !== 'O' && !fixed[n])),
  ];
  if (letters.length !== 1) return null;
  const N = letters[0];
  const [L, R] = foci(c);
  // Which focus a lone F is: named 左/右, or either ("一个焦点").
  const fChoices: Pt[] = !/(?<!〔C)F(?![12])/.test(text.replace(/〔C〕/g, ''))
    ? [R]
    : /左焦点(?:为|是)?F(?![12])|F(?![12])(?:为|是)[^,]*?的左焦点/.test(text)
      ? [L]
      : /右焦点(?:为|是)?F(?![12])|F(?![12])(?:为|是)[^,]*?的右焦点/.test(text)
        ? [R]
        : [L, R];
  if (/F1|F2/.test(text) && !/左、?右焦点|两个焦点|焦点分别|左焦点|右焦点/.test(text)) return null;
  const pt = (name: string, P: Pt, F: Pt): Pt | null =>
    name === N ? P : name === 'F1' ? L : name === 'F2' ? R : name === 'F' ? F : name === 'O' ? [0, 0] : (fixed[name] ?? null);
  const split = (s: string) => s.match(NAMES) ?? [];
  const cut = Math.max(body.lastIndexOf('则'), body.lastIndexOf('求'));
  if (cut < 0) return null;
  let given = body.slice(0, cut);
  const ask = body.slice(cut + 1).replace(/[.。?？]$/, '');
  const conds: Cond[] = [];
  const seg = (s: string, P: Pt, F: Pt): number => {
    const [a, b] = split(s).map((n) => pt(n, P, F));
    return a && b ? dist(a, b) : Number.NaN;
  };
  const PNT = `(?:F1|F2|F|O|${[N, ...Object.keys(fixed)].join('|')})`;
  given = given.replace(new RegExp(`\\|(${PNT}${PNT})\\|=${NUM}?\\|(${PNT}${PNT})\\|`, 'g'), (_m, s1: string, k: string, s2: string) => {
    const kv = k ? readNumber(k) : 1;
    conds.push((P, f) => seg(s1, P, f[0] as never) - kv * seg(s2, P, f[0] as never));
    return ',';
  });
  given = given.replace(new RegExp(`\\|(${PNT}${PNT})\\|=${NUM}(?=[,.。;且]|$)`, 'g'), (_m, s1: string, v: string) => {
    const vv = readNumber(v);
    conds.push((P, f) => seg(s1, P, f[0] as never) - vv);
    return ',';
  });
  given = given.replace(new RegExp(`∠(${PNT}${PNT}${PNT})=${ANGLE}`, 'g'), (_m, s: string, a: string) => {
    const th = readAngle(a);
    conds.push((P, f) =>
      angle(
        split(s).map((n) => pt(n, P, f[0] as never)),
        th,
      ),
    );
    return ',';
  });
  given = given.replace(new RegExp(`(${PNT}${PNT})⊥(${PNT}${PNT})`, 'g'), (_m, s1: string, s2: string) => {
    conds.push((P, f) =>
      perp(
        split(s1).map((n) => pt(n, P, f[0] as never)),
        split(s2).map((n) => pt(n, P, f[0] as never)),
      ),
    );
    return ',';
  });
  given = given.replace(
    new RegExp(`(${PNT}${PNT})(?:与([xy])轴垂直|垂直于([xy])轴|⊥([xy])轴)`, 'g'),
    (_m, s1: string, ...axes: Array<string | undefined>) => {
      const ax = axes.slice(0, 3).find(Boolean) === 'x' ? 0 : 1;
      conds.push((P, f) => {
        const [u, v] = split(s1).map((n) => pt(n, P, f[0] as never));
        return u && v ? u[ax] - v[ax] : Number.NaN;
      });
      return ',';
    },
  );
  const askTri = new RegExp(`^△(${PNT}{3})的(面积|周长)(?:为|是|等于)?(?:多少)?$`).exec(ask);
  const askLen = new RegExp(`^(?:线段)?\\|(${PNT}${PNT})\\|(?:=|为|是|等于)?$`).exec(ask);
  const askProd = new RegExp(`^\\|(${PNT}${PNT})\\|\\*\\|(${PNT}${PNT})\\|(?:=|为|是|等于)?$`).exec(ask);
  const askAxis = new RegExp(`^(?:点)?${N}到([xy])轴的距离(?:为|是|等于)?$`).exec(ask);
  if (!askTri && !askLen && !askProd && !askAxis) return null;
  const words = [
    /椭圆|双曲线|C?:?〔C〕|[的是为在上点且若设记、]|[一两]个焦点|左、?右焦点|[左右]焦点|焦点|分别|坐标原点|一点|F[12]?|O|C/g,
    new RegExp([N, ...Object.keys(fixed)].join('|'), 'g'),
  ];
  if (conds.length !== 1 || !onlyFiller(given, words)) return null;
  const tri = askTri ? split(askTri[1]) : [];
  if (askTri && (tri.length !== 3 || new Set(tri).size !== 3)) return null;
  const measure = (P: Pt, F: Pt): number => {
    if (askLen) return seg(askLen[1], P, F);
    if (askProd) return seg(askProd[1], P, F) * seg(askProd[2], P, F);
    if (askAxis) return Math.abs(askAxis[1] === 'x' ? P[1] : P[0]);
    const [a, b, d] = tri.map((n) => pt(n, P, F)) as Pt[];
    if (!a || !b || !d) return Number.NaN;
    return askTri?.[2] === '面积'
      ? Math.abs((b[0] - a[0]) * (d[1] - a[1]) - (d[0] - a[0]) * (b[1] - a[1])) / 2
      : dist(a, b) + dist(b, d) + dist(d, a);
  };
  // P on the curve: ellipse (a cos s, b sin s); hyperbola (a / cos s, b tan s).
  const a = Math.sqrt(c.a2);
  const b = Math.sqrt(c.b2);
  const at = (s: number): Pt => {
    const [u, w] = c.kind === 'ellipse' ? [a * Math.cos(s), b * Math.sin(s)] : [a / Math.cos(s), b * Math.tan(s)];
    return c.axisX ? [u, w] : [w, u];
  };
  const values: number[] = [];
  const found: Pt[] = [];
  for (const F of fChoices) {
    const g = (s: number) => conds[0](at(s), [F] as never);
    for (const s of scanRoots(g, 0, 2 * Math.PI, 7200)) {
      const P = at(s);
      if (Math.abs(onConic(c, P)) > 1e-9 || Math.abs(g(s)) > 1e-8) continue;
      values.push(measure(P, F));
      found.push(P);
    }
  }
  const answer = unique(values);
  if (answer === null || found.length < 2) return null;
  // Check the focal-triangle area formula when the angle at P between the foci is known.
  const th = Math.acos(clamp(cosAt(found[0], L, R)));
  const formula = c.kind === 'ellipse' ? c.b2 * Math.tan(th / 2) : c.b2 / Math.tan(th / 2);
  const direct = Math.abs((L[0] - found[0][0]) * (R[1] - found[0][1]) - (R[0] - found[0][0]) * (L[1] - found[0][1])) / 2;
  if (Math.abs(formula - direct) > 1e-7 * Math.max(1, direct)) return null;
  const tex = valueTex(answer);
  if (!tex) return null;
  const name = conicName(c);
  const def = c.kind === 'ellipse' ? '|PF_1|+|PF_2|=2a' : '||PF_1|-|PF_2||=2a';
  return solved(mp, {
    engine: 'analytic-geometry:foci-triangle',
    idea: `焦点三角形：由${name}的定义 ${im(def)}、${im(c.kind === 'ellipse' ? 'c^2=a^2-b^2' : 'c^2=a^2+b^2')}，结合所给条件（余弦定理 / 勾股定理）求解。`,
    steps: [
      `${im(`a^2=${show(c.a2)},\\ b^2=${show(c.b2)},\\ c^2=${show(c.c2)}`)}，焦点 ${im(`F_1(${show(L[0])},${show(L[1])}),\\ F_2(${show(R[0])},${show(R[1])})`)}。`,
      `满足条件的点 ${im(N)} 有 ${found.length} 个，例如 ${im(`(${show(found[0][0])},${show(found[0][1])})`)}；${im(`\\angle F_1${N}F_2`)} 的余弦为 ${im(show(Math.cos(th)))}。`,
      `所以所求为 ${im(tex)}。`,
    ],
    finalAnswer: `$${tex}$`,
    verificationNote: `在${name}上逐一求出满足条件的点并直接计算，结果都为 ${im(tex)}；焦点三角形的面积与公式 ${im(c.kind === 'ellipse' ? 'b^2\\tan\\frac{\\theta}{2}' : '\\frac{b^2}{\\tan\\frac{\\theta}{2}}')} 一致。`,
    value: { kind: 'numbers', values: [answer] },
  });
}

const clamp = (x: number) => Math.max(-1, Math.min(1, x));
function cosAt(P: Pt, A: Pt, B: Pt): number {
  const u = [A[0] - P[0], A[1] - P[1]];
  const v = [B[0] - P[0], B[1] - P[1]];
  return (u[0] * v[0] + u[1] * v[1]) / (Math.hypot(u[0], u[1]) * Math.hypot(v[0], v[1]));
}
function angle(ps: Array<Pt | null>, th: number): number {
  const [A, V, B] = ps;
  if (!A || !V || !B || ps.length !== 3) return Number.NaN;
  return cosAt(V, A, B) - Math.cos(th);
}
function perp(s1: Array<Pt | null>, s2: Array<Pt | null>): number {
  const [a, b] = s1;
  const [d, e] = s2;
  if (!a || !b || !d || !e) return Number.NaN;
  const u = [b[0] - a[0], b[1] - a[1]];
  const v = [e[0] - d[0], e[1] - d[1]];
  return (u[0] * v[0] + u[1] * v[1]) / (Math.hypot(u[0], u[1]) * Math.hypot(v[0], v[1]));
}
const show = (x: number): string => valueTex(x) ?? x.toFixed(4);
