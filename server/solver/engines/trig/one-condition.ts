import { dm, im, refuse, solved } from '../../math/write/format';
import { prepare } from '../../math/index';
import { computeEngine, formulas, head, type MJ, proseWithSlots, readLatex, symbols, unwrap } from '../../math/expression/mathjson';
import type { MathOutcome } from '../../math/expression/types';
import { Rat } from '../../math/expression/rational';
import { Surd } from '../../math/numbers/surd';
import type { ProblemType } from '../../types';
import { evalExact, evalFloat, readAngle, S } from './exact';
import { QUADRANTS, readRange } from './given';

/**
 * A value of an angle's expression from one condition on the angle (人教A版 必修一 5.2–5.5): "cos(π/4−α)=3/5，
 * 则 sin 2α", "tan(α−π/4)=1/6，则 tan α", "θ 是第四象限角，sin(θ+π/4)=3/5，则 tan(θ−π/4)", "sin α+cos α=1/5,
 * α∈(0,π)，则 tan α". Every angle that satisfies the condition (and the range) is found on a scan of two
 * turns; for each, sin α and cos α must be exact numbers a+b√r that satisfy sin²α+cos²α=1 and the condition
 * exactly; the asked expression is then computed exactly from them (sum, difference and double-angle
 * formulas) and must come out the same for every angle, checked again numerically at the angle itself.
 */

const ANGLES: Record<string, string> = { alpha: '\\alpha', beta: '\\beta', theta: '\\theta', varphi: '\\varphi', phi: '\\varphi' };
const PROSE = /已知|设|若|且|则|那么|的值|值|为|是|等于|角|第[一二三四]象限|锐角|钝角|求|其中|满足|[,，.。;；:：\s()（）]|_+|⟨\d+⟩/g;
const SQUAREFREE = [2, 3, 5, 6, 7, 10, 11, 13, 14, 15, 17, 19, 21, 22, 23, 26, 29, 30];

/** An exact number a + b√r close to v: rational, ±√(rational), or (p + q√r)/d with small r. */
export function recogniseSurd(v: number, eps = 1e-10): Surd | null {
  if (!Number.isFinite(v) || Math.abs(v) > 1e4) return null;
  const tol = (x: number) => eps * Math.max(1, Math.abs(x));
  for (let d = 1; d <= 1000; d++) {
    const p = Math.round(v * d);
    if (Math.abs(v - p / d) < tol(v)) return Surd.rat(Rat.of(p, d));
  }
  const sq = v * v;
  for (let d = 1; d <= 10000; d++) {
    const p = Math.round(sq * d);
    if (p > 0 && Math.abs(sq - p / d) < tol(sq)) {
      const r = S.sqrt(Rat.of(p, d));
      return v < 0 ? S.neg(r) : r;
    }
  }
  for (const r of SQUAREFREE) {
    const root = Math.sqrt(r);
    for (let d = 1; d <= 60; d++) {
      for (let q = -40; q <= 40; q++) {
        if (!q) continue;
        const p = v * d - q * root;
        const pi = Math.round(p);
        if (Math.abs(p - pi) < eps * d * Math.max(1, Math.abs(p))) return Surd.make(Rat.of(pi, d), Rat.of(q, d), BigInt(r));
      }
    }
  }
  return null;
}

