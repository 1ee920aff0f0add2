import type { MathOutcome, MathProblem } from '../../math/expression/types';
import { dm, im, solved } from '../../math/write/format';
import { valueTex } from './answer-value';
import { lineThrough } from './chord-line';
import { type Conic, conicName, readConic } from './conic-model';
import { type ConicText, NUM, readNumber } from './conic-text';

/**
 * 「椭圆 … 的弦 AB 的中点为 (x0,y0)，则直线 AB 的方程（斜率）为」 (人教A版 选择性必修一 3.1 例题, 点差法): with
 * A(x1,y1), B(x2,y2) on the curve, subtracting the two equations gives the slope from x1+x2 = 2x0, y1+y2 = 2y0.
 * The chord must exist: the line is put back into the curve and must cut it at two points whose midpoint is the
 * given one (a point outside an ellipse, or some points for a hyperbola, has no such chord: refuse).
 */
const PT = `\\(${NUM},${NUM}\\)`;

export function midpointChord(ct: ConicText, mp: MathProblem): MathOutcome | null {
  const t = ct.text.replace(/\\left|\\right/g, '').replace(/[.。?？]$/, '');
  if (!/中点|平分/.test(t) || ct.all.length !== 1) return null;
  const conic = readConic(ct.equation);
  if (!conic) return null;
  const pts = [...t.matchAll(new RegExp(PT, 'g'))];
  if (pts.length !== 1) return null;
  const [x0, y0] = [readNumber(pts[0][1]), readNumber(pts[0][2])];
  if (!Number.isFinite(x0) || !Number.isFinite(y0)) return null;
  const ask =
    /(?:则|求)?(?:直线|弦|这条弦|该弦|此弦)?(?:[A-Z][A-Z]|[a-z])?(?:所在(?:的)?)?(?:直线)?(?:的)?(方程|斜率)(?:是|为|等于)?$/.exec(t);
  if (!ask) return null;
  const letters = new Set<string>();
  for (const m of t.matchAll(/于(?:点)?([A-Z]),([A-Z])两点|弦([A-Z])([A-Z])/g)) for (const l of m.slice(1)) if (l) letters.add(l);
  // one chord only: 「交于 C,D 两点」 and 「弦 AB」 name two different segments
  if (letters.size > 2) return null;
  // a segment whose midpoint is given must be the chord (「OA 中点」 without 「的」 too)
  for (const m of t.matchAll(/([A-Z])([A-Z])(?:的)?中点/g)) if (!letters.has(m[1]) || !letters.has(m[2])) return null;
  // the line asked must be the chord: not OM, AM (the origin or the given point), nor a segment other than the chord
  const named = new RegExp(`([A-Z])${PT}`).exec(t)?.[1];
  const asked = /([A-Z])([A-Z])/.exec(ask[0]);
  if (asked) {
    const ends = [asked[1], asked[2]];
    if (ends.some((n) => n === 'O' || n === named || (letters.size > 0 && !letters.has(n)))) return null;
  }
  // the given point must be said to be the midpoint: 「弦 AB 过点 (2,1)，且 AB 的中点为 M」 gives a point of the chord only
  if (!saidMidpoint(t, pts[0][0], named)) return null;
  const rest = t
    .replace(pts[0][0], '')
    .replace(ask[0], '')
    .replace(/^(?:已知|设)/, '')
    .replace(
      /椭圆|双曲线|抛物线|〔C〕|[A-Z]:|内|一条|条|直线|弦|线段|所在|的|与|相交|交|于|两点|点|过|经过|作|为|是|恰好|恰|中点|坐标|被|平分|以|且|若|使|这|该|此|[A-Z]|[a-z]|,|;/g,
      '',
    );
  if (rest !== '') return null;
  const { A, B, D, E, R } = coefficients(conic);
  const num = 2 * A * x0 + D;
  const den = 2 * B * y0 + E;
  if (Math.abs(den) < 1e-12 && Math.abs(num) < 1e-12) return null; // the centre: every chord through it
  const k = Math.abs(den) < 1e-12 ? null : -num / den;
  if (ask[1] === '斜率' && k === null) return null;
  // Check: the line put back into the curve meets it at two points with the given midpoint.
  const ends = meet(A, B, D, E, R, x0, y0, k);
  if (!ends) return null;
  const mid = [(ends[0][0] + ends[1][0]) / 2, (ends[0][1] + ends[1][1]) / 2];
  if (Math.abs(mid[0] - x0) > 1e-7 || Math.abs(mid[1] - y0) > 1e-7) return null;
  const line = lineThrough(x0, y0, k);
  const kTex = k === null ? null : valueTex(k);
  if (!line || (k !== null && !kTex)) return null;
  const name = conicName(conic);
  const eqTex = ct.equation;
  const xs = `x_1+x_2=${valueTex(2 * x0)}`;
  const ys = `y_1+y_2=${valueTex(2 * y0)}`;
  const steps = [
    `设 ${im('A(x_1,y_1),\\ B(x_2,y_2)')}，两点都在${name} ${im(eqTex)} 上，把两点坐标分别代入方程，两式相减（点差法）得 ${im(difference(A, B, D, E))}。`,
    `由中点坐标公式 ${im(xs)}，${im(ys)}，代入相减后的式子${k === null ? `得 ${im('x_1=x_2')}，弦与 x 轴垂直` : `得 ${im(`k=\\frac{y_1-y_2}{x_1-x_2}=${kTex}`)}`}。`,
    ...(ask[1] === '方程' ? [`所以直线的方程为 ${k === null ? '' : `${im(`y${shift(y0)}=${kTex}(x${shift(x0)})`)}，即 `}${dm(line)}`] : []),
  ];
  const answer = ask[1] === '方程' ? line : (kTex as string);
  return solved(mp, {
    engine: 'analytic-geometry:midpoint-chord',
    idea: '弦的中点问题用点差法：设出两端点坐标代入曲线方程，两式相减，用中点坐标表示斜率。',
    steps,
    finalAnswer: `$${answer}$`,
    verificationNote: `把直线代入${name}方程，得两个不同交点，横坐标之和 ${im(valueTex(ends[0][0] + ends[1][0]) ?? (ends[0][0] + ends[1][0]).toFixed(4))}，中点正是 ${im(`(${valueTex(x0)},${valueTex(y0)})`)}，弦存在。`,
    value: ask[1] === '方程' ? { kind: 'words', text: line } : { kind: 'numbers', values: [k as number] },
  });
}

