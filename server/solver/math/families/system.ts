import { type Node, sub } from '../expression/ast';
import { evaluate } from '../compute/evaluate';
import { dm, im, refuse, solved } from '../write/format';
import { toLatex } from '../write/latex';
import { circled, eliminate, type Row, rowLatex } from '../equations/linsolve';
import { MPoly, toPoly } from '../polynomials/mpoly';
import { solvePolyEquation } from '../equations/polyequation';
import { Rat } from '../expression/rational';
import { replaceNodes } from '../expression/replace';
import { isLoneVar, parseSegments, varsOf } from '../expression/segments';
import { vl } from '../write/show';
import { Surd } from '../numbers/surd';
import type { Family, MathOutcome, MathProblem } from '../expression/types';
import { unexplained } from '../expression/vocab';

const WORDS = ['解方程组', '方程组', '二元一次', '三元一次', '二元二次', '的解', '解', '连立方程式', 'を解け', 'sistema'];
const CHECK_FAILED = '算出的结果没有通过验算，为避免给出错误答案，暂不作答。';

function casesLatex(vars: string[], vals: string[]): string {
  return `\\begin{cases} ${vars.map((v, i) => `${vl(v)} = ${vals[i]}`).join(' \\\\ ')} \\end{cases}`;
}

function satisfiesAll(eqs: Array<[Node, Node]>, vars: string[], vals: number[]): boolean {
  const env = Object.fromEntries(vars.map((v, i) => [v, vals[i]]));
  return eqs.every(([l, r]) => {
    const a = evaluate(l, env);
    const b = evaluate(r, env);
    return Number.isFinite(a) && Number.isFinite(b) && Math.abs(a - b) <= 1e-8 * Math.max(1, Math.abs(a), Math.abs(b));
  });
}

function linearSystem(p: MathProblem, eqs: Array<[Node, Node]>, polys: MPoly[], vars: string[]): MathOutcome {
  const rows: Row[] = polys.map((q, i) => ({
    a: vars.map((v) => {
      let c = Rat.ZERO;
      for (const t of q.terms.values()) if (t.m.length === 1 && t.m[0][0] === v) c = c.add(t.c);
      return c;
    }),
    b: (q.terms.get('')?.c ?? Rat.ZERO).neg(),
    label: circled(i),
  }));
  const res = eliminate(rows, vars);
  const intro = `把方程组整理为${dm(`\\begin{cases} ${rows.map((r) => `${rowLatex(r, vars)} & ${r.label}`).join(' \\\\ ')} \\end{cases}`)}`;
  if (res.kind === 'infinite') return refuse(p, '这个方程组有无穷多组解（方程之间不独立），目前暂不处理这种情况。');
  if (res.kind !== 'unique') {
    return solved(p, {
      engine: 'linear-system',
      idea: '用加减消元法逐步消去未知数。',
      steps: [intro, ...res.steps],
      finalAnswer: '方程组无解',
      verificationNote: '消元过程为精确的有理数运算，得到矛盾等式，说明方程组无解。',
      value: { kind: 'tuples', vars, tuples: [] },
    });
  }
  // Exact check in every original equation.
  const env = Object.fromEntries(vars.map((v, i) => [v, res.values[i]]));
  if (!polys.every((q) => q.evalAt(env)?.isZero())) return refuse(p, CHECK_FAILED);
  const nums = res.values.map((r) => r.toNumber());
  if (!satisfiesAll(eqs, vars, nums)) return refuse(p, CHECK_FAILED);
  return solved(p, {
    engine: 'linear-system',
    idea: '用加减消元法逐步消去未知数，再回代求出其余未知数。',
    steps: [intro, ...res.steps],
    finalAnswer: `$${casesLatex(
      vars,
      res.values.map((r) => r.toLatex()),
    )}$`,
    verificationNote: '已将解精确代入原方程组的每个方程验证，全部成立。',
    value: { kind: 'tuples', vars, tuples: [nums] },
  });
}

