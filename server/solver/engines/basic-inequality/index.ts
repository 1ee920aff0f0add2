import { freeVars, type Node } from '../../math/expression/ast';
import { withOptions } from '../../math/answers/choice';
import { dm, im, solved } from '../../math/write/format';
import { prepare } from '../../math/index';
import { formulas, proseWithSlots, stripBlank } from '../../math/expression/mathjson';
import { parseExpr } from '../../math/expression/parser';
import { evaluate } from '../../math/compute/evaluate';
import { Rat } from '../../math/expression/rational';
import { Surd } from '../../math/numbers/surd';
import type { MathOutcome } from '../../math/expression/types';
import type { ProblemType } from '../../types';
import { S } from '../trig/exact';
import type { Engine } from '../types';

/**
 * 基本不等式 (人教A版 必修一 2.2): the least (or greatest) value of
 * - one variable on x > c: αu + β/u + γ with u = x − c, α, β > 0 ("x+4/x (x>0)", "x+1/(x−1) (x>1)",
 *   "(x²+x+4)/x"): 2√(αβ)+γ at u = √(β/α);
 * - two positive variables tied by pa+qb = s: m/a+n/b (least, "乘 1 法") = (√(mp)+√(nq))²/s, and k·ab
 *   (greatest) = k·s²/(4pq); tied by ab = P: pa+qb (least) = 2√(pqP).
 * The form is read off numerically at sample points and must hold at other points too; the value comes from
 * the formula in exact arithmetic and is checked by a numerical search for the extreme value along the
 * condition (a fine scan refined by golden-section search), which must agree and never be beaten.
 */

const PROSE = /已知|设|若|且|则|函数|正数|正实数|实数|均为|都是|满足|的|最小值|最大值|为|是|等于|取得|时|[,，.。;；:：\s()（）]|_+|⟨\d+⟩/g;

const rat = (v: number): Rat | null => {
  if (!Number.isFinite(v) || Math.abs(v) > 1e6) return null;
  for (let q = 1; q <= 60; q++) {
    const p = Math.round(v * q);
    if (Math.abs(v - p / q) < 1e-9 * Math.max(1, Math.abs(v))) return Rat.of(p, q);
  }
  return null;
};
const close = (a: number, b: number, tol = 1e-9) =>
  Number.isFinite(a) && Number.isFinite(b) && Math.abs(a - b) <= tol * Math.max(1, Math.abs(b));

/** The least value of g on (lo, hi) by a scan and golden-section refinement. */
function numericMin(g: (t: number) => number, lo: number, hi: number): { t: number; v: number } {
  let best = { t: Number.NaN, v: Number.POSITIVE_INFINITY };
  const N = 20000;
  for (let i = 1; i < N; i++) {
    // denser near the ends of an interval reaching to infinity: t = lo + tan-like spacing
    const s = i / N;
    const t = Number.isFinite(hi) ? lo + (hi - lo) * s : lo + s / (1 - s);
    const v = g(t);
    if (v < best.v) best = { t, v };
  }
  const span = Number.isFinite(hi) ? (hi - lo) / N : Math.max(1e-3, best.t - lo) * 0.01 + 1e-3;
  let a = Math.max(lo + 1e-12, best.t - 2 * span);
  let b = Number.isFinite(hi) ? Math.min(hi - 1e-12, best.t + 2 * span) : best.t + 2 * span + best.t * 0.01;
  for (let k = 0; k < 200; k++) {
    const m1 = a + (b - a) * 0.381966;
    const m2 = a + (b - a) * 0.618034;
    if (g(m1) < g(m2)) b = m2;
    else a = m1;
  }
  const t = (a + b) / 2;
  return { t, v: Math.min(best.v, g(t)) };
}

type Read = { node: Node; vars: string[] };
function read(src: string): Read | null {
  try {
    const node = parseExpr(src);
    return { node, vars: [...freeVars(node)].sort() };
  } catch {
    return null;
  }
}

const surdTex = (x: Surd) => S.latex(x);

