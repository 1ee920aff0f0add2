import { withOptions } from '../../math/answers/choice';
import { formulas, head, type MJ, proseWithSlots, readLatex, unwrap } from '../../math/expression/mathjson';
import type { AnswerValue, MathOutcome, MathProblem } from '../../math/expression/types';
import { prepare } from '../../math/index';
import { dm, im, refuse, solved } from '../../math/write/format';
import { recognize, surdLatex } from '../../math/write/recognize';
import { asksAModifiedQuantity } from '../../read/modified-ask';
import type { ProblemType } from '../../types';
import { evalFloat } from '../trig/exact';
import type { Engine } from '../types';
import { solveAreaRelation } from './area-relation';
import { solveTriangleExtreme } from './extremes';
import { solveRelation } from './relation';
import { sidesByLetters } from './side-names';
import { solveSineRuleAngle } from './sine-rule-angle';

type Side = 'a' | 'b' | 'c';
type Ang = 'A' | 'B' | 'C';
const SIDES: Side[] = ['a', 'b', 'c'];
const ANGS: Ang[] = ['A', 'B', 'C'];
const opp = (s: Side): Ang => s.toUpperCase() as Ang;

interface Tri {
  side: Record<Side, number>;
  ang: Record<Ang, number>;
}

/** What is given: side lengths, and for angles a measure or a cosine, tangent or sine value. */
interface Given {
  side: Partial<Record<Side, number>>;
  angle: Partial<Record<Ang, number>>;
  /** an angle known only by its sine: two candidates */
  sine: Partial<Record<Ang, number>>;
  degrees: boolean;
  /** a relation x = k·y between two sides */
  ratio?: { x: Side; y: Side; k: number; latex: string };
  /** the area, given as a number */
  area?: { value: number; latex: string };
  /** angles given through a function of their half (cos C/2 = …): the double-angle step to show */
  halves?: string[];
}

type Ask = { k: 'side'; s: Side } | { k: 'angle'; a: Ang } | { k: 'fn'; f: 'Sin' | 'Cos' | 'Tan'; a: Ang; latex: string } | { k: 'area' };

const STD: Array<[number, string, string]> = [
  [1 / 12, '\\frac{\\pi}{12}', '15^\\circ'],
  [1 / 6, '\\frac{\\pi}{6}', '30^\\circ'],
  [1 / 4, '\\frac{\\pi}{4}', '45^\\circ'],
  [1 / 3, '\\frac{\\pi}{3}', '60^\\circ'],
  [5 / 12, '\\frac{5\\pi}{12}', '75^\\circ'],
  [1 / 2, '\\frac{\\pi}{2}', '90^\\circ'],
  [7 / 12, '\\frac{7\\pi}{12}', '105^\\circ'],
  [2 / 3, '\\frac{2\\pi}{3}', '120^\\circ'],
  [3 / 4, '\\frac{3\\pi}{4}', '135^\\circ'],
  [5 / 6, '\\frac{5\\pi}{6}', '150^\\circ'],
  [11 / 12, '\\frac{11\\pi}{12}', '165^\\circ'],
];

function angleLatex(x: number, degrees: boolean): string | null {
  const t = STD.find(([q]) => Math.abs(q * Math.PI - x) < 1e-9);
  return t ? (degrees ? t[2] : t[1]) : null;
}

function ex(x: number): string | null {
  const s = recognize(x);
  return s ? surdLatex(s) : null;
}

function constant(j: MJ): number | null {
  try {
    const v = evalFloat(j, {});
    return Number.isFinite(v) ? v : null;
  } catch {
    return null;
  }
}

