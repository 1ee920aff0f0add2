import { type Node, sub } from '../expression/ast';
import { ceSolve } from '../compute/ce';
import { evaluate } from '../compute/evaluate';
import { dm, im } from '../write/format';
import { toLatex } from '../write/latex';
import { missedRoots, satisfies } from '../compute/rootcheck';
import { rootsLatex, vl } from '../write/show';
import type { EquationSolution } from './eqtypes';

/**
 * Any other single-variable equation: candidates from the compute engine, each substituted back,
 * and a numeric scan that must find no root the candidates miss (this rejects periodic equations).
 */
export function solveGeneralEquation(lhs: Node, rhs: Node, v: string): EquationSolution | { refuse: string } | null {
  let candidates: Node[];
  try {
    candidates = ceSolve(lhs, rhs, v);
  } catch {
    return null;
  }
  const kept: Array<{ node: Node; approx: number }> = [];
  const dropped: Node[] = [];
  for (const c of candidates) {
    const x = evaluate(c);
    if (!Number.isFinite(x)) continue;
    if (satisfies(lhs, rhs, v, x)) {
      if (!kept.some((k) => Math.abs(k.approx - x) < 1e-9 * Math.max(1, Math.abs(x)))) kept.push({ node: c, approx: x });
    } else dropped.push(c);
  }
  if (!kept.length) return null;
  const approx = kept.map((k) => k.approx);
  if (missedRoots(lhs, rhs, v, approx).length) {
    return { refuse: '这个方程可能有无穷多个解或目前未能找全所有解，为避免给出不完整的答案，暂不作答。' };
  }
  kept.sort((a, b) => a.approx - b.approx);
  const x = vl(v);
  const steps = [
    `整理方程：${dm(`${toLatex(sub(lhs, rhs))} = 0`)}`,
    `用代数变形（符号计算）求得候选解 ${[...kept.map((k) => k.node), ...dropped].map((c) => im(`${x} = ${toLatex(c)}`)).join('、')}。`,
    dropped.length
      ? `代入原方程检验：${dropped.map((c) => im(`${x} = ${toLatex(c)}`)).join('、')} 不满足原方程（或不在定义域内），舍去。`
      : '代入原方程检验，候选解都满足方程。',
  ];
  return {
    steps,
    roots: kept.map((k) => k.node),
    approx: kept.map((k) => k.approx),
    engine: 'equation',
    note: '已将每个解代入原方程数值验证，并在大范围内扫描确认没有遗漏的实数解。',
    answerLatex: rootsLatex(
      v,
      kept.map((k) => k.node),
    ),
  };
}
