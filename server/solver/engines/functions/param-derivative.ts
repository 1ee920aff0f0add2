import { toJson } from '../../math/compute/ce';
import { evaluate } from '../../math/compute/evaluate';
import { numDerivative } from '../../math/compute/numeric';
import { freeVars, type Node, substitute } from '../../math/expression/ast';
import { computeEngine, formulas, proseWithSlots, stripBlank } from '../../math/expression/mathjson';
import { parseExpr } from '../../math/expression/parser';
import type { MathOutcome } from '../../math/expression/types';
import { prepare } from '../../math/index';
import { dm, im, refuse, solved } from '../../math/write/format';
import type { ProblemType } from '../../types';
import { readLine } from '../analytic-geometry/line';
import { constant, recognise } from './param-value';
import { candidates } from './piecewise-inverse';
import { tangentConditionSteps } from './tangent-condition-steps';

/**
 * One unknown constant of a function from one condition on its derivative (人教A版 选择性必修二 5.2–5.3):
 * "f(x)=eˣ/(x+a)，若 f′(1)=e/4，则 a=", "f(x)=ax³+x+1 的图象在点 (1,f(1)) 处的切线过点 (2,7)", "…在 x=1 处的切线斜率
 * 为 2". Every root of the condition is found on a scan of the constant, must be a rational
 * number or the square root of one, and is checked with the derivative the compute engine takes symbolically. Only a constant with one value is answered.
 */

const PARAMS = ['a', 'b', 'm', 'k', 't', 'c'];

/** What the words around the formulas may say; anything else is not this kind. */
const FILLER =
  /已知|设|若|且|函数|曲线|的|图象|图像|在点|在|处|切线|过点|经过点|斜率|则|实数|常数|值|为|是|等于|_{2,}|[,，.。;；\s]|⟨\d+⟩/g;

const RELATION: Record<string, (v: number, bound: number) => boolean> = {
  '>': (v, b) => v > b + 1e-12,
  '<': (v, b) => v < b - 1e-12,
  '\\geq': (v, b) => v >= b - 1e-12,
  '\\leq': (v, b) => v <= b + 1e-12,
  '\\neq': (v, b) => Math.abs(v - b) > 1e-12,
};

type Condition =
  | { kind: 'slope'; x0: Node; x0Latex: string; value: Node; valueLatex: string }
  | { kind: 'through'; x0: Node; x0Latex: string; px: Node; py: Node; pointLatex: string };

/**
 * 「切线与直线 2x+y−1=0 平行」 tells the tangent's slope, that of the line (−A/B); 「垂直」 tells its negative reciprocal
 * (B/A). Read as 「切线斜率为 k」; a line without a slope (or perpendicular to a horizontal one) is left as written.
 */
function lineAsSlope(text: string): string {
  // 「切线平行于 x 轴」「切线与 x 轴平行」: a horizontal tangent, slope 0
  return text
    .replace(/切线\s*(?:平行于\s*\$?\s*x\s*\$?\s*轴|与\s*\$?\s*x\s*\$?\s*轴\s*(?:互相|相互)?平行)/g, '切线斜率为 $0$')
    .replace(/切线与直线\s*\$([^$]+)\$\s*(?:互相|相互)?(平行|垂直)/g, (all, src: string, rel: string) => {
      const L = readLine(src.trim());
      if (!L) return all;
      const k = rel === '平行' ? (L.b.isZero() ? null : L.a.neg().div(L.b)) : L.a.isZero() ? null : L.b.div(L.a);
      return k ? `切线斜率为 $${k.toLatex()}$` : all;
    });
}

/** Whether a line the tangent is told parallel to is the tangent itself (y = kx + intercept): lines that coincide are no parallels. */
function parallelIsTangent(text: string, intercept: number): boolean {
  for (const m of text.matchAll(/切线与直线\s*\$([^$]+)\$\s*(?:互相|相互)?平行/g)) {
    const L = readLine(m[1].trim());
    if (L && !L.b.isZero() && close(-L.c.toNumber() / L.b.toNumber(), intercept, 1e-8)) return true;
  }
  return false;
}

/** "在点(1,f(1))处", "过点( 2, 7)", "斜率为 2": a point or a slope printed outside the formulas is read as one. */
function pointsAsFormulas(text: string): string {
  return lineAsSlope(text)
    .replace(/(点)\s*(\((?:[^()$]|\([^()$]*\))*\))/g, '$1 $$$2$$ ')
    .replace(/(斜率(?:为|是|等于))\s*(-?\d+(?:\.\d+)?)(?![\d.])/g, '$1 $$$2$$ ');
}