function readGiven(fs: string[], parsed: MJ[]): { given: Given; used: Set<number> } | null {
  const given: Given = { side: {}, angle: {}, sine: {}, degrees: false };
  const used = new Set<number>();
  for (let i = 0; i < parsed.length; i++) {
    const u = unwrap(parsed[i]);
    if (head(u) !== 'Equal' || !Array.isArray(u) || u.length !== 3) continue;
    const l = unwrap(u[1]);
    const r = unwrap(u[2]);
    if (
      typeof l === 'string' &&
      (SIDES as string[]).includes(l) &&
      Array.isArray(r) &&
      (r[0] === 'InvisibleOperator' || r[0] === 'Multiply') &&
      r.length === 3
    ) {
      const k = constant(r[1]);
      const y = unwrap(r[2]);
      if (k !== null && k > 0 && typeof y === 'string' && (SIDES as string[]).includes(y) && y !== l && !given.ratio) {
        given.ratio = { x: l as Side, y: y as Side, k, latex: fs[i] };
        used.add(i);
        continue;
      }
    }
    const v = constant(u[2]);
    if (v === null) return null;
    if (/\\circ|°/.test(fs[i])) given.degrees = true;
    if (typeof l === 'string' && (SIDES as string[]).includes(l)) {
      if (v <= 0) return null;
      given.side[l as Side] = v;
    } else if (typeof l === 'string' && (ANGS as string[]).includes(l)) {
      if (v <= 0 || v >= Math.PI) return null;
      given.angle[l as Ang] = v;
    } else if (halfAngleOf(l)) {
      const { f, a } = halfAngleOf(l)!;
      // a half angle lies in (0, π/2): its cosine and sine in (0, 1), its tangent positive
      const half = f === 'Tan' ? (v > 0 ? Math.atan(v) : null) : v > 0 && v < 1 ? (f === 'Cos' ? Math.acos(v) : Math.asin(v)) : null;
      if (half === null || given.angle[a] !== undefined) return null;
      given.angle[a] = 2 * half;
      const cos = ex(Math.cos(2 * half));
      const rule = {
        Cos: `2\\cos^2\\frac{${a}}{2}-1`,
        Sin: `1-2\\sin^2\\frac{${a}}{2}`,
        Tan: `\\frac{1-\\tan^2\\frac{${a}}{2}}{1+\\tan^2\\frac{${a}}{2}}`,
      }[f];
      given.halves = given.halves ?? [];
      given.halves.push(`由 ${im(fs[i])} 及二倍角公式，${im(`\\cos ${a}=${rule}${cos ? `=${cos}` : ''}`)}。`);
    } else if (
      Array.isArray(l) &&
      l.length === 2 &&
      typeof unwrap(l[1]) === 'string' &&
      (ANGS as string[]).includes(unwrap(l[1]) as string)
    ) {
      const a = unwrap(l[1]) as Ang;
      if (l[0] === 'Cos' && Math.abs(v) < 1) given.angle[a] = Math.acos(v);
      else if (l[0] === 'Tan') given.angle[a] = v > 0 ? Math.atan(v) : Math.PI + Math.atan(v);
      else if (l[0] === 'Sin' && v > 0 && v <= 1) given.sine[a] = v;
      else return null;
    } else return null;
    used.add(i);
  }
  return { given, used };
}

/** cos(C/2), sin(A/2), tan(B/2): the function and the angle whose half it takes. */
function halfAngleOf(l: MJ): { f: 'Cos' | 'Sin' | 'Tan'; a: Ang } | null {
  if (!Array.isArray(l) || l.length !== 2 || (l[0] !== 'Cos' && l[0] !== 'Sin' && l[0] !== 'Tan')) return null;
  const arg = unwrap(l[1]);
  if (!Array.isArray(arg) || (arg[0] !== 'Divide' && arg[0] !== 'Rational') || arg.length !== 3 || unwrap(arg[2]) !== 2) return null;
  const a = unwrap(arg[1]);
  return typeof a === 'string' && (ANGS as string[]).includes(a) ? { f: l[0], a: a as Ang } : null;
}

/** x = k·y, the third side and one angle known: the law of cosines at that angle is a quadratic in y. */
function solveRatio(g: Given, r: NonNullable<Given['ratio']>): { tris: Tri[]; method: string } | null {
  const z = SIDES.find((s) => s !== r.x && s !== r.y)!;
  const ka = ANGS.filter((a) => g.angle[a] !== undefined);
  if (g.side[r.x] !== undefined || g.side[r.y] !== undefined || g.side[z] === undefined || ka.length !== 1) return null;
  const A = ka[0];
  const lin: Record<Side, [number, number]> = { [r.x]: [r.k, 0], [r.y]: [1, 0], [z]: [0, g.side[z]!] } as Record<Side, [number, number]>;
  const v = A.toLowerCase() as Side;
  const [p, q] = SIDES.filter((s) => s !== v);
  const cos = Math.cos(g.angle[A]!);
  // (αt+β)² as [t², t, 1]
  const sq = ([a, b]: [number, number]) => [a * a, 2 * a * b, b * b];
  const prod = ([a, b]: [number, number], [c, d]: [number, number]) => [a * c, a * d + b * c, b * d];
  const V = sq(lin[v]);
  const P = sq(lin[p]);
  const Q = sq(lin[q]);
  const PQ = prod(lin[p], lin[q]);
  const co = [0, 1, 2].map((i) => V[i] - P[i] - Q[i] + 2 * cos * PQ[i]);
  const roots: number[] = [];
  if (Math.abs(co[0]) > 1e-12) {
    const d = co[1] * co[1] - 4 * co[0] * co[2];
    if (d >= -1e-12) for (const sgn of [1, -1]) roots.push((-co[1] + sgn * Math.sqrt(Math.max(0, d))) / (2 * co[0]));
  } else if (Math.abs(co[1]) > 1e-12) roots.push(-co[2] / co[1]);
  const tris: Tri[] = [];
  for (const t of roots) {
    if (!(t > 1e-12)) continue;
    const side = { [r.x]: r.k * t, [r.y]: t, [z]: g.side[z]! } as Record<Side, number>;
    const tri = complete(side);
    if (tri && Math.abs(tri.ang[A] - g.angle[A]!) < 1e-9 && !tris.some((x) => Math.abs(x.side[r.y] - t) < 1e-9)) tris.push(tri);
  }
  return { tris, method: 'ratio' };
}