function oneVariable(
  target: Node,
  v: string,
  c: Rat,
  wantMin: boolean,
  p: ReturnType<typeof prepare>,
  exprTex: string,
): MathOutcome | null {
  if (!wantMin) return null;
  const F = (x: number) => evaluate(target, { [v]: x });
  const cv = c.toNumber();
  // αu + β/u + γ at three points, then the form must hold elsewhere
  const u = [0.5, 1, 2];
  const y = u.map((t) => F(cv + t));
  // y_i = α u_i + β / u_i + γ: solve the 3×3 system
  const M = u.map((t) => [t, 1 / t, 1]);
  const sol = solve3(M, y);
  if (!sol) return null;
  const [al, be, ga] = sol.map(rat);
  if (!al || !be || !ga || al.sign() <= 0 || be.sign() <= 0) return null;
  for (const t of [0.13, 0.77, 3.1, 7.9, 25.4]) {
    const want = al.toNumber() * t + be.toNumber() / t + ga.toNumber();
    if (!close(F(cv + t), want)) return null;
  }
  const prod = al.mul(be);
  const value = S.sqrt(prod)
    .mul(Surd.rat(Rat.of(2)))
    .add(Surd.rat(ga));
  const at = S.sqrt(be.div(al)).add(Surd.rat(c));
  const num = numericMin((t) => F(cv + t), 0, Number.POSITIVE_INFINITY);
  if (!close(num.v, value.toNumber(), 1e-8) || !close(num.t + cv, at.toNumber(), 1e-4)) return null;
  const uTex = c.isZero() ? v : `${v}${c.sign() > 0 ? '-' : '+'}${c.abs().toLatex()}`;
  const term = (k: Rat, body: string) => (k.isOne() ? body : `${k.toLatex()}${body}`);
  const shape = `${term(al, c.isZero() ? v : `(${uTex})`)}+\\frac{${be.toLatex()}}{${uTex}}${ga.isZero() ? '' : ga.sign() > 0 ? `+${ga.toLatex()}` : ga.toLatex()}`;
  return solved(p, {
    engine: 'basic-inequality',
    idea: `基本不等式：${im('a>0,b>0')} 时 ${im('a+b\\geqslant 2\\sqrt{ab}')}，当且仅当 ${im('a=b')} 时取等号。`,
    steps: [
      `因为 ${im(`${uTex}>0`)}，把式子写成 ${dm(`${exprTex}=${shape}`)}`,
      `由基本不等式 ${im(`${term(al, c.isZero() ? v : `(${uTex})`)}+\\frac{${be.toLatex()}}{${uTex}}\\geqslant 2\\sqrt{${prod.toLatex()}}`)}，当且仅当 ${im(`${term(al, c.isZero() ? v : `(${uTex})`)}=\\frac{${be.toLatex()}}{${uTex}}`)}，即 ${im(`${v}=${surdTex(at)}`)} 时取等号。`,
      `所以最小值为 ${im(surdTex(value))}。`,
    ],
    finalAnswer: im(surdTex(value)),
    verificationNote: `沿 ${im(`${uTex}>0`)} 细密取点并用黄金分割搜索求最小值，数值结果与 ${im(surdTex(value))} 一致，且在 ${im(`${v}=${surdTex(at)}`)} 处取到。`,
    value: { kind: 'numbers', values: [value.toNumber()] },
  });
}

function solve3(M: number[][], y: number[]): number[] | null {
  const det = (m: number[][]) =>
    m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1]) -
    m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0]) +
    m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0]);
  const d = det(M);
  if (Math.abs(d) < 1e-12) return null;
  return [0, 1, 2].map((j) => det(M.map((row, i) => row.map((x, k) => (k === j ? y[i] : x)))) / d);
}