/**
 * A root the scan found as a touching point of the condition (a double root such as (a−1)² = 0) is located only
 * roughly; the nearby fraction with a small denominator at which the condition holds is taken instead.
 */
function snapped(r: number, gap: (p: number) => number): number {
  if (Math.abs(gap(r)) < 1e-10) return r;
  for (let q = 1; q <= 12; q++) {
    const v = Math.round(r * q) / q;
    if (Math.abs(v - r) < 1e-2 && Math.abs(gap(v)) < 1e-9) return v;
  }
  return r;
}

const close = (a: number, b: number, tol = 1e-9) =>
  Number.isFinite(a) && Number.isFinite(b) && Math.abs(a - b) <= tol * Math.max(1, Math.abs(b));

function ceNumber(json: unknown): number {
  try {
    const b = computeEngine()
      .box(json as never)
      .N() as unknown as { re: number; im: number };
    return typeof b.re === 'number' && (b.im === 0 || b.im === undefined) ? b.re : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/** f′(x₀) and f(x₀) for the function with the constant fixed, by the compute engine's own derivative. */
function symbolic(body: Node, x0: Node): { d: number; f: number } {
  try {
    const ce = computeEngine();
    const d = ce.box(['D', toJson(body), 'x'] as never).evaluate();
    const at = toJson(x0);
    return { d: ceNumber(d.subs({ x: ce.box(at as never) }).json), f: ceNumber(toJson(substitute(body, 'x', x0))) };
  } catch {
    return { d: Number.NaN, f: Number.NaN };
  }
}

/**
 * Roots where the condition touches zero without changing sign ((a−1)² = 0): local minima of |gap| on a grid of
 * the constant, kept only at a fraction with a small denominator where the condition holds.
 */
function touchingRoots(gap: (p: number) => number): number[] {
  const out: number[] = [];
  const step = 0.01;
  let [prev, cur] = [Math.abs(gap(-20 - step)), Math.abs(gap(-20))];
  for (let i = 1; i <= 4000; i++) {
    const x = -20 + i * step;
    const next = Math.abs(gap(x));
    if (cur <= prev && cur <= next && cur < 1e-3) {
      const r = snapped(x - step, gap);
      if (r !== x - step || Math.abs(gap(r)) < 1e-10) out.push(r);
    }
    [prev, cur] = [cur, next];
  }
  return out;
}

export function solveParamDerivative(text0: string, problemType: ProblemType): MathOutcome | null {
  if (!/切线|f\s*\^\s*\{?\s*\\prime|f\s*'/.test(text0) || /极[大小]?值/.test(text0)) return null;
  const text = pointsAsFormulas(text0);
  const prose = proseWithSlots(text);
  if (prose.replace(FILLER, '').trim()) return null;
  const fs = formulas(text).map((f) => stripBlank(f.trim()));
  const slots = [...prose.matchAll(/⟨(\d+)⟩/g)].map((m) => ({ i: Number(m[1]), at: m.index ?? 0, end: (m.index ?? 0) + m[0].length }));
  let name = '';
  let body: Node | null = null;
  let bodyLatex = '';
  let param = '';
  let askParam = false;
  let at0: { x0: Node; x0Latex: string } | null = null;
  let onCurve: Node | null = null;
  const conditions: Condition[] = [];
  const ranges: Array<{ letter: string; latex: string; holds: (v: number) => boolean }> = [];
  for (const { i, at, end } of slots) {
    const f = fs[i];
    if (f === undefined) return null;
    const before = prose.slice(Math.max(0, at - 4), at);
    const after = prose.slice(end, end + 6);
    const def = /^(?:([fgh])\s*\(\s*x\s*\)|y)\s*=\s*(.+)$/s.exec(f);
    if (def && !body) {
      name = def[1] ?? 'f';
      bodyLatex = def[2].trim();
      const tail = /^(.*?)\s*\(\s*([a-z])\s*(>|<|\\geq|\\leq|\\neq)\s*(-?\d+(?:\.\d+)?)\s*\)$/s.exec(bodyLatex);
      if (tail) {
        bodyLatex = tail[1];
        const [rel, bound] = [tail[3], Number(tail[4])];
        ranges.push({
          letter: tail[2],
          latex: `${tail[2]}${rel === '>' || rel === '<' ? rel : ` ${rel} `}${tail[4]}`,
          holds: (v) => RELATION[rel](v, bound),
        });
      }
      try {
        body = parseExpr(bodyLatex);
      } catch {
        return null;
      }
      const others = [...freeVars(body)].filter((v) => v !== 'x');
      if (!freeVars(body).has('x') || others.length !== 1 || !PARAMS.includes(others[0])) return null;
      param = others[0];
      if (ranges.some((range) => range.letter !== param)) return null;
      continue;
    }
    if (!body) return null;
    // 「曲线 y=f(x)」 right after f's definition names its graph
    if (new RegExp(`^y\\s*=\\s*${name}\\s*\\(\\s*x\\s*\\)$`).test(f)) continue;
    // 「f(x)=x/(x+a) (a>0)」: the range the constant is given in keeps only the roots inside it
    const range = new RegExp(`^\\(?\\s*${param}\\s*(>|<|\\\\geq|\\\\leq|\\\\neq)\\s*(-?\\d+(?:\\.\\d+)?)\\s*\\)?$`).exec(f);
    if (range && !ranges.length) {
      const bound = Number(range[2]);
      const rel = range[1];
      ranges.push({
        letter: param,
        latex: `${param}${rel === '>' || rel === '<' ? rel : ` ${rel} `}${range[2]}`,
        holds: (v) => RELATION[rel](v, bound),
      });
      continue;
    }
    if (f === param && /则\s*(?:实数|常数)?\s*$/.test(prose.slice(0, at))) {
      askParam = true;
      continue;
    }
    const derivative = new RegExp(`^${name}\\s*(?:\\^\\s*\\{\\s*\\\\prime\\s*\\}|')\\s*\\((.+)\\)\\s*=\\s*(.+)$`, 's').exec(f);
    if (derivative) {
      const x0 = constant(derivative[1]);
      const value = constant(derivative[2]);
      if (!x0 || !value) return null;
      conditions.push({ kind: 'slope', x0, x0Latex: derivative[1].trim(), value, valueLatex: derivative[2].trim() });
      continue;
    }
    // the point of tangency: "在点 (1, f(1)) 处", "在 x=1 处"
    const point = /^\(\s*([^,]+?)\s*,\s*(.+?)\s*\)$/s.exec(f);
    const xeq = /^x\s*=\s*(.+)$/.exec(f);
    if ((point || xeq) && /在点?\s*$/.test(before) && /^\s*处/.test(after)) {
      const src = point ? point[1] : xeq![1];
      const x0 = constant(src);
      if (!x0 || at0) return null;
      // the second coordinate is f(x₀) itself, or 「(1, a)」 the value f(x₀) takes, checked once the constant is found
      const named = new RegExp(`^${name}\\s*\\(\\s*${src.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&')}\\s*\\)$`).test(point?.[2].trim() ?? '');
      if (point && !named) {
        try {
          onCurve = parseExpr(point[2].trim());
        } catch {
          return null;
        }
        if ([...freeVars(onCurve)].some((v) => v !== param)) return null;
      }
      at0 = { x0, x0Latex: src.trim() };
      continue;
    }
    if (point && /过点\s*$/.test(before) && at0) {
      const px = constant(point[1]);
      const py = constant(point[2]);
      if (!px || !py) return null;
      conditions.push({ kind: 'through', ...at0, px, py, pointLatex: `(${point[1].trim()},${point[2].trim()})` });
      continue;
    }
    const slope = constant(f);
    if (slope && /斜率(?:为|是|等于)\s*$/.test(prose.slice(0, at)) && at0) {
      conditions.push({ kind: 'slope', ...at0, value: slope, valueLatex: f });
      continue;
    }
    return null;
  }
  if (!body || !askParam || conditions.length !== 1) return null;
  const cond = conditions[0];
  // a point of tangency is only read where a tangent line is spoken of
  if (at0 && !/切线/.test(prose)) return null;
  const g = body;
  const P = param;
  const x0 = evaluate(cond.x0, {});
  if (!Number.isFinite(x0)) return null;
  const F = (x: number, p: number) => evaluate(g, { x, [P]: p });
  const D = (x: number, p: number) => numDerivative((t) => F(t, p), x);
  let gap: (p: number) => number;
  if (cond.kind === 'slope') {
    const v = evaluate(cond.value, {});
    gap = (p) => D(x0, p) - v;
  } else {
    const [X, Y] = [evaluate(cond.px, {}), evaluate(cond.py, {})];
    gap = (p) => F(x0, p) + D(x0, p) * (X - x0) - Y;
  }
  const scanned = candidates(gap, 0.1, 0.002);
  if (!scanned) return null;
  const roots = [...scanned, ...touchingRoots(gap)];
  const p = prepare(text0, problemType);
  const found: Array<{ node: Node; latex: string; v: number }> = [];
  for (const r0 of roots) {
    const r = snapped(r0, gap);
    const e = recognise(r);
    // the scan also reports near-misses beside a pole, where the condition does not hold
    if (Math.abs(gap(e ? evaluate(e.node, {}) : r)) > 1e-8) continue;
    if (!e) return refuse(p, `解出的 ${im(P)} 不是能精确写出的数，为避免给出错误答案，暂不作答。`);
    const v = evaluate(e.node, {});
    if (ranges.some((range) => !range.holds(v))) continue;
    if (!found.some((o) => close(o.v, v))) found.push({ ...e, v });
  }
  if (!found.length) return refuse(p, `按题目的条件解不出 ${im(P)}，为避免给出错误答案，暂不作答。`);
  if (found.length > 1) return refuse(p, `${im(P)} 有不止一个可能的值，题目没有说清取哪一个，为避免给出错误答案，暂不作答。`);
  const root = found[0];
  // 「在点 (1, a) 处」: the point must lie on the curve for the constant found, or the question contradicts itself
  if (onCurve && !close(evaluate(g, { x: x0, [P]: root.v }), evaluate(onCurve, { [P]: root.v }), 1e-9)) return null;
  // Independent check: the compute engine differentiates f with the constant substituted.
  const h = substitute(g, P, root.node);
  const s = symbolic(h, cond.x0);
  const ok =
    cond.kind === 'slope'
      ? close(s.d, ceNumber(toJson(cond.value)), 1e-8)
      : close(s.f + s.d * (evaluate(cond.px, {}) - x0), evaluate(cond.py, {}), 1e-8);
  if (!ok) return refuse(p, '算出的结果没有通过验算，为避免给出错误答案，暂不作答。');
  if (cond.kind === 'slope' && parallelIsTangent(text0, s.f - s.d * x0))
    return refuse(
      p,
      `当 ${im(`${P}=${root.latex}`)} 时切线与所给直线重合，不是平行，这样的 ${im(P)} 不存在，为避免给出错误答案，暂不作答。`,
    );
  const fx = `${name}^{\\prime}(x)`;
  const written = tangentConditionSteps(
    name,
    bodyLatex,
    g,
    P,
    cond.x0,
    cond.x0Latex,
    cond.kind === 'slope' ? { slope: cond.valueLatex } : { px: cond.px, py: cond.py, pointLatex: cond.pointLatex },
  );
  const steps: string[] = written ?? [`${im(`${name}(x)=${bodyLatex}`)}，对 ${im('x')} 求导得 ${im(fx)}，其中含有 ${im(P)}。`];
  if (written) {
    // the equation in the letter is already written out
  } else if (cond.kind === 'slope')
    steps.push(
      `由题意 ${im(`${name}^{\\prime}(${cond.x0Latex})=${cond.valueLatex}`)}（切线的斜率就是该点的导数值），这是关于 ${im(P)} 的方程。`,
    );
  else
    steps.push(
      `切线方程为 ${im(`y-${name}(${cond.x0Latex})=${name}^{\\prime}(${cond.x0Latex})(x-${cond.x0Latex})`)}，它过点 ${im(cond.pointLatex)}，代入得关于 ${im(P)} 的方程。`,
    );
  steps.push(ranges.length ? `解得满足 ${im(ranges[0].latex)} 的只有 ${dm(`${P}=${root.latex}`)}` : `解得 ${dm(`${P}=${root.latex}`)}`);
  return solved(p, {
    engine: 'functions:param-derivative',
    idea: `导数的几何意义：在某点的导数值就是该点切线的斜率；由所给条件列出关于 ${im(P)} 的方程。`,
    steps,
    finalAnswer: im(`${P}=${root.latex}`),
    verificationNote: `把 ${im(`${P}=${root.latex}`)} 代回，用符号求导重新计算 ${im(`${name}^{\\prime}(${cond.x0Latex})`)}${cond.kind === 'through' ? `和 ${im(`${name}(${cond.x0Latex})`)}` : ''}，所给条件成立。`,
    value: { kind: 'numbers', values: [root.v] },
  });
}