/** Every triangle satisfying the givens (0, 1 or 2 of them), with the method used. */
function solveAll(g: Given): { tris: Tri[]; method: string } | null {
  const sineAngles = Object.keys(g.sine) as Ang[];
  if (sineAngles.length > 1) return null;
  const branches: Given[] = [];
  if (sineAngles.length) {
    const a = sineAngles[0];
    const s = g.sine[a]!;
    for (const t of [Math.asin(s), Math.PI - Math.asin(s)]) branches.push({ ...g, angle: { ...g.angle, [a]: t }, sine: {} });
  } else branches.push(g);
  const tris: Tri[] = [];
  let method = '';
  for (const b of branches) {
    const r = solveOne(b);
    if (!r) return null;
    method = r.method;
    for (const t of r.tris) if (!tris.some((x) => SIDES.every((s) => Math.abs(x.side[s] - t.side[s]) < 1e-9))) tris.push(t);
  }
  return { tris, method };
}

function complete(side: Record<Side, number>): Tri | null {
  const [a, b, c] = [side.a, side.b, side.c];
  if (!(a > 0 && b > 0 && c > 0) || a + b <= c + 1e-12 || a + c <= b + 1e-12 || b + c <= a + 1e-12) return null;
  const A = Math.acos((b * b + c * c - a * a) / (2 * b * c));
  const B = Math.acos((a * a + c * c - b * b) / (2 * a * c));
  return { side, ang: { A, B, C: Math.PI - A - B } };
}

function solveOne(g: Given): { tris: Tri[]; method: string } | null {
  if (g.ratio) return solveRatio(g, g.ratio);
  const ks = SIDES.filter((s) => g.side[s] !== undefined);
  const ka = ANGS.filter((a) => g.angle[a] !== undefined);
  const out: Tri[] = [];
  if (ka.length >= 2) {
    const sum = ka.reduce((x, a) => x + g.angle[a]!, 0);
    const ang = { ...g.angle } as Record<Ang, number>;
    if (ka.length === 2) ang[ANGS.find((a) => !ka.includes(a))!] = Math.PI - sum;
    if (ANGS.some((a) => !(ang[a] > 0)) || Math.abs(ang.A + ang.B + ang.C - Math.PI) > 1e-9) return { tris: [], method: 'AAS' };
    if (!ks.length) return null;
    const k = g.side[ks[0]]! / Math.sin(ang[opp(ks[0])]);
    const side = { a: k * Math.sin(ang.A), b: k * Math.sin(ang.B), c: k * Math.sin(ang.C) };
    const t = complete(side);
    return { tris: t ? [t] : [], method: 'AAS' };
  }
  if (ks.length === 3) {
    const t = complete(g.side as Record<Side, number>);
    return { tris: t ? [t] : [], method: 'SSS' };
  }
  if (ka.length === 1 && ks.length === 2) {
    const A = ka[0];
    const s = A.toLowerCase() as Side;
    if (g.side[s] === undefined) {
      // SAS: the angle between the two known sides
      const [x, y] = ks.map((k) => g.side[k]!);
      const side = { ...g.side } as Record<Side, number>;
      side[s] = Math.sqrt(x * x + y * y - 2 * x * y * Math.cos(g.angle[A]!));
      const t = complete(side);
      return { tris: t ? [t] : [], method: 'SAS' };
    }
    // SSA: a² = b² + c² − 2bc·cos A with one of b, c unknown → quadratic
    const known = ks.find((k) => k !== s)!;
    const unknown = SIDES.find((k) => k !== s && k !== known)!;
    const a = g.side[s]!;
    const b = g.side[known]!;
    const cosA = Math.cos(g.angle[A]!);
    const disc = 4 * b * b * cosA * cosA - 4 * (b * b - a * a);
    if (disc < -1e-12) return { tris: [], method: 'SSA' };
    const r = Math.sqrt(Math.max(0, disc));
    for (const c of [(2 * b * cosA + r) / 2, (2 * b * cosA - r) / 2]) {
      if (c <= 1e-12) continue;
      const side = { ...g.side, [unknown]: c } as Record<Side, number>;
      const t = complete(side);
      if (t && !out.some((x) => Math.abs(x.side[unknown] - c) < 1e-9)) out.push(t);
    }
    return { tris: out, method: 'SSA' };
  }
  return null;
}

/**
 * Two sides and the angle opposite one of them, an angle asked, the third side not a simple surd (b = √6, c = 3,
 * C = 60°): the law of sines gives the angle opposite the other known side, the angle sum the third angle.
 */
function anglesBySines(
  t: Tri,
  g: Given,
  sideL: Partial<Record<Side, string>>,
  count: number,
  degrees: boolean,
  asks: Ask[],
): string[] | null {
  const A = ANGS.find((a) => g.angle[a] !== undefined);
  if (!A || count !== 1 || !asks.every((q) => q.k === 'angle')) return null;
  const s = A.toLowerCase() as Side;
  const unknown = SIDES.find((q) => q !== s && g.side[q] === undefined);
  if (!unknown || sideL[unknown]) return null;
  const known = SIDES.find((q) => q !== s && q !== unknown)!;
  const K = opp(known);
  const third = opp(unknown);
  const sinK = ex((g.side[known]! * Math.sin(g.angle[A]!)) / g.side[s]!);
  const [angA, angK, angT] = [A, K, third].map((x) => angleLatex(t.ang[x], degrees));
  const sinA = ex(Math.sin(g.angle[A]!));
  if (!sinK || !sinA || !angA || !angK || !angT) return null;
  const full = degrees ? '180^\\circ' : '\\pi';
  const why =
    sinK === '1'
      ? `所以 ${im(`${K}=${angK}`)}`
      : g.side[known]! < g.side[s]!
        ? `因为 ${im(`${known}<${s}`)}，大边对大角，${im(`${K}<${A}`)}，所以 ${im(`${K}=${angK}`)}`
        : `${im(`${K}`)} 取 ${im(angK)}（另一值使内角和超过 ${im(full)}，舍去）`;
  return [
    `由正弦定理 ${im(`\\sin ${K}=\\frac{${known}\\sin ${A}}{${s}}=${sinK}`)}，${why}。`,
    `由三角形内角和定理，${im(`${third}=${full}-${A}-${K}=${angT}`)}。`,
  ];
}

