import { type Node, neg, num, pow, sub } from '../expression/ast';
import { evaluate } from '../compute/evaluate';
import { dm, im } from '../write/format';
import type { EquationSolution } from './eqtypes';
import { toLatex } from '../write/latex';
import { MPoly, toPoly } from '../polynomials/mpoly';
import { solvePolyEquation } from './polyequation';
import { findNodes, replaceNodes } from '../expression/replace';
import { missedRoots, satisfies } from '../compute/rootcheck';
import { rootsLatex, vl } from '../write/show';

type Found = { node: Node; approx: number };
const REFUSE = { refuse: '算出的结果没有通过验算，为避免给出错误答案，暂不作答。' };

/** Writes lhs − rhs = a·T + R with T the single abs/sqrt term, a a number and R a polynomial; returns T and g = −R/a. */
function isolate(lhs: Node, rhs: Node, v: string, isTerm: (n: Node) => boolean): { term: Node; g: Node } | null {
  const f = sub(lhs, rhs);
  const terms = findNodes(f, isTerm);
  if (terms.length !== 1 || v === 'T') return null;
  const T = terms[0];
  const p = toPoly(replaceNodes(f, (m) => (m === T ? { k: 'var', name: 'T' } : undefined)));
  if (p?.degreeIn('T') !== 1) return null;
  const withT = [...p.terms.values()].filter((t) => t.m.some(([w]) => w === 'T'));
  if (withT.length !== 1 || withT[0].m.length !== 1) return null;
  const a = withT[0].c;
  const R = MPoly.fromTerms([...p.terms.values()].filter((t) => !t.m.some(([w]) => w === 'T')));
  return { term: T, g: R.scale(a.inv().neg()).toNode([v]) };
}

function finish(lhs: Node, rhs: Node, v: string, steps: string[], kept: Found[], engine: string): EquationSolution | { refuse: string } {
  kept.sort((a, b) => a.approx - b.approx);
  const approx = kept.map((k) => k.approx);
  if (!approx.every((x) => satisfies(lhs, rhs, v, x)) || missedRoots(lhs, rhs, v, approx).length) return REFUSE;
  return {
    steps,
    roots: kept.map((k) => k.node),
    approx,
    engine,
    note: '已将每个解代入原方程验证，并在大范围内扫描确认没有遗漏的实数解。',
    answerLatex: rootsLatex(
      v,
      kept.map((k) => k.node),
    ),
  };
}

/** |f| = g: f = g or f = −g, each with its own sign condition. */
export function solveAbsEquation(lhs: Node, rhs: Node, v: string): EquationSolution | { refuse: string } | null {
  const iso = isolate(lhs, rhs, v, (n) => n.k === 'fn' && n.name === 'abs');
  if (iso?.term.k !== 'fn' || !toPoly(iso.term.arg)) return null;
  const f = iso.term.arg;
  const { g } = iso;
  const x = vl(v);
  const steps = [`整理得 ${im(`${toLatex(iso.term)} = ${toLatex(g)}`)}，按绝对值内式子的符号分两种情况。`];
  const kept: Found[] = [];
  for (const [sign, cond, label] of [
    [1, (t: number) => t >= 0, '≥'],
    [-1, (t: number) => t < 0, '<'],
  ] as const) {
    const left = sign === 1 ? f : neg(f);
    const sol = solvePolyEquation(left, g, v);
    if (!sol || 'refuse' in sol) return sol;
    const ok = sol.roots.filter((r) => {
      const t = evaluate(f, { [v]: r.approx });
      return Math.abs(t) > 1e-9 || r.surd?.isRational() ? cond(t) : false;
    });
    const bad = sol.roots.filter((r) => !ok.includes(r));
    const condLatex = `${toLatex(f)} ${label === '≥' ? '\\ge' : '<'} 0`;
    steps.push(
      `当 ${im(condLatex)} 时，方程化为 ${im(`${toLatex(left)} = ${toLatex(g)}`)}，${
        sol.roots.length ? `解得 ${sol.roots.map((r) => im(`${x} = ${toLatex(r.node)}`)).join('、')}` : '无实数解'
      }${bad.length ? `，其中 ${bad.map((r) => im(`${x} = ${toLatex(r.node)}`)).join('、')} 不满足 ${im(condLatex)}，舍去` : ''}。`,
    );
    for (const r of ok) if (!kept.some((k) => Math.abs(k.approx - r.approx) < 1e-12)) kept.push({ node: r.node, approx: r.approx });
  }
  steps.push(
    kept.length
      ? `综上，${im(
          rootsLatex(
            v,
            kept.sort((a, b) => a.approx - b.approx).map((k) => k.node),
          ),
        )}。`
      : '综上，方程无实数解。',
  );
  return finish(lhs, rhs, v, steps, kept, 'absolute-value-equation');
}

/** √f = g: square both sides, then keep the roots with g ≥ 0. */
export function solveRadicalEquation(lhs: Node, rhs: Node, v: string): EquationSolution | { refuse: string } | null {
  const iso = isolate(lhs, rhs, v, (n) => n.k === 'root' && n.index === 2);
  if (iso?.term.k !== 'root' || !toPoly(iso.term.arg)) return null;
  const f = iso.term.arg;
  const { g } = iso;
  const x = vl(v);
  const squared = solvePolyEquation(f, pow(g, num(2)), v);
  if (!squared || 'refuse' in squared) return squared;
  const kept: Found[] = [];
  const bad: Found[] = [];
  for (const r of squared.roots) {
    const gv = evaluate(g, { [v]: r.approx });
    if (Math.abs(gv) < 1e-9 && !r.surd?.isRational()) return REFUSE;
    (gv >= 0 ? kept : bad).push({ node: r.node, approx: r.approx });
  }
  const steps = [
    `整理得 ${im(`${toLatex(iso.term)} = ${toLatex(g)}`)}，两边平方得${dm(`${toLatex(f)} = ${toLatex(pow(g, num(2)))}`)}`,
    ...squared.steps,
    bad.length
      ? `检验：${bad.map((r) => im(`${x} = ${toLatex(r.node)}`)).join('、')} 使 ${im(`${toLatex(g)} < 0`)}，不满足原方程（算术平方根非负），是增根，舍去。`
      : '检验：所得的根都满足原方程。',
  ];
  return finish(lhs, rhs, v, steps, kept, 'radical-equation');
}
