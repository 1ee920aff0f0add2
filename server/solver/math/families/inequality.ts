import { dm, refuse, solved } from '../write/format';
import { checkPredicate, type IneqOp, isIneqOp, linkHolds, solveRationalInequality } from '../equations/ineqsolve';
import { contains, type ExactInterval, intersect, setLatex, toNumeric } from '../equations/intervals';
import { toLatex } from '../write/latex';
import { isLoneVar, parseSegments, varsOf } from '../expression/segments';
import type { Family } from '../expression/types';
import { unexplained } from '../expression/vocab';

const WORDS = ['解不等式', '不等式', '的解集', '解集', '取值范围', '范围', '满足', '实数', 'を解け', '不等式を解け', 'desigualdad'];

const OP_LATEX: Record<string, string> = { '<': '<', '>': '>', '<=': '\\le', '>=': '\\ge' };

export const inequalityFamily: Family = (p) => {
  const segs = parseSegments(p);
  if (!segs) return null;
  const rels = segs.filter((s) => s.ops.length > 0);
  if (rels.length !== 1 || !rels[0].ops.every(isIneqOp) || rels[0].ops.length > 2) return null;
  const { exprs, ops } = rels[0];
  const vars = varsOf(exprs);
  if (vars.length !== 1) return null;
  const v = vars[0];
  if (!segs.filter((s) => s !== rels[0]).every((s) => isLoneVar(s) && varsOf(s.exprs)[0] === v)) return null;
  if (unexplained(p.prose, WORDS)) return null;
  const display = exprs.map((e, i) => (i === 0 ? toLatex(e) : `${OP_LATEX[ops[i - 1]]} ${toLatex(e)}`)).join(' ');

  let set: ExactInterval[] | null = null;
  const steps: string[] = [];
  for (let i = 0; i < ops.length; i++) {
    const r = solveRationalInequality(exprs[i], ops[i] as IneqOp, exprs[i + 1], v);
    if (!r) return refuse(p, '目前只能解多项式不等式和分式不等式，这道题暂不作答。');
    if ('refuse' in r) return refuse(p, r.refuse);
    if (ops.length > 1) steps.push(`先解 ${`$${toLatex(exprs[i])} ${OP_LATEX[ops[i]]} ${toLatex(exprs[i + 1])}$`}：`);
    steps.push(...r.steps);
    set = set ? intersect(set, r.set) : r.set;
  }
  if (!set) return null;
  if (ops.length > 1) steps.push(`取两部分的交集，得解集 $${setLatex(set)}$。`);

  const numeric = toNumeric(set);
  const critical = numeric.flatMap((i) => [i.lo, i.hi]).filter(Number.isFinite);
  const pred = (x: number) => {
    let all = true;
    for (let i = 0; i < ops.length; i++) {
      const h = linkHolds(exprs[i], ops[i] as IneqOp, exprs[i + 1], v, x);
      if (h === null) return null;
      all &&= h;
    }
    return all;
  };
  if (!checkPredicate(pred, (x) => contains(numeric, x), critical)) {
    return refuse(p, '算出的结果没有通过验算，为避免给出错误答案，暂不作答。');
  }
  return solved(p, {
    engine: 'inequality',
    idea: `解不等式 ${dm(display)}先移项化为“一边为 0”的形式，求出临界点，再用穿根法（列表判断符号）确定解集。`,
    steps,
    finalAnswer: `$${setLatex(set)}$`,
    verificationNote: '已在数轴上大量取点（含临界点附近）逐一代入原不等式检验，结果与解集一致。',
    value: { kind: 'interval', intervals: numeric },
  });
};