function readAsks(fs: string[], parsed: MJ[], used: Set<number>, prose: string, given: Given): Ask[] | null {
  const last = Math.max(...used);
  const asks: Ask[] = [];
  for (let i = last + 1; i < parsed.length; i++) {
    const u = unwrap(parsed[i]);
    if (typeof u === 'string' && (SIDES as string[]).includes(u)) asks.push({ k: 'side', s: u as Side });
    else if (typeof u === 'string' && (ANGS as string[]).includes(u)) asks.push({ k: 'angle', a: u as Ang });
    else if (
      Array.isArray(u) &&
      ['Sin', 'Cos', 'Tan'].includes(String(u[0])) &&
      u.length === 2 &&
      (ANGS as string[]).includes(String(unwrap(u[1])))
    ) {
      asks.push({ k: 'fn', f: u[0] as 'Sin' | 'Cos' | 'Tan', a: unwrap(u[1]) as Ang, latex: fs[i] });
    } else if (typeof u === 'string' && /^\\?triangle|^[A-Z]{3}$/.test(u)) continue;
    else return null;
  }
  const after = prose.slice(prose.indexOf(`⟨${last}⟩`)).replace(/\s+/g, '');
  // 「cos C 的倒数」「C 的一半」「面积的两倍」: the asked quantity taken further is another ask
  if (asksAModifiedQuantity(after)) return null;
  // photographed text may split words with spaces ("面 积")
  // — the area itself: 「面积的两倍」「面积与周长之比」 ask another quantity
  if (/面积/.test(after)) {
    if (!/面积(?:的大小)?(?:为|是|等于)?(?:多少)?[?？.。]?$/.test(after)) return null;
    asks.push({ k: 'area' });
  }
  // 「最大内角为」「最小角的大小为」「最大角的余弦值为」: with the three sides given, the angle facing the longest
  // (shortest) side — or a function of it; anything else said of that angle (「的一半」「与最小角之和」) is another ask
  const extreme = /最([大小])的?(?:内)?角/.exec(after);
  if (extreme) {
    const tail = after.slice(extreme.index + extreme[0].length).replace(/(?:为|是|等于)?(?:多少)?[?？.。]?$/, '');
    const fn = /^的(正弦|余弦|正切)值?$/.exec(tail);
    if (!fn && !/^(?:的(?:大小|度数))?$/.test(tail)) return null;
    if (SIDES.some((q) => given.side[q] === undefined)) return null;
    const lengths = SIDES.map((q) => given.side[q]!);
    const pick = extreme[1] === '大' ? Math.max(...lengths) : Math.min(...lengths);
    const at = SIDES.filter((q) => Math.abs(given.side[q]! - pick) < 1e-12);
    if (at.length !== 1) return null;
    const a = opp(at[0]);
    if (!fn) asks.push({ k: 'angle', a });
    else {
      const f = ({ 正弦: 'Sin', 余弦: 'Cos', 正切: 'Tan' } as const)[fn[1] as '正弦' | '余弦' | '正切'];
      asks.push({ k: 'fn', f, a, latex: `\\${f.toLowerCase()} ${a}` });
    }
  }
  return asks.length ? asks : null;
}

const SIDE_RATIO = /\$\s*(?:\\sin\s*A\s*:\s*\\sin\s*B\s*:\s*\\sin\s*C|a\s*:\s*b\s*:\s*c)\s*=\s*(\d+)\s*:\s*(\d+)\s*:\s*(\d+)\s*\$/;

