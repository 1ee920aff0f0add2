import { num, substitute } from '../../math/expression/ast';
import { formulas, proseWithSlots, stripBlank } from '../../math/expression/mathjson';
import { Rat } from '../../math/expression/rational';
import type { MathOutcome, MathProblem } from '../../math/expression/types';
import { evalNum, parseRat } from '../../math/numbers/ratexpr';
import { Surd } from '../../math/numbers/surd';
import { im, refuse, solved } from '../../math/write/format';
import { toLatex } from '../../math/write/latex';
import { exact } from '../functions/pieces';
import { type Coef, coefficients, theOneParameter } from './line-param';
import { readCircle } from './relations';

/**
 * A line with one unknown coefficient and a told circle (人教A版 选择性必修一 2.5 直线与圆的位置关系): the line is
 * tangent to the circle (d = r), its distance from the centre is told (d = d₀), or it cuts a chord of told length
 * (d² = r² − (l/2)²). With d = |Aa + Bb + C|/√(A² + B²) and A, B, C linear in the unknown, the condition
 * (Aa + Bb + C)² = d²(A² + B²) is a quadratic, solved exactly; each root is put back and the distance measured.
 */

const PROSE =
  /已知|设|若|如果|直线|圆心|圆|的|与|和|相切|距离|到|为|是|等于|则|实数|常数|正数|负数|值|被|截得|所截|所得|弦长|弦的长|长|且|[,，.。;；:：\s()（）]|_+|⟨\d+⟩/g;
const PARAMS = ['a', 'b', 'm', 'k', 't', 'c', 'n'];

type Condition = { kind: 'tangent' } | { kind: 'distance'; d2: Rat; tex: string } | { kind: 'chord'; l2: Rat; tex: string };

/** A told length's square, exact (lengths may be surds such as 2√3). */
function squareOf(src: string): Rat | null {
  const n = parseRat(src);
  if (!n) return null;
  const v = evalNum(n);
  if (!(v > 0)) return null;
  const r = Rat.fromNumber(Math.round(v * v * 1e6) / 1e6);
  return r && Math.abs(r.toNumber() - v * v) < 1e-9 ? r : null;
}

function quadraticRoots(c2: Rat, c1: Rat, c0: Rat): Surd[] | null {
  if (c2.isZero()) return c1.isZero() ? null : [Surd.rat(c0.neg().div(c1))];
  const disc = c1.mul(c1).sub(Rat.of(4).mul(c2).mul(c0));
  if (disc.sign() < 0) return [];
  const den = Rat.of(2).mul(c2);
  const p = c1.neg().div(den);
  if (disc.isZero()) return [Surd.rat(p)];
  // √disc = √(n/d) = √(n·d)/d
  const q = Rat.of(1n, disc.d).div(den);
  return [Surd.make(p, q, disc.n * disc.d), Surd.make(p, q.neg(), disc.n * disc.d)];
}

