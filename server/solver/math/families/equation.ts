import { type Node, sub } from '../ast';
import type { EquationSolution } from '../eqtypes';
import { solveExpEquation } from '../expequation';
import { dm, refuse, solved } from '../format';
import { solveGeneralEquation } from '../generalequation';
import { toLatex } from '../latex';
import { solveLogEquation } from '../logequation';
import { solvePolyEquation } from '../polyequation';
import { functionDefinition, isLoneVar, parseSegments, varsOf } from '../segments';
import { NO_REAL_SOLUTION, rootsLatex } from '../show';
import type { Family, MathOutcome, MathProblem } from '../types';
import { unexplained } from '../vocab';

export const EQUATION_WORDS = [
  '解方程',
  '方程',
  '的解',
  '解集',
  '实数根',
  '实根',
  '实数解',
  '根',
  '求解',
  '关于',
  '未知数',
  '所有',
  '全部',
  'を解け',
  'を解きなさい',
  '方程式',
  '解きなさい',
];

const CHECK_FAILED = '离线求解器的验算没有通过，为避免给出错误答案，暂不作答。';

/** Exact polynomial/rational first, then exponential and logarithmic substitutions, then the general engine. */
export function solveSingleEquation(lhs: Node, rhs: Node, v: string): EquationSolution | { refuse: string } | null {
  const poly = solvePolyEquation(lhs, rhs, v);
  if (poly) {
    if ('refuse' in poly) return poly;
    return {
      steps: poly.steps,
      roots: poly.roots.map((r) => r.node),
      approx: poly.roots.map((r) => r.approx),
      engine: poly.engine,
      note: poly.note,
      answerLatex: rootsLatex(v, poly.roots.map((r) => r.node), poly.doubleRoot),
    };
  }
  return solveExpEquation(lhs, rhs, v) ?? solveLogEquation(lhs, rhs, v) ?? solveGeneralEquation(lhs, rhs, v);
}

export function equationOutcome(p: MathProblem, lhs: Node, rhs: Node, sol: EquationSolution): MathOutcome {
  const finalAnswer = sol.roots.length ? `$${sol.answerLatex}$` : NO_REAL_SOLUTION;
  return solved(p, {
    engine: sol.engine,
    idea: `求方程 ${dm(`${toLatex(lhs)} = ${toLatex(rhs)}`)}的全部实数解。`,
    steps: sol.steps,
    finalAnswer,
    verificationNote: sol.note,
    value: { kind: 'numbers', values: sol.approx },
  });
}

export const equationFamily: Family = (p) => {
  const segs = parseSegments(p);
  if (!segs) return null;
  const rels = segs.filter((s) => s.ops.length > 0);
  if (rels.length !== 1 || rels[0].ops.length !== 1 || rels[0].ops[0] !== '=') return null;
  if (functionDefinition(rels[0].src)) return null;
  const [lhs, rhs] = rels[0].exprs;
  const vars = varsOf([lhs, rhs]);
  if (vars.length !== 1) return null;
  const others = segs.filter((s) => s !== rels[0]);
  if (!others.every((s) => isLoneVar(s) && varsOf(s.exprs)[0] === vars[0])) return null;
  const rest = unexplained(p.prose, EQUATION_WORDS);
  if (rest) return null;
  let sol: EquationSolution | { refuse: string } | null;
  try {
    sol = solveSingleEquation(lhs, rhs, vars[0]);
  } catch {
    sol = { refuse: CHECK_FAILED };
  }
  if (!sol) return refuse(p, `离线求解器无法可靠地解方程 $${toLatex(sub(lhs, rhs))} = 0$，为避免给出错误答案，暂不作答。`);
  if ('refuse' in sol) return refuse(p, sol.refuse);
  return equationOutcome(p, lhs, rhs, sol);
};