function solveStem(input: string, problemType: ProblemType): MathOutcome | null {
  let text = input;
  // OCR of a photographed paper sometimes reads △ as ∨ (\\vee, \\bigvee)
  text = text.replace(/\\(?:big)?vee\s*(?=[A-Z]\s*[A-Z]\s*[A-Z](?![A-Za-z]))/g, '\\triangle ');
  if (!/△|\\triangle|三角形/.test(text)) return null;
  // 「Rt△ABC 中，C=90°」: the right angle is told as a given too, so Rt adds nothing
  if (
    /(?:(?:\\angle|∠)\s*[A-Z](?:\s*[A-Z]){0,2}|(?<![A-Za-z\\])[ABC])\s*=\s*(?:90\s*\^\s*\{?\s*\\circ|\\frac\s*\{\s*\\pi\s*\}\s*\{\s*2\s*\})/.test(
      text,
    )
  )
    text = text.replace(/(?:\\mathrm\s*\{\s*R\s*t\s*\}|\bRt)\s*(?=\\triangle|△)/g, '');
  if (/周长|中线|角平分线|高为|外接圆|内切圆|向量|最大值|最小值|取值范围|范围|证明|如图/.test(text)) return null;
  const plain = text
    .replace(/\$\s*(?:\\triangle|△)\s*[A-Z]\s*[A-Z]\s*[A-Z]\s*\$/g, '三角形')
    .replace(/(?:\\triangle|△)\s*[A-Z]\s*[A-Z]\s*[A-Z]/g, '');
  // 「sin A : sin B : sin C = 3 : 5 : 7」「a:b:c=3:5:7」: the sides in that ratio (sine rule); the angles do not depend on
  // the scale, so the sides are taken as the numbers themselves and only angles may be asked
  const ratio = SIDE_RATIO.exec(plain);
  const scaled = ratio ? plain.replace(ratio[0], `$a=${ratio[1]}$，$b=${ratio[2]}$，$c=${ratio[3]}$`) : plain;
  // sides named by their end points: BC = a, AC = b, AB = c
  const named = scaled.replace(/\$([^$]*)\$/g, (m) => sidesByLetters(m));
  const fs = formulas(named);
  const parsed = fs.map((f) => readLatex(f));
  if (!fs.length || parsed.some((j) => j === null)) return null;
  const prose = proseWithSlots(named);
  const p = prepare(text, problemType);
  // formulas before the givens may only be the letters of "内角 A, B, C 的对边分别为 a, b, c"
  const rg = readGiven(fs, parsed as MJ[]);
  if (!rg?.used.size) return null;
  // 「面积为 √3」: the area as a given, turned into the side it fixes (S = ½·x·y·sin X with X and x known)
  const areaSlot = /面积(?:为|是|等于)\s*⟨(\d+)⟩/.exec(prose.replace(/\s+/g, ''));
  let areaStep = '';
  if (areaSlot) {
    const i = Number(areaSlot[1]);
    const v = constant(parsed[i] as MJ);
    if (v === null || !(v > 0) || rg.used.has(i)) return null;
    rg.used.add(i);
    rg.given.area = { value: v, latex: fs[i] };
  }
  for (let i = 0; i < Math.max(...rg.used); i++) {
    if (rg.used.has(i)) continue;
    const u = unwrap(parsed[i]!);
    if (!(typeof u === 'string' && /^[abcABC]$/.test(u))) return null;
  }
  const asks0 = readAsks(fs, parsed as MJ[], rg.used, prose, rg.given);
  const asks = rg.given.area ? (asks0?.filter((a) => a.k !== 'area') ?? null) : asks0;
  if (!asks?.length) return null;
  if (ratio && (rg.given.area || asks.some((a) => a.k === 'side' || a.k === 'area'))) return null;
  if (rg.given.area) {
    const g = rg.given;
    const S = g.area!.value;
    const fits = ANGS.filter((X) => {
      if (g.angle[X] === undefined) return false;
      const [x, y] = SIDES.filter((q) => q !== X.toLowerCase());
      return (g.side[x] === undefined) !== (g.side[y] === undefined);
    });
    if (fits.length !== 1 || g.ratio || Object.keys(g.sine).length) return null;
    const X = fits[0];
    const [x, y] = SIDES.filter((q) => q !== X.toLowerCase());
    const known = g.side[x] !== undefined ? x : y;
    const other = known === x ? y : x;
    const val = (2 * S) / (g.side[known]! * Math.sin(g.angle[X]!));
    const shown = ex(val);
    if (!shown) return refuse(p, '这道题的结果不能化成简单的根式，离线求解器暂不作答。');
    g.side[other] = val;
    areaStep = `由面积公式 ${im(`S=\\frac{1}{2}${x}${y}\\sin ${X}`)}：${im(`\\frac{1}{2}\\times ${ex(g.side[known]!) ?? ''}\\times ${other}\\times\\sin ${X}=${g.area!.latex}`)}，所以 ${im(`${other}=${shown}`)}。`;
  }
  // 「锐角 $\triangle ABC$」 says as much as 锐角三角形: a kind of triangle this engine does not weigh
  if (/(?:锐角|钝角|直角)\s*(?:三角形|\$?\s*(?:\\triangle|△))/.test(text)) return null;
  const sol = solveAll(rg.given);
  if (!sol) return null;
  if (!sol.tris.length) return refuse(p, '按所给条件构不成三角形（或条件互相矛盾），请核对题目。');
  const { degrees } = rg.given;
  // 边边角 with two triangles and one angle asked: both values are the answer (「B=60° 或 120°」)
  if (sol.method === 'SSA' && sol.tris.length === 2 && asks.length === 1 && asks[0].k === 'angle') {
    const two = twoTriangleAngle(sol.tris, rg.given, asks[0].a, degrees, p);
    if (two) return two;
  }
  // every asked quantity must be the same in every triangle that fits
  const askedValue = (t: Tri, a: Ask): number =>
    a.k === 'side'
      ? t.side[a.s]
      : a.k === 'angle'
        ? t.ang[a.a]
        : a.k === 'area'
          ? 0.5 * t.side.a * t.side.b * Math.sin(t.ang.C)
          : a.f === 'Sin'
            ? Math.sin(t.ang[a.a])
            : a.f === 'Cos'
              ? Math.cos(t.ang[a.a])
              : Math.tan(t.ang[a.a]);
  for (const a of asks) {
    const vs = sol.tris.map((t) => askedValue(t, a));
    if (vs.some((v) => Math.abs(v - vs[0]) > 1e-9))
      return refuse(
        p,
        '按所给条件，满足题意的三角形有两个，所求的量不唯一（边边角的情形），离线求解器不作答。请核对题目是否还有其他条件。',
      );
  }
  const t = sol.tris[0];
  // independent check: law of sines, law of cosines and angle sum on the solved triangle
  const k = t.side.a / Math.sin(t.ang.A);
  const okSines = SIDES.every((s) => Math.abs(t.side[s] / Math.sin(t.ang[opp(s)]) - k) < 1e-9 * k);
  const okSum = Math.abs(t.ang.A + t.ang.B + t.ang.C - Math.PI) < 1e-9 && ANGS.every((a) => t.ang[a] > 0);
  const okGiven =
    SIDES.every((s) => rg.given.side[s] === undefined || Math.abs(rg.given.side[s]! - t.side[s]) < 1e-9) &&
    ANGS.every((a) => rg.given.angle[a] === undefined || sol.tris.length > 1 || Math.abs(rg.given.angle[a]! - t.ang[a]) < 1e-9);
  const okArea =
    !rg.given.area ||
    Math.abs(0.5 * t.side.a * t.side.b * Math.sin(t.ang.C) - rg.given.area.value) < 1e-9 * Math.max(1, rg.given.area.value);
  if (!okSines || !okSum || !okGiven || !okArea) return refuse(p, '离线求解器的验算没有通过，为避免给出错误答案，暂不作答。');

  const steps: string[] = [...(rg.given.halves ?? []), ...(areaStep ? [areaStep] : [])];
  if (ratio)
    steps.unshift(
      `${ratio[0].includes('sin') ? '由正弦定理，' : ''}${im(`a:b:c=${ratio[1]}:${ratio[2]}:${ratio[3]}`)}。设 ${im(`a=${ratio[1]}k,\\ b=${ratio[2]}k,\\ c=${ratio[3]}k\\ (k>0)`)}，各角的大小与 ${im('k')} 无关，不妨取 ${im('k=1')}。`,
    );
  const sideL: Partial<Record<Side, string>> = {};
  for (const s of SIDES) {
    const l = ex(t.side[s]);
    if (l) sideL[s] = l;
  }
  const angL = (a: Ang) => angleLatex(t.ang[a], degrees);
  const cosL = (a: Ang) => ex(Math.cos(t.ang[a]));
  const sinL = (a: Ang) => ex(Math.sin(t.ang[a]));
  const g = rg.given;
  const bySines = sol.method === 'SSA' ? anglesBySines(t, g, sideL, sol.tris.length, degrees, asks) : null;
  if (sol.method === 'SAS') {
    const A = ANGS.find((a) => g.angle[a] !== undefined)!;
    const s = A.toLowerCase() as Side;
    const [x, y] = SIDES.filter((q) => q !== s);
    // the area alone is ½·x·y·sin A of the two given sides: the third side (often no simple surd) is not needed
    const areaOnly = asks.every((a) => a.k === 'area');
    if (!areaOnly) {
      if (!sideL[s] || !cosL(A)) return refuse(p, '这道题的结果不能化成简单的根式，离线求解器暂不作答。');
      const put =
        sideL[x] && sideL[y]
          ? `=${sq(sideL[x])}+${sq(sideL[y])}-2\\times ${factor(sideL[x])}\\times ${factor(sideL[y])}\\times ${factor(cosL(A)!)}`
          : '';
      steps.push(
        `由余弦定理 ${dm(`${s}^2=${x}^2+${y}^2-2${x}${y}\\cos ${A}${put}=${ex(t.side[s] ** 2)}`)}所以 ${im(`${s}=${sideL[s]}`)}。`,
      );
    }
  } else if (bySines) {
    steps.push(...bySines);
  } else if (sol.method === 'SSA') {
    const A = ANGS.find((a) => g.angle[a] !== undefined)!;
    const s = A.toLowerCase() as Side;
    const unknown = SIDES.find((q) => q !== s && g.side[q] === undefined)!;
    if (!sideL[unknown] || !cosL(A)) return refuse(p, '这道题的结果不能化成简单的根式，离线求解器暂不作答。');
    const [x, y] = SIDES.filter((q) => q !== s);
    const knownSide = SIDES.find((q) => q !== s && q !== unknown)!;
    const k1 = ex(-2 * g.side[knownSide]! * Math.cos(g.angle[A]!));
    const k0 = ex(g.side[knownSide]! ** 2 - g.side[s]! ** 2);
    const eq =
      k1 && k0
        ? `，即 ${im(`${unknown}^2${k1.startsWith('-') ? '' : '+'}${k1 === '0' ? '' : `${k1}${unknown}`}${k0.startsWith('-') ? '' : '+'}${k0}=0`.replace(/\+0=0$/, '=0'))}`
        : '';
    steps.push(
      `由余弦定理 ${im(`${s}^2=${x}^2+${y}^2-2${x}${y}\\cos ${A}`)}，代入已知得关于 ${im(unknown)} 的一元二次方程${eq}，解得 ${im(`${unknown}=${sideL[unknown]}`)}${sol.tris.length === 1 ? '（另一根不为正或不能构成三角形，舍去）' : ''}。`,
    );
  } else if (sol.method === 'ratio') {
    const r = g.ratio!;
    const A = ANGS.find((a) => g.angle[a] !== undefined)!;
    const v = A.toLowerCase() as Side;
    const [x, y] = SIDES.filter((q) => q !== v);
    if (!sideL[r.y] || !sideL[r.x]) return refuse(p, '这道题的结果不能化成简单的根式，离线求解器暂不作答。');
    steps.push(
      `由 ${im(r.latex)}，由余弦定理 ${im(`${v}^2=${x}^2+${y}^2-2${x}${y}\\cos ${A}`)}，代入得关于 ${im(r.y)} 的方程，解得 ${im(`${r.y}=${sideL[r.y]}`)}${sol.tris.length === 1 ? '（舍去不合题意的根）' : ''}，所以 ${im(`${r.x}=${sideL[r.x]}`)}。`,
    );
  } else if (sol.method === 'AAS') {
    const missing = ANGS.find((a) => g.angle[a] === undefined && g.sine[a] === undefined);
    if (missing && angL(missing))
      steps.push(
        `由三角形内角和定理，${im(`${missing}=${degrees ? '180^\\circ' : '\\pi'}-${ANGS.filter((a) => a !== missing).join('-')}=${angL(missing)}`)}。`,
      );
    const known = SIDES.find((q) => g.side[q] !== undefined)!;
    for (const s of SIDES) {
      if (s === known || !asks.some((a) => (a.k === 'side' && a.s === s) || a.k === 'area')) continue;
      if (!sideL[s]) return refuse(p, '这道题的结果不能化成简单的根式，离线求解器暂不作答。');
      steps.push(
        `由正弦定理 ${im(`\\frac{${s}}{\\sin ${opp(s)}}=\\frac{${known}}{\\sin ${opp(known)}}`)}，得 ${im(`${s}=\\frac{${known}\\sin ${opp(s)}}{\\sin ${opp(known)}}=${sideL[s]}`)}。`,
      );
    }
  } else {
    for (const a of ANGS) {
      if (!asks.some((q) => q.k === 'area' || ((q.k === 'angle' || q.k === 'fn') && q.a === a))) continue;
      const s = a.toLowerCase() as Side;
      const [x, y] = SIDES.filter((q) => q !== s);
      const c = cosL(a);
      if (!c) return refuse(p, '这道题的结果不能化成简单的根式，离线求解器暂不作答。');
      const put =
        sideL[x] && sideL[y] && sideL[s]
          ? `=\\frac{${sq(sideL[x])}+${sq(sideL[y])}-${sq(sideL[s])}}{2\\times ${factor(sideL[x])}\\times ${factor(sideL[y])}}`
          : '';
      steps.push(`由余弦定理 ${im(`\\cos ${a}=\\frac{${x}^2+${y}^2-${s}^2}{2${x}${y}}${put}=${c}`)}。`);
    }
  }
  const answers: string[] = [];
  let value: AnswerValue | null = null;
  for (const a of asks) {
    const v = askedValue(t, a);
    if (a.k === 'side') {
      if (!sideL[a.s]) return refuse(p, '这道题的结果不能化成简单的根式，离线求解器暂不作答。');
      answers.push(im(`${a.s}=${sideL[a.s]}`));
    } else if (a.k === 'angle') {
      const l = angL(a.a);
      if (!l) return refuse(p, '所求角不是特殊角，离线求解器暂不作答。');
      const c = cosL(a.a);
      if (c && !steps.some((x) => x.includes(`\\cos ${a.a}=`))) steps.push(`由余弦定理 ${im(`\\cos ${a.a}=${c}`)}。`);
      if (!bySines) steps.push(`因为 ${im(`0<${a.a}<${degrees ? '180^\\circ' : '\\pi'}`)}，所以 ${im(`${a.a}=${l}`)}。`);
      answers.push(im(`${a.a}=${l}`));
    } else if (a.k === 'fn') {
      const l = ex(v);
      if (!l) return refuse(p, '这道题的结果不能化成简单的根式，离线求解器暂不作答。');
      if (a.f === 'Sin')
        steps.push(`由 ${im(`\\sin^2${a.a}+\\cos^2${a.a}=1`)}（或正弦定理）得 ${im(`${a.latex.replace(/=\s*$/, '')}=${l}`)}。`);
      answers.push(im(`${a.latex.replace(/=\s*$/, '')}=${l}`));
    } else {
      const l = ex(v);
      const by = ANGS.find((q) => {
        const [x, y] = SIDES.filter((s) => s !== q.toLowerCase());
        return sinL(q) && sideL[x] && sideL[y];
      });
      if (!l || !by) return refuse(p, '这道题的结果不能化成简单的根式，离线求解器暂不作答。');
      const [x, y] = SIDES.filter((s) => s !== by.toLowerCase());
      steps.push(
        `三角形面积 ${im(`S=\\frac{1}{2}${x}${y}\\sin ${by}=\\frac{1}{2}\\times ${sideL[x]}\\times ${sideL[y]}\\times ${sinL(by)}=${l}`)}。`,
      );
      answers.push(im(`S=${l}`));
    }
    // an angle's value is in radians whatever the wording: an option written 60° is read as π/3
    value = { kind: 'numbers', values: [v] };
  }
  if (!value) return null;
  return solved(p, {
    engine: 'triangle',
    idea: '在 $\\triangle ABC$ 中，根据已知的边和角选用正弦定理、余弦定理与内角和定理，求出所需的边角，面积用 $S=\\frac{1}{2}ab\\sin C$。',
    steps,
    finalAnswer: answers.join('，'),
    verificationNote: `已用求得的三边三角数值重新检验正弦定理、余弦定理和内角和${sol.tris.length > 1 ? '，并检验了两种可能的三角形结果相同' : ''}。`,
    value,
  });
}

/** Triangles △ABC: laws of sines and cosines, angle sum, area. */
export const triangleEngine: Engine = {
  name: 'triangle',
  subjects: ['math'],
  solve(q) {
    // each reader on its own: one that stops at a formula it cannot parse (「a:b:c」) leaves the others to read it
    const readers = [solveRelation, solveSineRuleAngle, solveAreaRelation, solveTriangleExtreme, solveStem];
    for (const read of readers) {
      let out: MathOutcome | null = null;
      try {
        out = read(q.stem, q.problemType);
      } catch {
        out = null;
      }
      if (out) {
        try {
          return withOptions(q.problemType, q.options, out);
        } catch {
          return null;
        }
      }
    }
    return null;
  },
};

/** The asked angle of both triangles that fit 边边角, each checked by the law of sines and the angle sum. */
function twoTriangleAngle(tris: Tri[], g: Given, asked: Ang, degrees: boolean, p: MathProblem): MathOutcome | null {
  const A = ANGS.find((a) => g.angle[a] !== undefined);
  if (!A) return null;
  const s = A.toLowerCase() as Side;
  const known = SIDES.find((q) => q !== s && g.side[q] !== undefined);
  if (!known) return null;
  const K = opp(known);
  for (const t of tris) {
    const k = t.side.a / Math.sin(t.ang.A);
    if (!SIDES.every((x) => Math.abs(t.side[x] / Math.sin(t.ang[opp(x)]) - k) < 1e-9 * k)) return null;
    if (Math.abs(t.ang.A + t.ang.B + t.ang.C - Math.PI) > 1e-9 || !ANGS.every((a) => t.ang[a] > 0)) return null;
  }
  const sinK = ex((g.side[known]! * Math.sin(g.angle[A]!)) / g.side[s]!);
  const ks = tris.map((t) => angleLatex(t.ang[K], degrees));
  const asks = tris.map((t) => angleLatex(t.ang[asked], degrees));
  if (!sinK || ks.some((x) => !x) || asks.some((x) => !x) || asks[0] === asks[1]) return null;
  const full = degrees ? '180^\\circ' : '\\pi';
  const third = ANGS.find((x) => x !== A && x !== K)!;
  const steps = [
    `由正弦定理 ${im(`\\sin ${K}=\\frac{${known}\\sin ${A}}{${s}}=${sinK}`)}。`,
    `因为 ${im(`${known}>${s}`)}，大边对大角，${im(`${K}>${A}`)}，${im(K)} 可以是锐角也可以是钝角：${im(`${K}=${ks[0]}`)} 或 ${im(`${K}=${ks[1]}`)}，两种情形 ${im(`${A}+${K}<${full}`)}，都能构成三角形。`,
  ];
  if (asked === third)
    steps.push(`由内角和定理，${im(`${third}=${full}-${A}-${K}`)}，得 ${im(`${third}=${asks[0]}`)} 或 ${im(`${third}=${asks[1]}`)}。`);
  else if (asked !== K) return null;
  const values = tris.map((t) => t.ang[asked]);
  return solved(p, {
    engine: 'triangle',
    idea: '已知两边和其中一边的对角（边边角），用正弦定理求另一边的对角；对角的正弦值相同的锐角与钝角要逐一检验是否能构成三角形。',
    steps,
    finalAnswer: im(`${asked}=${asks[0]}\\text{ 或 }${asks[1]}`),
    verificationNote: '两个三角形都重新检验了正弦定理和内角和定理。',
    value: { kind: 'numbers', values },
  });
}

/** A value squared as the formula with numbers put in shows it: 5^2, (2\sqrt{3})^2. */
function sq(l: string): string {
  return /^\d+$/.test(l) ? `${l}^2` : `\\left(${l}\\right)^2`;
}

/** A factor in a product: a negative or a sum bracketed. */
function factor(l: string): string {
  return /^-|[+-]/.test(l) ? `\\left(${l}\\right)` : l;
}