function twoVariables(
  target: Node,
  cons: Node,
  [a, b]: [string, string],
  wantMin: boolean,
  p: ReturnType<typeof prepare>,
  exprTex: string,
  consTex: string,
): MathOutcome | null {
  const G = (x: number, y: number) => evaluate(cons, { [a]: x, [b]: y });
  const T = (x: number, y: number) => evaluate(target, { [a]: x, [b]: y });
  const g0 = G(0, 0);
  const pA = rat(G(1, 0) - g0);
  const qB = rat(G(0, 1) - g0);
  const linear =
    pA &&
    qB &&
    [
      [2, 3],
      [0.7, 5.1],
      [4.2, 0.3],
    ].every(([x, y]) => close(G(x, y), pA.toNumber() * x + qB.toNumber() * y + g0));
  const kAB = rat(G(1, 1) - G(0, 0));
  const product =
    !linear &&
    kAB &&
    [
      [2, 3],
      [0.7, 5.1],
      [4.2, 0.3],
    ].every(([x, y]) => close(G(x, y), kAB.toNumber() * x * y + g0));
  const s0 = rat(-g0);
  if (!s0 || s0.sign() <= 0) return null;
  // fit the target: m/a + n/b, or k·ab, or pa + qb
  const fitTarget = (basis: Array<(x: number, y: number) => number>) => {
    const pts = [
      [1, 2],
      [3, 0.5],
      [0.4, 0.9],
    ];
    const M = pts.map(([x, y]) => [basis[0](x, y), basis[1](x, y), 1]);
    const sol = solve3(
      M,
      pts.map(([x, y]) => T(x, y)),
    );
    if (!sol) return null;
    const r = sol.map(rat);
    if (r.some((x) => !x)) return null;
    const [m, n, k0] = r as Rat[];
    const ok = [
      [2.3, 1.7],
      [0.6, 4.4],
      [5.5, 0.25],
    ].every(([x, y]) => close(T(x, y), m.toNumber() * basis[0](x, y) + n.toNumber() * basis[1](x, y) + k0.toNumber()));
    return ok ? { m, n, k0 } : null;
  };
  let value: Surd;
  let steps: string[];
  let curve: (t: number) => [number, number];
  let range: [number, number];
  let atA: number;
  if (linear && pA && qB && pA.sign() > 0 && qB.sign() > 0) {
    const s = s0;
    curve = (t) => [t, (s.toNumber() - pA.toNumber() * t) / qB.toNumber()];
    range = [0, s.toNumber() / pA.toNumber()];
    const recip = fitTarget([(x) => 1 / x, (_x, y) => 1 / y]);
    if (wantMin && recip && recip.m.sign() > 0 && recip.n.sign() > 0) {
      const { m, n, k0 } = recip;
      // (m/a + n/b)(pa + qb)/s = (mp + nq + mq·b/a + np·a/b)/s ≥ (mp + nq + 2√(mnpq))/s
      const mp = m.mul(pA);
      const nq = n.mul(qB);
      value = Surd.rat(mp.add(nq).div(s).add(k0)).add(S.sqrt(m.mul(n).mul(pA).mul(qB)).mul(Surd.rat(Rat.of(2).div(s))));
      // equality: mq·b/a = np·a/b → b/a = √(np/(mq))
      const ratio = Math.sqrt(n.mul(pA).div(m.mul(qB)).toNumber());
      atA = s.toNumber() / (pA.toNumber() + qB.toNumber() * ratio);
      const mq = m.mul(qB);
      const np = n.mul(pA);
      steps = [
        `由 ${im(consTex)} 得 ${im(`\\frac{${pA.isOne() ? '' : pA.toLatex()}${a}+${qB.isOne() ? '' : qB.toLatex()}${b}}{${s.toLatex()}}=1`)}（“乘 1 法”）。`,
        `${im(`\\frac{${m.toLatex()}}{${a}}+\\frac{${n.toLatex()}}{${b}}`)}${dm(
          `=\\frac{1}{${s.toLatex()}}\\left(\\frac{${m.toLatex()}}{${a}}+\\frac{${n.toLatex()}}{${b}}\\right)(${pA.isOne() ? '' : pA.toLatex()}${a}+${qB.isOne() ? '' : qB.toLatex()}${b})=\\frac{1}{${s.toLatex()}}\\left(${mp.add(nq).toLatex()}+\\frac{${mq.toLatex()}${b}}{${a}}+\\frac{${np.toLatex()}${a}}{${b}}\\right)\\geqslant\\frac{1}{${s.toLatex()}}\\left(${mp.add(nq).toLatex()}+2\\sqrt{${mq.mul(np).toLatex()}}\\right)`,
        )}当且仅当 ${im(`\\frac{${mq.toLatex()}${b}}{${a}}=\\frac{${np.toLatex()}${a}}{${b}}`)} 时取等号${k0.isZero() ? '' : `，再加上常数 ${im(k0.toLatex())}`}。`,
      ];
    } else {
      const prodFit = fitTarget([(x, y) => x * y, (x) => x]);
      if (wantMin || !prodFit || prodFit.m.sign() <= 0 || !prodFit.n.isZero() || !prodFit.k0.isZero()) return null;
      const k = prodFit.m;
      // pa·qb ≤ ((pa+qb)/2)² → ab ≤ s²/(4pq)
      value = Surd.rat(k.mul(s.mul(s)).div(pA.mul(qB).mul(Rat.of(4))));
      atA = s.toNumber() / (2 * pA.toNumber());
      steps = [
        `由基本不等式 ${im(`${pA.isOne() ? '' : pA.toLatex()}${a}\\cdot ${qB.isOne() ? '' : qB.toLatex()}${b}\\leqslant\\left(\\frac{${pA.isOne() ? '' : pA.toLatex()}${a}+${qB.isOne() ? '' : qB.toLatex()}${b}}{2}\\right)^2=\\frac{${s.mul(s).toLatex()}}{4}`)}，当且仅当 ${im(`${pA.isOne() ? '' : pA.toLatex()}${a}=${qB.isOne() ? '' : qB.toLatex()}${b}`)} 时取等号。`,
        `所以 ${im(exprTex)} 的最大值为 ${im(surdTex(value))}。`,
      ];
    }
  } else if (product && kAB && kAB.sign() > 0) {
    const P = s0.div(kAB);
    curve = (t) => [t, P.toNumber() / t];
    range = [0, Number.POSITIVE_INFINITY];
    const lin = fitTarget([(x) => x, (_x, y) => y]);
    if (!wantMin || !lin || lin.m.sign() <= 0 || lin.n.sign() <= 0 || !lin.k0.isZero()) return null;
    const { m, n } = lin;
    value = S.sqrt(m.mul(n).mul(P)).mul(Surd.rat(Rat.of(2)));
    atA = Math.sqrt(n.mul(P).div(m).toNumber());
    steps = [
      `由基本不等式 ${im(`${m.isOne() ? '' : m.toLatex()}${a}+${n.isOne() ? '' : n.toLatex()}${b}\\geqslant 2\\sqrt{${m.mul(n).toLatex()}${a}${b}}=2\\sqrt{${m.mul(n).mul(P).toLatex()}}`)}，当且仅当 ${im(`${m.isOne() ? '' : m.toLatex()}${a}=${n.isOne() ? '' : n.toLatex()}${b}`)} 时取等号。`,
    ];
  } else return null;
  // independent: the extreme value along the condition, found numerically
  const along = (t: number) => {
    const [x, y] = curve(t);
    return x > 0 && y > 0 ? T(x, y) : Number.NaN;
  };
  const num = wantMin
    ? numericMin((t) => (Number.isFinite(along(t)) ? along(t) : Number.POSITIVE_INFINITY), range[0], range[1])
    : (() => {
        const r = numericMin((t) => (Number.isFinite(along(t)) ? -along(t) : Number.POSITIVE_INFINITY), range[0], range[1]);
        return { t: r.t, v: -r.v };
      })();
  if (!close(num.v, value.toNumber(), 1e-8) || !close(num.t, atA, 1e-4)) return null;
  steps.push(`所以 ${im(exprTex)} 的${wantMin ? '最小值' : '最大值'}为 ${im(surdTex(value))}。`);
  return solved(p, {
    engine: 'basic-inequality',
    idea: `基本不等式：${im('a>0,b>0')} 时 ${im('a+b\\geqslant 2\\sqrt{ab}')}，当且仅当 ${im('a=b')} 时取等号。`,
    steps,
    finalAnswer: im(surdTex(value)),
    verificationNote: `沿条件 ${im(consTex)} 细密取点并用黄金分割搜索，数值${wantMin ? '最小值' : '最大值'}与 ${im(surdTex(value))} 一致，取等号的位置也一致。`,
    value: { kind: 'numbers', values: [value.toNumber()] },
  });
}

