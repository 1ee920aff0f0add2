import { evaluate } from '../../math/compute/evaluate';
import { solveRationalInequality } from '../../math/equations/ineqsolve';
import { contains, type ExactInterval, intersect, setLatex, toNumeric } from '../../math/equations/intervals';
import { add, children, freeVars, type Node, num, pow } from '../../math/expression/ast';
import { formulas, proseWithSlots } from '../../math/expression/mathjson';
import { parseExprOrNull } from '../../math/expression/parser';
import type { MathOutcome } from '../../math/expression/types';
import { prepare } from '../../math/index';
import { dm, im, refuse, solved } from '../../math/write/format';
import { toLatex } from '../../math/write/latex';
import type { ProblemType } from '../../types';

interface Need {
  /** the condition, as "expr op 0" */
  expr: Node;
  op: '>' | '>=';
  why: string;
}

/** g with "den ≠ 0 ⇔ g ≠ 0" (√u ≠ 0 ⇔ u ≠ 0, log u ≠ 0 ⇔ u − 1 ≠ 0), when g is simpler. */
function nonZero(den: Node): Node | null {
  if (den.k === 'root') return nonZero(den.arg);
  if (den.k === 'log' || (den.k === 'fn' && den.name === 'ln')) return add(den.arg, num(-1));
  if (den.k === 'mul' || den.k === 'fn' || den.k === 'pow')
    return den.k === 'pow' && den.exp.k === 'num' && den.exp.v.sign() > 0 ? nonZero(den.base) : den.k === 'mul' ? den : null;
  return den;
}

/** The conditions for every part of f to be defined: even roots ≥ 0, log arguments > 0, denominators ≠ 0. */
function needs(n: Node, out: Need[]): boolean {
  switch (n.k) {
    case 'root':
      if (n.index % 2 === 0) out.push({ expr: n.arg, op: '>=', why: '偶次根式的被开方数非负' });
      break;
    case 'log':
      if (freeVars(n.base).size) return false;
      out.push({ expr: n.arg, op: '>', why: '对数的真数大于 0' });
      break;
    case 'fn':
      if (n.name === 'ln') out.push({ expr: n.arg, op: '>', why: '对数的真数大于 0' });
      else if (n.name !== 'abs' && n.name !== 'exp' && n.name !== 'sin' && n.name !== 'cos') return false;
      break;
    case 'div':
      if (freeVars(n.den).size) {
        const z = nonZero(n.den);
        if (!z) return false;
        out.push({ expr: pow(z, num(2)), op: '>', why: '分母不为 0' });
      }
      break;
    case 'pow':
      if (freeVars(n.exp).size && freeVars(n.base).size) return false;
      if (n.exp.k === 'num' && n.exp.v.sign() < 0 && freeVars(n.base).size)
        out.push({ expr: pow(n.base, num(2)), op: '>', why: '负指数幂的底数不为 0' });
      // 0^0 has no value (人教A版 必修一 4.1); the numeric check cannot see it, as evaluate gives 1
      if (n.exp.k === 'num' && n.exp.v.sign() === 0 && freeVars(n.base).size)
        out.push({ expr: pow(n.base, num(2)), op: '>', why: '零次幂的底数不为 0' });
      if (n.exp.k === 'num' && !n.exp.v.isInteger()) {
        if (n.exp.v.d % 2n === 0n) out.push({ expr: n.base, op: n.exp.v.sign() < 0 ? '>' : '>=', why: '分数指数幂的底数非负' });
        else return false;
      }
      break;
    case 'fact':
      return false;
    default:
      break;
  }
  return children(n).every((c) => needs(c, out));
}

/**
 * Where f(v) is defined, as an exact set with a line per condition; checked by evaluating f on a fine grid and at
 * the closed ends. Null when a part of f has no rule here; a refusal when a condition cannot be solved or the check fails.
 */
export function domainOf(f: Node, v: string): { set: ExactInterval[]; lines: string[] } | { refuse: string } | null {
  const list: Need[] = [];
  if (!needs(f, list)) return null;
  let set: ExactInterval[] = [{ lo: null, hi: null, loClosed: false, hiClosed: false }];
  const lines: string[] = [];
  for (const need of list) {
    const r = solveRationalInequality(need.expr, need.op, num(0), v);
    if (!r) return null;
    if ('refuse' in r) return r;
    set = intersect(set, r.set);
    const shown =
      need.why === '分母不为 0' || need.why === '负指数幂的底数不为 0' || need.why === '零次幂的底数不为 0'
        ? `${toLatex((need.expr as { base: Node }).base)}\\ne 0`
        : `${toLatex(need.expr)}${need.op === '>' ? '>' : '\\ge '}0`;
    if (need.why === '分母不为 0' && solveRationalInequality(need.expr, '>', num(0), v) === null) return null;
    lines.push(`${need.why}：${im(shown)}，得 ${im(setLatex(r.set))}`);
  }
  if (!list.length) lines.push('解析式对一切实数都有意义');
  const failed = { refuse: '离线求解器的验算没有通过，为避免给出错误答案，暂不作答。' };
  const numeric = toNumeric(set);
  for (let k = -600; k <= 600; k++) {
    const x = k / 30 + 0.00731;
    if (Number.isFinite(evaluate(f, { [v]: x })) !== contains(numeric, x)) return failed;
  }
  for (const i of numeric) {
    for (const e of [i.lo, i.hi]) {
      if (!Number.isFinite(e)) continue;
      const closed = (e === i.lo && i.loClosed) || (e === i.hi && i.hiClosed);
      if (closed && !Number.isFinite(evaluate(f, { [v]: e }))) return failed;
    }
  }
  return { set, lines };
}

/** "函数 f(x)=√(x−1)+1/(x−2) 的定义域": the intersection of the conditions, checked by evaluating f. */
export function solveDomain(text: string, problemType: ProblemType): MathOutcome | null {
  const prose = proseWithSlots(text);
  if (!/定义域/.test(prose) || /值域|若|已知.*定义域为|范围|实数\s*[a-wyz]/.test(prose)) return null;
  const fs = formulas(text);
  const defs = fs.filter((f) => /=/.test(f));
  if (defs.length !== 1 || fs.some((f) => !/=/.test(f) && !/^\s*[fgh]\s*\(\s*x\s*\)\s*$|^\s*[xy]\s*$/.test(f))) return null;
  const m = /^\s*(?:[fgh]\s*\(\s*x\s*\)|y)\s*=\s*(.+)$/s.exec(defs[0]);
  if (!m) return null;
  const f = parseExprOrNull(m[1]);
  if (!f) return null;
  const vars = freeVars(f);
  if (vars.size !== 1 || !vars.has('x')) return null;
  const p = prepare(text, problemType);
  const d = domainOf(f, 'x');
  if (!d) return null;
  if ('refuse' in d) return refuse(p, d.refuse);
  const { set, lines } = d;
  const numeric = toNumeric(set);
  return solved(p, {
    engine: 'functions',
    idea: '定义域是使解析式有意义的自变量的取值集合：偶次根式被开方数非负，对数真数大于 0，分母不为 0，各条件同时成立。',
    steps: [...lines.map((l) => `${l}。`), `以上条件同时成立，取交集得定义域 ${dm(setLatex(set))}`],
    finalAnswer: im(setLatex(set)),
    verificationNote: '已在数轴上大量取点直接计算函数值：在所求集合内都有意义，在集合外都无意义。',
    value: { kind: 'interval', intervals: numeric },
  });
}