/** Two equations, one linear: solve the linear one for a variable and substitute. */
function substitutionSystem(p: MathProblem, eqs: Array<[Node, Node]>, polys: MPoly[], vars: string[]): MathOutcome | null {
  if (vars.length !== 2 || eqs.length !== 2) return null;
  const li = polys.findIndex((q) => q.totalDegree() === 1);
  if (li < 0) return null;
  const lin = polys[li];
  const other = eqs[1 - li];
  // Prefer the variable with coefficient ±1.
  const coefOf = (v: string) => {
    let c = Rat.ZERO;
    for (const t of lin.terms.values()) if (t.m.length === 1 && t.m[0][0] === v) c = c.add(t.c);
    return c;
  };
  const cands = vars.filter((v) => !coefOf(v).isZero()).sort((a, b) => coefOf(a).abs().cmp(coefOf(b).abs()));
  if (!cands.length) return null;
  const y = cands.find((v) => coefOf(v).abs().isOne()) ?? cands[0];
  const x = vars.find((v) => v !== y)!;
  const cy = coefOf(y);
  // y = -(lin - cy·y)/cy
  const restPoly = lin.sub(MPoly.variable(y).scale(cy)).scale(cy.inv().neg());
  const a = restPoly.terms.get('')?.c ?? Rat.ZERO;
  const b = restPoly.univariate(x)?.[1] ?? Rat.ZERO;
  const yExpr = restPoly.toNode([x]);
  const substituted = sub(
    replaceNodes(other[0], (m) => (m.k === 'var' && m.name === y ? yExpr : undefined)),
    replaceNodes(other[1], (m) => (m.k === 'var' && m.name === y ? yExpr : undefined)),
  );
  const inner = solvePolyEquation(substituted, { k: 'num', v: Rat.ZERO }, x);
  if (!inner) return null;
  if ('refuse' in inner) return refuse(p, inner.refuse);
  const sols: Array<{ xs: Surd; ys: Surd }> = [];
  for (const r of inner.roots) {
    if (!r.surd) return refuse(p, CHECK_FAILED);
    sols.push({ xs: r.surd, ys: Surd.rat(a).add(Surd.rat(b).mul(r.surd)) });
  }
  const order = [x, y].sort();
  const tuples = sols.map((s) => order.map((v) => (v === x ? s.xs.toNumber() : s.ys.toNumber())));
  if (!tuples.every((t) => satisfiesAll(eqs, order, t))) return refuse(p, CHECK_FAILED);
  const steps = [
    `由 ${circled(li)} 得 ${im(`${vl(y)} = ${toLatex(yExpr)}`)} ③`,
    `把 ③ 代入 ${circled(1 - li)}，得 ${dm(`${toLatex(substituted)} = 0`)}`,
    ...inner.steps,
    ...sols.map((s) => `把 ${im(`${vl(x)} = ${toLatex(s.xs.toNode())}`)} 代入 ③，得 ${im(`${vl(y)} = ${toLatex(s.ys.toNode())}`)}。`),
  ];
  const answer = sols.length
    ? sols
        .map(
          (s) =>
            `$${casesLatex(
              order,
              order.map((v) => toLatex((v === x ? s.xs : s.ys).toNode())),
            )}$`,
        )
        .join(' 或 ')
    : '方程组无实数解';
  return solved(p, {
    engine: 'substitution-system',
    idea: '方程组中有一个一次方程，用代入消元法化为一元方程求解。',
    steps,
    finalAnswer: answer,
    verificationNote: '已将每组解代入原方程组的每个方程验证；代入消元是同解变形，一元方程的实根已用斯图姆定理核对，没有遗漏。',
    value: { kind: 'tuples', vars: order, tuples },
  });
}

export const systemFamily: Family = (p) => {
  const segs = parseSegments(p);
  if (!segs) return null;
  const rels = segs.filter((s) => s.ops.length > 0);
  if (rels.length < 2 || rels.length > 4 || !rels.every((r) => r.ops.length === 1 && r.ops[0] === '=')) return null;
  if (!segs.filter((s) => !rels.includes(s)).every(isLoneVar)) return null;
  if (unexplained(p.prose, WORDS)) return null;
  const eqs = rels.map((r) => [r.exprs[0], r.exprs[1]] as [Node, Node]);
  const vars = varsOf(eqs.flat());
  if (vars.length < 2 || vars.length > 4) return null;
  if (vars.length !== eqs.length) return refuse(p, '方程的个数与未知数的个数不同，目前暂不处理这种方程组。');
  const polys = eqs.map(([l, r]) => toPoly(sub(l, r)));
  if (polys.some((q) => !q)) return refuse(p, '目前只能解多项式方程组，这道题暂不作答。');
  const ps = polys as MPoly[];
  if (ps.every((q) => q.totalDegree() <= 1)) return linearSystem(p, eqs, ps, vars);
  return substitutionSystem(p, eqs, ps, vars) ?? refuse(p, '目前只能解线性方程组和“一个一次方程加一个高次方程”的方程组。');
};