export function solveBasicInequality(text: string, problemType: ProblemType): MathOutcome | null {
  const prose = proseWithSlots(text);
  const wantMin = /最小值/.test(prose);
  const wantMax = /最大值/.test(prose);
  if (wantMin === wantMax || prose.replace(PROSE, '').trim()) return null;
  // 「取得最小值时 $x=$」 asks where the extreme is reached, not the extreme value.
  if (/(?:最小值|最大值)\s*时/.test(prose)) return null;
  const positive = /正数|正实数/.test(prose);
  const fs = formulas(text).map((f) => stripBlank(f.trim()));
  const pos = new Set<string>();
  let lower: { v: string; c: Rat } | null = null;
  let cons: { node: Node; tex: string } | null = null;
  let target: { node: Node; tex: string } | null = null;
  const vars = new Set<string>();
  for (const f0 of fs) {
    // "y=x+\frac{4}{x}(x>0)": the domain written after the formula
    let f = f0;
    const tail = /^(.*?)\s*(?:\\left)?\(\s*([a-z])\s*>\s*(-?\d+)\s*(?:\\right)?\)\s*$/s.exec(f);
    if (tail && /=/.test(tail[1])) {
      f = tail[1];
      if (lower) return null;
      lower = { v: tail[2], c: Rat.of(Number(tail[3])) };
    }
    const gt = /^([a-z])\s*>\s*(-?\d+)$/.exec(f);
    if (gt) {
      const c = Rat.of(Number(gt[2]));
      if (c.isZero()) pos.add(gt[1]);
      else if (lower) return null;
      else lower = { v: gt[1], c };
      continue;
    }
    if (/^[a-z](\s*,\s*[a-z])*$/.test(f)) {
      for (const x of f.split(',')) vars.add(x.trim());
      continue;
    }
    const def = /^(?:y|[fg]\s*\(\s*[a-z]\s*\))\s*=\s*(.+)$/s.exec(f);
    if (def) {
      if (target) return null;
      const r = read(def[1]);
      if (!r) return null;
      target = { node: r.node, tex: def[1] };
      continue;
    }
    const eq = /^(.+?)=(.+)$/s.exec(f);
    if (eq) {
      if (cons) return null;
      const r = read(`${eq[1]}-(${eq[2]})`);
      if (!r) return null;
      cons = { node: r.node, tex: f };
      continue;
    }
    if (target) return null;
    const r = read(f);
    if (!r) return null;
    target = { node: r.node, tex: f };
  }
  if (!target) return null;
  const p = prepare(text, problemType);
  const tv = [...freeVars(target.node)].sort();
  if (tv.length === 1 && !cons) {
    const v = tv[0];
    const c = lower && lower.v === v ? lower.c : pos.has(v) ? Rat.ZERO : null;
    if (!c || (lower && pos.size)) return null;
    return oneVariable(target.node, v, c, wantMin, p, target.tex);
  }
  if (cons && !lower) {
    const cv = [...freeVars(cons.node)].sort();
    const all = [...new Set([...cv, ...tv])].sort();
    if (all.length !== 2) return null;
    if (!positive && !all.every((x) => pos.has(x))) return null;
    return twoVariables(target.node, cons.node, all as [string, string], wantMin, p, target.tex, cons.tex);
  }
  return null;
}

/** 基本不等式: least and greatest values from a + b ≥ 2√(ab). */
export const basicInequalityEngine: Engine = {
  name: 'basic-inequality',
  subjects: ['math'],
  solve(q) {
    try {
      return withOptions(q.problemType, q.options, solveBasicInequality(q.stem, q.problemType));
    } catch {
      return null;
    }
  },
};