/** Roots of g on [lo, hi]: sign changes bisected (poles dropped) and near-zero touching points. */
function roots(g: (t: number) => number, lo: number, hi: number): number[] | null {
  const N = 8000;
  const out: number[] = [];
  const h = (hi - lo) / N;
  let prevT = lo;
  let prev = g(lo);
  let prevPrev = Number.NaN;
  for (let i = 1; i <= N; i++) {
    const t = lo + i * h;
    const y = g(t);
    if (Number.isFinite(y) && Number.isFinite(prev)) {
      if (prev === 0) out.push(prevT);
      else if (y !== 0 && Math.sign(y) !== Math.sign(prev)) {
        let a = prevT;
        let b = t;
        for (let k = 0; k < 80; k++) {
          const m = (a + b) / 2;
          if (Math.sign(g(m)) === Math.sign(g(a))) a = m;
          else b = m;
        }
        if (Math.abs(g((a + b) / 2)) < 1e-7) out.push((a + b) / 2);
      } else if (
        Number.isFinite(prevPrev) &&
        Math.abs(prev) < Math.abs(prevPrev) &&
        Math.abs(prev) < Math.abs(y) &&
        Math.abs(prev) < 1e-3
      ) {
        // a touching point: refine the minimum of |g| by golden-section search
        let a = prevT - h;
        let b = t;
        for (let k = 0; k < 100; k++) {
          const m1 = a + (b - a) * 0.382;
          const m2 = a + (b - a) * 0.618;
          if (Math.abs(g(m1)) < Math.abs(g(m2))) b = m2;
          else a = m1;
        }
        const m = (a + b) / 2;
        if (Math.abs(g(m)) < 1e-11) out.push(m);
      }
    }
    prevPrev = prev;
    prev = y;
    prevT = t;
  }
  return out.length > 24 ? null : out;
}

