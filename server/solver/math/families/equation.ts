import { type Node, sub } from '../expression/ast';
import { solveAbsEquation, solveRadicalEquation } from '../equations/caseequation';
import type { EquationSolution } from '../equations/eqtypes';
import { solveExpEquation } from '../equations/expequation';
import { dm, im, refuse, solved } from '../write/format';
import { solveGeneralEquation } from '../equations/generalequation';
import { toLatex } from '../write/latex';
import { solveLogEquation } from '../equations/logequation';
import { solvePolyEquation } from '../equations/polyequation';
import { evaluate } from '../compute/evaluate';
import { evalExact } from '../numbers/exact';
import { type IneqOp, isIneqOp, linkHolds } from '../equations/ineqsolve';
import { functionDefinition, isLoneVar, type ParsedSegment, parseSegments, varsOf } from '../expression/segments';
import { NO_REAL_SOLUTION, rootsLatex, vl } from '../write/show';
import type { Family, MathOutcome, MathProblem } from '../expression/types';
import { unexplained } from '../expression/vocab';

export const EQUATION_WORDS = [
  '解方程',
  '分式方程',
  '无理方程',
  '指数方程',
  '对数方程',
  '一元二次方程',
  '一元一次方程',
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
  '已知',
  '且',
  '其中',
  '满足',
  'を解け',
  'を解きなさい',
  '方程式',
  '解きなさい',
];

const CHECK_FAILED = '算出的结果没有通过验算，为避免给出错误答案，暂不作答。';

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
      answerLatex: rootsLatex(
        v,
        poly.roots.map((r) => r.node),
        poly.doubleRoot,
      ),
    };
  }
  return (
    solveExpEquation(lhs, rhs, v) ??
    solveLogEquation(lhs, rhs, v) ??
    solveAbsEquation(lhs, rhs, v) ??
    solveRadicalEquation(lhs, rhs, v) ??
    solveGeneralEquation(lhs, rhs, v)
  );
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

/** Keeps the roots that satisfy side conditions such as x > 0; null when a root sits on a boundary. */
function applyConditions(sol: EquationSolution, conds: ParsedSegment[], v: string): EquationSolution | null {
  if (!conds.length) return sol;
  const keep: number[] = [];
  for (let i = 0; i < sol.roots.length; i++) {
    let ok = true;
    for (const c of conds) {
      for (let k = 0; k < c.ops.length; k++) {
        let h = linkHolds(c.exprs[k], c.ops[k] as IneqOp, c.exprs[k + 1], v, sol.approx[i]);
        const gap = Math.abs(evaluate(sub(c.exprs[k], c.exprs[k + 1]), { [v]: sol.approx[i] }));
        if (gap < 1e-9) h = exactHolds(c.exprs[k], c.ops[k] as IneqOp, c.exprs[k + 1], v, sol.roots[i]);
        if (h === null) return null;
        ok &&= h;
      }
    }
    if (ok) keep.push(i);
  }
  const dropped = sol.roots.filter((_, i) => !keep.includes(i));
  const condLatex = conds.map((c) => c.exprs.map((e, i) => (i ? `${OPS[c.ops[i - 1]]} ${toLatex(e)}` : toLatex(e))).join(' ')).join(',\\ ');
  const roots = keep.map((i) => sol.roots[i]);
  return {
    ...sol,
    roots,
    approx: keep.map((i) => sol.approx[i]),
    steps: [
      ...sol.steps,
      dropped.length
        ? `由条件 ${im(condLatex)}，舍去 ${dropped.map((r) => im(`${vl(v)} = ${toLatex(r)}`)).join('、')}。`
        : `所得的解都满足条件 ${im(condLatex)}。`,
    ],
    answerLatex: rootsLatex(v, roots),
  };
}

/** Exact comparison for a rational root on a boundary (x ≥ 2 at x = 2). */
function exactHolds(a: Node, op: IneqOp, b: Node, v: string, root: Node): boolean | null {
  if (root.k !== 'num') return null;
  const l = evalExact(a, { [v]: root.v });
  const r = evalExact(b, { [v]: root.v });
  if (!l || !r) return null;
  const c = l.cmp(r);
  return op === '<' ? c < 0 : op === '<=' ? c <= 0 : op === '>' ? c > 0 : c >= 0;
}

const OPS: Record<string, string> = { '<': '<', '>': '>', '<=': '\\le', '>=': '\\ge' };

export const equationFamily: Family = (p) => {
  const segs = parseSegments(p);
  if (!segs) return null;
  const eqs = segs.filter((s) => s.ops.length === 1 && s.ops[0] === '=');
  const conds = segs.filter((s) => s.ops.length > 0 && s.ops.every(isIneqOp));
  const rels = segs.filter((s) => s.ops.length > 0);
  if (eqs.length !== 1 || rels.length !== eqs.length + conds.length) return null;
  if (functionDefinition(eqs[0].src)) return null;
  const [lhs, rhs] = eqs[0].exprs;
  const vars = varsOf([lhs, rhs]);
  if (vars.length !== 1) return null;
  if (!conds.every((c) => varsOf(c.exprs).join() === vars[0])) return null;
  const others = segs.filter((s) => s !== eqs[0] && !conds.includes(s));
  if (!others.every((s) => isLoneVar(s) && varsOf(s.exprs)[0] === vars[0])) return null;
  const rest = unexplained(p.prose, EQUATION_WORDS);
  if (rest) return null;
  let sol: EquationSolution | { refuse: string } | null;
  try {
    sol = solveSingleEquation(lhs, rhs, vars[0]);
  } catch {
    sol = { refuse: CHECK_FAILED };
  }
  if (!sol) return refuse(p, `目前无法可靠地解方程 $${toLatex(sub(lhs, rhs))} = 0$，为避免给出错误答案，暂不作答。`);
  if ('refuse' in sol) return refuse(p, sol.refuse);
  const filtered = applyConditions(sol, conds, vars[0]);
  if (!filtered) return refuse(p, '有解恰好落在题目条件的边界上，目前无法可靠判断，暂不作答。');
  return equationOutcome(p, lhs, rhs, filtered);
};