/** A·x² + B·y² + D·x + E·y = R for the curve in standard position. */
export function coefficients(c: Conic): { A: number; B: number; D: number; E: number; R: number } {
  if (c.kind === 'parabola') return c.axisX ? { A: 0, B: 1, D: -c.k, E: 0, R: 0 } : { A: 1, B: 0, D: 0, E: -c.k, R: 0 };
  const s = c.kind === 'ellipse' ? 1 : -1;
  const [along, across] = [1 / c.a2, s / c.b2];
  return c.axisX ? { A: along, B: across, D: 0, E: 0, R: 1 } : { A: across, B: along, D: 0, E: 0, R: 1 };
}

/** The two points where the line through (x0,y0) with slope k (null: vertical) meets the curve; null unless two. */
export function meet(
  A: number,
  B: number,
  D: number,
  E: number,
  R: number,
  x0: number,
  y0: number,
  k: number | null,
): [number, number][] | null {
  // along the line: (x, y) = (x0, y0) + t·(1, k) or (0, 1); the curve becomes a·t² + b·t + c = 0
  const [u, v] = k === null ? [0, 1] : [1, k];
  const a = A * u * u + B * v * v;
  const b = 2 * A * x0 * u + 2 * B * y0 * v + D * u + E * v;
  const c = A * x0 * x0 + B * y0 * y0 + D * x0 + E * y0 - R;
  if (Math.abs(a) < 1e-12) return null;
  const disc = b * b - 4 * a * c;
  if (disc <= 1e-12) return null;
  const ts = [(-b + Math.sqrt(disc)) / (2 * a), (-b - Math.sqrt(disc)) / (2 * a)];
  return ts.map((t) => [x0 + t * u, y0 + t * v] as [number, number]);
}

/** The two curve equations subtracted, as a student writes them. */
function difference(A: number, B: number, D: number, E: number): string {
  const part = (c: number, v: string, first: boolean) => {
    if (c === 0) return '';
    const tex = valueTex(Math.abs(c)) ?? Math.abs(c).toString();
    return `${c < 0 ? '-' : first ? '' : '+'}${tex === '1' ? '' : tex}${v}`;
  };
  const sq = (v: string) => `(${v}_1+${v}_2)(${v}_1-${v}_2)`;
  const lin = (v: string) => `(${v}_1-${v}_2)`;
  const terms = [part(A, sq('x'), true)];
  terms.push(part(B, sq('y'), terms.join('') === ''));
  terms.push(part(D, lin('x'), false), part(E, lin('y'), false));
  return `${terms.join('')}=0`;
}

/** −x0 written after a variable: 「−2」, 「+2」, or nothing for 0. */
function shift(x0: number): string {
  if (x0 === 0) return '';
  const tex = valueTex(Math.abs(x0)) ?? String(Math.abs(x0));
  return `${x0 > 0 ? '-' : '+'}${tex}`;
}

/** The point (its coordinates, or its letter) is the one said to bisect the chord. */
function saidMidpoint(t: string, pt: string, name: string | undefined): boolean {
  const esc = pt.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const forms = [`(?:点)?(?:${name ?? ''})?${esc}`];
  if (name) forms.push(`(?:点)?${name}(?![A-Z(\\d])`);
  return forms.some((at) =>
    [
      `中点(?:坐标)?(?:恰好|恰)?(?:为|是)${at}`,
      `被${at}(?:所)?平分`,
      `以${at}为中点`,
      `${at}(?:恰好|恰)?(?:是|为)(?:弦|线段)?(?:[A-Z][A-Z])?(?:的)?中点`,
    ].some((re) => new RegExp(re).test(t)),
  );
}