function ceAt(j: MJ, v: string, t: number): number {
  try {
    const b = computeEngine()
      .box(j as never)
      .subs({ [v]: t } as never)
      .N() as unknown as { re: number; im: number };
    return typeof b.re === 'number' && (b.im === 0 || b.im === undefined) ? b.re : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

const near = (a: number, b: number, tol = 1e-8) =>
  Number.isFinite(a) && Number.isFinite(b) && Math.abs(a - b) <= tol * Math.max(1, Math.abs(b));

export function solveOneCondition(text: string, problemType: ProblemType): MathOutcome | null {
  const prose = proseWithSlots(text);
  if (prose.replace(PROSE, '').trim()) return null;
  const fs = formulas(text).map((f) => f.replace(/=\s*(?:\(\s*\)|\\_+|_+)?\s*$/, '').trim());
  if (fs.length < 2 || fs.length > 6) return null;
  const parsed = fs.map((f) => readLatex(f));
  if (parsed.some((j) => j === null)) return null;
  const js = parsed as MJ[];
  const letters = new Set<string>();
  for (const j of js) for (const s of symbols(j)) if (s !== 'Pi' && s !== 'Half') letters.add(s);
  if (letters.size !== 1) return null;
  const v = [...letters][0];
  if (!(v in ANGLES)) return null;
  const V = ANGLES[v];
  let cond: { l: MJ; r: MJ; latex: string } | null = null;
  let range: [number, number] | null = null;
  const targets: Array<{ j: MJ; latex: string }> = [];
  for (let i = 0; i < js.length; i++) {
    const u = unwrap(js[i]);
    if (u === v) continue;
    const r = readRange(u, v);
    if (r) {
      if (range) return null;
      range = r;
      continue;
    }
    if (head(u) === 'Equal' && Array.isArray(u) && u.length === 3) {
      if (cond) return null;
      cond = { l: u[1], r: u[2], latex: fs[i] };
      continue;
    }
    if (head(u) === 'Element' || head(u) === 'Less' || head(u) === 'Greater' || head(u) === 'LessEqual' || head(u) === 'GreaterEqual')
      return null;
    if (!symbols(u).has(v)) return null;
    targets.push({ j: u, latex: fs[i] });
  }
  if (!cond || targets.length !== 1) return null;
  for (const [re, r] of QUADRANTS) {
    if (re.test(prose)) {
      if (range) return null;
      range = r;
    }
  }
  const p = prepare(text, problemType);
  const target = targets[0];
  let found = branchesFor(v, cond.l, cond.r, target.j, range);
  let whole: { latex: string } | null = null;
  if (found === 'inexact' || found === null) {
    // The angle inside the condition taken as a whole (β = ±α + qπ): cos(π/4−α) = 2/3 gives sin β, cos β exactly.
    const sub = wholeAngle(cond.l, cond.r, v, range);
    if (sub) {
      const again = branchesFor(U, sub.l, cond.r, substituteAngle(target.j, v, sub), sub.range);
      if (again !== null && again !== 'inexact') {
        found = again;
        whole = { latex: sub.latex };
      }
    }
  }
  if (found === null) return null;
  if (found === 'inexact') return refuse(p, `由条件求出的 ${im(`\\sin${V},\\cos${V}`)} 不是能精确写出的数，为避免给出错误答案，暂不作答。`);
  if (found === 'disagree')
    return refuse(p, `满足条件的角 ${im(V)} 不止一种情形，所求的值也不相同，题目没有给出足够的范围，为避免给出错误答案，暂不作答。`);
  const branches = found;
  const W = whole ? '\\beta' : V;
  const c = cond;
  const value = branches[0].value;
  const steps: string[] = [];
  if (whole)
    steps.push(
      `把 ${im(whole.latex)} 看作一个整体，记 ${im(`\\beta=${whole.latex}`)}，所求式子用 ${im('\\beta')} 表示（诱导公式、二倍角公式）；由 ${im(c.latex)}${range ? '及角的范围' : ''} 与 ${im('\\sin^2\\beta+\\cos^2\\beta=1')} 求 ${im('\\sin\\beta')}、${im('\\cos\\beta')}。`,
    );
  else
    steps.push(
      `由 ${im(c.latex)}${range ? '，结合角的范围' : ''}，用两角和差公式、二倍角公式把条件化成 ${im(`\\sin${V}`)}、${im(`\\cos${V}`)} 的关系，并与 ${im(`\\sin^2${V}+\\cos^2${V}=1`)} 联立。`,
    );
  for (const b of branches) {
    steps.push(
      `${branches.length > 1 ? '一种情形：' : '解得 '}${im(`\\sin${W}=${S.latex(b.s)},\\ \\cos${W}=${S.latex(b.c)}`)}（代回验证 ${im(c.latex)} 成立）。`,
    );
  }
  steps.push(`代入所求式子：${dm(`${target.latex}=${S.latex(value)}`)}${branches.length > 1 ? '各种情形结果相同。' : ''}`);
  return solved(p, {
    engine: 'trig',
    idea: `由已知等式求出 ${im(`\\sin${V}`)}、${im(`\\cos${V}`)}，再用诱导公式、两角和差公式或二倍角公式求所求的式子。`,
    steps,
    finalAnswer: im(`${target.latex}=${S.latex(value)}`),
    verificationNote: `求出的 ${im(`\\sin${V}`)}、${im(`\\cos${V}`)} 精确满足平方和为 1 和已知条件；再由条件数值解出角 ${im(V)}，直接代入所求式计算，与精确结果一致。`,
    value: { kind: 'numbers', values: [value.toNumber()] },
  });
}

const U = 'u';
type Branch = { s: Surd; c: Surd; t: number; value: Surd };

/**
 * Every angle in the range (two turns without one) that satisfies l = r, with sin and cos recognised exactly
 * and checked exactly; the target's exact value on each. 'inexact' when an angle's sin/cos are not exact
 * numbers, 'disagree' when the target differs between angles, null when the question is not understood.
 */
function branchesFor(v: string, l: MJ, r: MJ, target: MJ, range: [number, number] | null): Branch[] | 'inexact' | 'disagree' | null {
  const g = (t: number) => {
    try {
      return evalFloat(l, { [v]: t }) - evalFloat(r, { [v]: t });
    } catch {
      return Number.NaN;
    }
  };
  try {
    evalFloat(target, { [v]: 0.3 });
    if (!Number.isFinite(g(0.3)) && !Number.isFinite(g(0.7))) return null;
  } catch {
    return null;
  }
  const [lo, hi] = range ?? [-2 * Math.PI, 2 * Math.PI];
  const found = roots(g, lo, hi);
  if (!found) return null;
  const inside = found.filter((t) => !range || (t > range[0] + 1e-9 && t < range[1] - 1e-9));
  if (!inside.length) return null;
  const branches: Branch[] = [];
  for (const t of inside) {
    // A touching root is only known to about 1e-8; what is recognised is then checked exactly.
    const s = recogniseSurd(Math.sin(t)) ?? recogniseSurd(Math.sin(t), 1e-7);
    const co = recogniseSurd(Math.cos(t)) ?? recogniseSurd(Math.cos(t), 1e-7);
    if (!s || !co) return 'inexact';
    let value: Surd;
    try {
      // exact: sin² + cos² = 1 and the condition itself, with the numbers found
      if (!S.eq(s.mul(s).add(co.mul(co)), S.int(1))) return 'inexact';
      if (!S.eq(evalExact(l, v, s, co), evalExact(r, v, s, co))) return 'inexact';
      value = evalExact(target, v, s, co);
    } catch {
      return 'inexact';
    }
    // numerically at the angle itself, by the compute engine and by the float evaluator
    const tt = Math.atan2(s.toNumber(), co.toNumber());
    if (!near(ceAt(target, v, tt), value.toNumber()) || !near(evalFloat(target, { [v]: t }), value.toNumber(), 1e-6)) return null;
    if (!branches.some((b) => S.eq(b.s, s) && S.eq(b.c, co))) branches.push({ s, c: co, t, value });
  }
  if (!branches.length) return null;
  if (branches.some((b) => !S.eq(b.value, branches[0].value))) return 'disagree';
  return branches;
}

interface Whole {
  /** the condition's left side with the inner angle replaced by u */
  l: MJ;
  k: number;
  q: MJ;
  range: [number, number] | null;
  latex: string;
}

/** sin/cos/tan of one angle ±v + c: that angle as the unknown u (v = ±(u − c)). */
function wholeAngle(l0: MJ, r: MJ, v: string, range: [number, number] | null): Whole | null {
  const l = unwrap(l0);
  if (!Array.isArray(l) || !['Sin', 'Cos', 'Tan'].includes(l[0] as string) || l.length !== 2 || symbols(r).has(v)) return null;
  const inner = l[1];
  let a: ReturnType<typeof readAngle>;
  try {
    a = readAngle(inner, v);
  } catch {
    return null;
  }
  if (!(a.k.eq(Rat.ONE) || a.k.eq(Rat.of(-1))) || a.q.isZero()) return null;
  const k = a.k.toNumber();
  const qPi: MJ = ['Multiply', ['Rational', Number(a.q.n), Number(a.q.d)], 'Pi'];
  const c = a.q.toNumber() * Math.PI;
  const mapped: [number, number] | null = range ? ([k * range[0] + c, k * range[1] + c].sort((x, y) => x - y) as [number, number]) : null;
  return { l: [l[0] as string, U], k, q: qPi, range: mapped, latex: angleLatex(a.k, a.q, v) };
}

function angleLatex(k: Rat, q: Rat, v: string): string {
  const V = ANGLES[v] ?? v;
  const a = q.abs();
  const piTex = a.d === 1n ? `${a.isOne() ? '' : a.n}\\pi` : `\\frac{${a.n === 1n ? '' : a.n}\\pi}{${a.d}}`;
  return k.sign() > 0 ? `${V}${q.sign() > 0 ? '+' : '-'}${piTex}` : `${q.sign() < 0 ? '-' : ''}${piTex}-${V}`;
}

/** The target with v written through u: v = k·(u − c) for k = ±1. */
function substituteAngle(j: MJ, v: string, w: Whole): MJ {
  const inV: MJ = w.k > 0 ? ['Subtract', U, w.q] : ['Subtract', w.q, U];
  const walk = (x: MJ): MJ => (x === v ? inV : Array.isArray(x) ? x.map((y, i) => (i === 0 ? y : walk(y))) : x);
  return walk(j);
}
