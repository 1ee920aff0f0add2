import { evaluate } from '../../math/compute/evaluate';
import { freeVars, type Node, num, substitute } from '../../math/expression/ast';
import { formulas, proseWithSlots, stripBlank } from '../../math/expression/mathjson';
import { parseExpr, parseExprOrNull } from '../../math/expression/parser';
import { Rat } from '../../math/expression/rational';
import type { MathOutcome, MathProblem } from '../../math/expression/types';
import { im, refuse, solved } from '../../math/write/format';
import { toLatex } from '../../math/write/latex';
import { exact } from '../functions/pieces';
import { candidates } from '../functions/piecewise-inverse';

/**
 * Two lines with one unknown coefficient that are perpendicular or parallel (人教A版 选择性必修一 2.1.2):
 * "直线 x+ay+1=0 与 2x−y+3=0 垂直，则 a=" (A₁A₂+B₁B₂=0), "ax+2y+1=0 与 x+y−2=0 平行" (A₁B₂−A₂B₁=0, and the
 * lines must not coincide). Every root of the condition is found on a scan, must be rational, and is checked
 * exactly with the coefficients recomputed at that value; a value that makes the lines coincide (or one of
 * them no line at all) is dropped and said so.
 */

const PROSE = /已知|设|若|如果|直线|两直线|与|和|互相|相互|垂直|平行|则|实数|常数|的值|值|为|是|等于|[,，.。;；:：\s()（）]|_+|⟨\d+⟩/g;
const PARAMS = ['a', 'm', 'k', 't', 'n'];

export interface Coef {
  A: Node;
  B: Node;
  C: Node;
  tex: string;
}

/** A, B, C of an equation linear in x and y: read off at x, y = 0, 1 and checked at other points. */
export function coefficients(src: string, p: string): Coef | null {
  const eq = /^(?:[a-zA-Z](?:_\{?\d\}?)?\s*:)?\s*(.+?)=(.+)$/s.exec(src);
  if (!eq) return null;
  const e = parseExprOrNull(`${eq[1]}-(${eq[2]})`);
  if (!e) return null;
  const vars = freeVars(e);
  for (const v of vars) if (v !== 'x' && v !== 'y' && v !== p) return null;
  const at = (x: number, y: number) => substitute(substitute(e, 'x', num(x)), 'y', num(y));
  const C = at(0, 0);
  const A: Node = { k: 'add', args: [at(1, 0), { k: 'neg', arg: C }] };
  const B: Node = { k: 'add', args: [at(0, 1), { k: 'neg', arg: C }] };
  // linear in x and y for several values of the coefficient
  for (const pv of [0.37, -1.9, 2.3]) {
    for (const [x, y] of [
      [2, 3],
      [-1.5, 0.7],
      [4, -2],
    ]) {
      const want = evaluate(A, { [p]: pv }) * x + evaluate(B, { [p]: pv }) * y + evaluate(C, { [p]: pv });
      const got = evaluate(e, { x, y, [p]: pv });
      if (!(Math.abs(want - got) < 1e-9 * Math.max(1, Math.abs(got)))) return null;
    }
  }
  return { A, B, C, tex: eq[0].replace(/^[a-zA-Z](?:_\{?\d\}?)?\s*:\s*/, '') };
}