export function circleLineParameter(text0: string, mp: MathProblem): MathOutcome | null {
  // a told length written outside the formulas (「距离为 1」) is read as one
  const text = text0.replace(/(距离|弦长|长)(为|是|等于)\s*(\d+(?:\.\d+)?)(?![\d.$])/g, '$1$2 $$$3$$');
  const prose = proseWithSlots(text);
  if (prose.replace(PROSE, '').trim() || !/直线/.test(prose) || !/圆/.test(prose)) return null;
  const fs = formulas(text).map((f) => stripBlank(f.trim()));
  const circles = fs.map((f) => (f.includes('=') ? readCircle(f) : null));
  const ci = circles.findIndex((c) => c !== null);
  if (ci < 0 || circles.filter(Boolean).length !== 1) return null;
  const C = circles[ci]!;
  // the line: the one other equation, with one unknown coefficient
  const lineIdx = fs.map((f, i) => (i !== ci && f.includes('=') ? i : -1)).filter((i) => i >= 0);
  if (lineIdx.length !== 1) return null;
  // 「x-y+m=0(m>0)」: the unknown's sign printed after the line.
  const printed = fs[lineIdx[0]].replace(/^[a-zA-Z](?:_\{?\d\}?)?\s*:/, '');
  const signed = /^(.*?)\s*\(\s*([a-z])\s*([<>])\s*0\s*\)$/.exec(printed);
  const lineSrc = signed ? signed[1] : printed;
  const p = theOneParameter([lineSrc], PARAMS);
  if (!p) return null;
  const flatProse = prose.replace(/\s+/g, '');
  // …or told apart (「且 m>0」) or by the word before it (「则正数 m」).
  const apart = fs.map((f, i) => (i === lineIdx[0] ? null : new RegExp(`^${p}\\s*([<>])\\s*0$`).exec(f.trim())));
  const signs = [
    ...(signed && signed[2] === p ? [signed[3]] : signed ? ['?'] : []),
    ...apart.filter((x): x is RegExpExecArray => x !== null).map((x) => x[1]),
    ...(/正数⟨\d+⟩/.test(flatProse) ? ['>'] : []),
    ...(/负数⟨\d+⟩/.test(flatProse) ? ['<'] : []),
  ];
  if (
    signs.includes('?') ||
    new Set(signs).size > 1 ||
    (/正数|负数/.test(flatProse) && !/(?:正数|负数)⟨\d+⟩$/.test(flatProse.replace(/[.。=]$/, '')))
  )
    return null;
  const sign = signs[0] ?? null;
  const L = coefficients(lineSrc, p);
  if (!L) return null;
  // the rest: the unknown asked, and a told distance or chord length
  const rest = fs.map((f, i) => (i === ci || i === lineIdx[0] || apart[i] ? null : f)).filter((f): f is string => f !== null);
  if (rest.filter((f) => f === p).length !== 1) return null;
  const told = rest.filter((f) => f !== p);
  const flat = prose.replace(/\s+/g, '');
  let cond: Condition;
  if (/相切/.test(flat)) {
    if (told.length || /距离|弦/.test(flat)) return null;
    cond = { kind: 'tangent' };
  } else if (told.length === 1 && /圆心到直线⟨\d+⟩?的距离(?:为|是|等于)⟨\d+⟩/.test(flat) && !/弦/.test(flat)) {
    const d2 = squareOf(told[0]);
    if (!d2) return null;
    cond = { kind: 'distance', d2, tex: told[0] };
  } else if (told.length === 1 && /(?:截得|所截|所得)的?弦长?(?:的长)?(?:为|是|等于)⟨\d+⟩/.test(flat) && !/距离/.test(flat)) {
    const l2 = squareOf(told[0]);
    if (!l2) return null;
    cond = { kind: 'chord', l2, tex: told[0] };
  } else return null;
  const D2 = cond.kind === 'tangent' ? C.r2 : cond.kind === 'distance' ? cond.d2 : C.r2.sub(cond.l2.div(Rat.of(4)));
  if (D2.sign() < 0) return refuse(mp, '所给弦长大于圆的直径，这样的直线不存在，请核对题目。');
  const at = (n: Coef['A'], v: Rat) => exact(substitute(n, p, num(v)), Rat.ZERO);
  const g = (v: Rat): Rat | null => {
    const [A, B, c] = [at(L.A, v), at(L.B, v), at(L.C, v)];
    if (!A || !B || !c) return null;
    const s = A.mul(C.a).add(B.mul(C.b)).add(c);
    return s.mul(s).sub(D2.mul(A.mul(A).add(B.mul(B))));
  };
  // A, B, C linear in the unknown: checked at five points, so g is the quadratic through its values at 0, 1, 2
  const pts = [0, 1, 2, 3, 4].map((k) => Rat.of(k));
  for (const n of [L.A, L.B, L.C]) {
    const v = pts.map((x) => at(n, x));
    if (v.some((x) => !x)) return null;
    for (let i = 2; i < 5; i++) if (!v[i]!.sub(v[i - 1]!).eq(v[i - 1]!.sub(v[i - 2]!))) return null;
  }
  const [g0, g1, g2] = pts.slice(0, 3).map(g);
  if (!g0 || !g1 || !g2) return null;
  const c2 = g2
    .sub(g1.mul(Rat.of(2)))
    .add(g0)
    .div(Rat.of(2));
  const c1 = g1.sub(g0).sub(c2);
  const c0 = g0;
  for (const x of pts.slice(3)) {
    const want = c2.mul(x).mul(x).add(c1.mul(x)).add(c0);
    if (!g(x)?.eq(want)) return null;
  }
  const roots = quadraticRoots(c2, c1, c0);
  if (roots === null) return null;
  const ok = sign === null ? roots : roots.filter((r) => (sign === '>' ? r.toNumber() > 0 : r.toNumber() < 0));
  if (!ok.length) return refuse(mp, `没有满足条件的 ${im(p)}，请核对题目。`);
  // put back: the distance from the centre to the line at each root is d
  const d = Math.sqrt(D2.toNumber());
  for (const s of ok) {
    const v = s.toNumber();
    const e = (n: Coef['A']) => {
      const a = at(n, Rat.ZERO)!;
      const b = at(n, Rat.ONE)!.sub(a);
      return a.toNumber() + b.toNumber() * v;
    };
    const [A, B, c] = [e(L.A), e(L.B), e(L.C)];
    if (Math.hypot(A, B) < 1e-9) return null; // a value making A = B = 0 gives no line at all
    const dist = Math.abs(A * C.a.toNumber() + B * C.b.toNumber() + c) / Math.hypot(A, B);
    if (Math.abs(dist - d) > 1e-9 * Math.max(1, d)) return null;
  }
  const texs = ok.map((s) => toLatex(s.toNode()));
  const show = texs.join('\\text{ 或 }');
  const centre = `(${C.a.toLatex()},${C.b.toLatex()})`;
  const r = toLatex(Surd.make(Rat.ZERO, Rat.of(1n, C.r2.d), C.r2.n * C.r2.d).toNode());
  const A = toLatex(L.A);
  const B = toLatex(L.B);
  const c = toLatex(L.C);
  const need =
    cond.kind === 'tangent'
      ? `直线与圆相切，圆心到直线的距离等于半径 ${im(`r=${r}`)}`
      : cond.kind === 'distance'
        ? `圆心到直线的距离 ${im(`d=${cond.tex}`)}`
        : `弦长 ${im(`l=${cond.tex}`)}，由 ${im('d^2=r^2-(\\frac{l}{2})^2')} 得圆心到直线的距离 ${im(`d^2=${D2.toLatex()}`)}`;
  return solved(mp, {
    engine: 'analytic-geometry:circle-line-parameter',
    idea: '直线与圆的位置关系用圆心到直线的距离 d 判断：相切时 d=r，弦长 l 满足 d²+(l/2)²=r²。',
    steps: [
      `圆心 ${im(centre)}，半径 ${im(`r=${r}`)}；直线 ${im(`(${A})x+(${B})y+(${c})=0`)}。`,
      `${need}：${im(`\\frac{|(${A})\\cdot ${C.a.toLatex()}+(${B})\\cdot ${C.b.toLatex()}+(${c})|}{\\sqrt{(${A})^2+(${B})^2}}=${cond.kind === 'tangent' ? r : toLatex(Surd.make(Rat.ZERO, Rat.of(1n, D2.d), D2.n * D2.d).toNode())}`)}。`,
      `两边平方整理得关于 ${im(p)} 的方程，解得 ${im(`${p}=${show}`)}。`,
    ],
    finalAnswer: im(`${p}=${show}`),
    verificationNote: `把 ${im(`${p}=${show}`)} 代回直线方程，重新计算圆心到直线的距离，与所需的距离一致。`,
    value: { kind: 'numbers', values: ok.map((s) => s.toNumber()) },
  });
}