export function lineParameter(text: string, mp: MathProblem): MathOutcome | null {
  const prose = proseWithSlots(text);
  if (prose.replace(PROSE, '').trim()) return null;
  const perp = /垂直/.test(prose);
  const par = /平行/.test(prose);
  if (perp === par) return null;
  const fs = formulas(text).map((f) => stripBlank(f.trim()));
  const eqs = fs.filter((f) => f.includes('='));
  const rest = fs.filter((f) => !f.includes('='));
  if (eqs.length !== 2) return null;
  const p = theOneParameter(eqs, PARAMS);
  if (!p) return null;
  // what is asked: the coefficient itself (「则 a=」「a 的值为」); line names l₁, l₂ may be written alone
  if (!rest.every((f) => f === p || /^[a-zA-Z](?:_\{?\d\}?)?$/.test(f)) || !rest.includes(p)) return null;
  const L = eqs.map((f) => coefficients(f, p));
  if (L.some((x) => !x)) return null;
  const [L1, L2] = L as [Coef, Coef];
  const val = (n: Node, v: number) => evaluate(n, { [p]: v });
  const g = perp
    ? (v: number) => val(L1.A, v) * val(L2.A, v) + val(L1.B, v) * val(L2.B, v)
    : (v: number) => val(L1.A, v) * val(L2.B, v) - val(L2.A, v) * val(L1.B, v);
  const roots = candidates(g, 0.1, 0.002);
  if (!roots) return null;
  const ex = (n: Node, r: Rat) => exact(substitute(n, p, num(r)), Rat.ZERO);
  const kept: Rat[] = [];
  const dropped: string[] = [];
  for (const x of roots) {
    let r: Rat | null = null;
    for (let d = 1; d <= 60 && !r; d++) {
      const n = Math.round(x * d);
      if (Math.abs(x - n / d) < 1e-7) r = Rat.of(n, d);
    }
    if (!r) return refuse(mp, `解出的 ${im(p)} 不是有理数，为避免给出错误答案，暂不作答。`);
    if (kept.some((k) => k.eq(r)) || dropped.length > 4) continue;
    const [a1, b1, c1, a2, b2, c2] = [L1.A, L1.B, L1.C, L2.A, L2.B, L2.C].map((n) => ex(n, r as Rat));
    if (!a1 || !b1 || !c1 || !a2 || !b2 || !c2) return null;
    if ((a1.isZero() && b1.isZero()) || (a2.isZero() && b2.isZero())) {
      dropped.push(`${im(`${p}=${r.toLatex()}`)} 时方程不表示直线`);
      continue;
    }
    const cond = perp ? a1.mul(a2).add(b1.mul(b2)) : a1.mul(b2).sub(a2.mul(b1));
    if (!cond.isZero()) return null;
    if (par && a1.mul(c2).sub(a2.mul(c1)).isZero() && b1.mul(c2).sub(b2.mul(c1)).isZero()) {
      dropped.push(`${im(`${p}=${r.toLatex()}`)} 时两直线重合`);
      continue;
    }
    kept.push(r);
  }
  if (!kept.length) return refuse(mp, `没有满足条件的 ${im(p)}，请核对题目。`);
  if (kept.length > 2) return null;
  const show = kept.map((r) => r.toLatex()).join('\\text{ 或 }');
  const A1 = toLatex(L1.A);
  const B1 = toLatex(L1.B);
  const A2 = toLatex(L2.A);
  const B2 = toLatex(L2.B);
  const steps = [
    `两直线 ${im(L1.tex)}、${im(L2.tex)} 中 ${im('x')}、${im('y')} 的系数分别为 ${im(`A_1=${A1},B_1=${B1}`)}，${im(`A_2=${A2},B_2=${B2}`)}。`,
    perp
      ? `两直线垂直 ${im('\\Leftrightarrow A_1A_2+B_1B_2=0')}：${im(`(${A1})(${A2})+(${B1})(${B2})=0`)}，解得 ${im(`${p}=${show}`)}${dropped.length ? `（${dropped.join('，')}，舍去）` : ''}。`
      : `两直线平行 ${im('\\Rightarrow A_1B_2-A_2B_1=0')}：${im(`(${A1})(${B2})-(${A2})(${B1})=0`)}，${dropped.length ? `其中${dropped.join('，')}，舍去；` : ''}得 ${im(`${p}=${show}`)}。`,
  ];
  return solved(mp, {
    engine: 'analytic-geometry:lines',
    idea: perp ? '两直线垂直的条件 A₁A₂+B₁B₂=0。' : '两直线平行的条件 A₁B₂−A₂B₁=0，并排除两直线重合的情形。',
    steps,
    finalAnswer: im(`${p}=${show}`),
    verificationNote: `把 ${im(`${p}=${show}`)} 代回两直线方程，重新计算系数，${perp ? '垂直' : '平行且不重合'}的条件精确成立。`,
    value: { kind: 'numbers', values: kept.map((r) => r.toNumber()) },
  });
}

/**
 * The one letter other than x and y in equations of lines or curves (a name such as l₁: before an equation is
 * dropped), when it is one of `params`; null when there is none, more than one, or an equation does not parse.
 */
export function theOneParameter(equations: string[], params: readonly string[]): string | null {
  const letters = new Set<string>();
  for (const f of equations) {
    try {
      const [l, r] = f.replace(/^[a-zA-Z](?:_\{?\d\}?)?\s*:/, '').split('=');
      for (const v of freeVars(parseExpr(`${l}-(${r})`))) if (v !== 'x' && v !== 'y') letters.add(v);
    } catch {
      return null;
    }
  }
  if (letters.size !== 1) return null;
  const p = [...letters][0];
  return params.includes(p) ? p : null;
}
