import { evaluate } from '../../math/compute/evaluate';
import { type IneqOp, solveRationalInequality } from '../../math/equations/ineqsolve';
import { setLatex, toNumeric } from '../../math/equations/intervals';
import { mul, type Node } from '../../math/expression/ast';
import { formulas, proseWithSlots } from '../../math/expression/mathjson';
import { parseExprOrNull } from '../../math/expression/parser';
import type { MathOutcome } from '../../math/expression/types';
import { prepare } from '../../math/index';
import { dm, im, refuse, solved } from '../../math/write/format';
import { toLatex } from '../../math/write/latex';
import type { ProblemType } from '../../types';

const OPS: Record<string, IneqOp> = {
  '>': '>',
  '<': '<',
  '\\geq': '>=',
  '\\geqslant': '>=',
  '\\ge': '>=',
  '\\leq': '<=',
  '\\leqslant': '<=',
  '\\le': '<=',
};
const OPL: Record<IneqOp, string> = { '>': '>', '<': '<', '>=': '\\geqslant', '<=': '\\leqslant' };
const FLIP: Record<IneqOp, IneqOp> = { '>': '<', '<': '>', '>=': '<=', '<=': '>=' };

function arg(s: string): Node | null {
  return parseExprOrNull(s.replace(/\\left|\\right/g, '').trim());
}

/**
 * "已知偶函数 f(x) 在 [0,+∞) 单调递减，f(2)=0，若 f(x−1)>0，则 x 的取值范围是": f(t) = f(|t|) and the
 * monotonicity on [0,+∞) turn f(u) ⋚ f(v) into |u| ⋚ |v|, i.e. u² ⋚ v².
 */
export function solveEvenMonotone(text0: string, problemType: ProblemType): MathOutcome | null {
  // "$f(x-1)>$ 0": a number typeset outside the formula it ends
  const text = text0.replace(/(>|<|\\geqslant|\\leqslant|\\geq|\\leq)\s*\$\s*(-?\d+)(?![\d.])/g, '$1 $2$$');
  const prose = proseWithSlots(text);
  if (!/偶函数/.test(prose) || /奇函数|周期|对称轴|关于/.test(prose) || !/取值范围|解集|范围/.test(prose)) return null;
  const fs = formulas(text).map((f) => f.replace(/\\left|\\right/g, '').trim());
  let mono: 'inc' | 'dec' | null = null;
  let zero: Node | null = null;
  let ineq: { u: Node; op: IneqOp; v: Node | null } | null = null;
  const slots = [...prose.matchAll(/⟨(\d+)⟩/g)];
  for (const sm of slots) {
    const i = Number(sm[1]);
    const f = fs[i];
    if (/^f\s*\(\s*x\s*\)$/.test(f)) continue;
    if (/^\[\s*0\s*,\s*\+\s*\\infty\s*\)$|^\(\s*0\s*,\s*\+\s*\\infty\s*\)$/.test(f)) {
      const after = prose.slice(sm.index! + sm[0].length, sm.index! + sm[0].length + 12);
      const m = /^\s*(?:上)?\s*(?:是|为)?\s*(单调递增|单调递减|递增|递减|增函数|减函数|单调增|单调减)/.exec(after);
      if (!m || mono) return null;
      mono = /增/.test(m[1]) ? 'inc' : 'dec';
      continue;
    }
    const z = /^f\s*\((.+)\)\s*=\s*0$/.exec(f);
    if (z) {
      if (zero) return null;
      zero = arg(z[1]);
      if (!zero) return null;
      continue;
    }
    const q = /^f\s*\((.+?)\)\s*(>|<|\\geqslant|\\leqslant|\\geq|\\leq|\\ge|\\le)\s*(0|f\s*\((.+)\))$/.exec(f);
    if (q) {
      if (ineq) return null;
      const u = arg(q[1]);
      const v = q[4] !== undefined ? arg(q[4]) : null;
      if (!u || (q[4] !== undefined && !v)) return null;
      ineq = { u, op: OPS[q[2]], v };
      continue;
    }
    if (/^x$/.test(f)) continue;
    return null;
  }
  if (!mono || !ineq) return null;
  if (!ineq.v && !zero) return null;
  const p = prepare(text, problemType);
  const c = ineq.v ?? zero!;
  // the variable: x only, constants on the other side
  const cv = evaluate(c, {});
  if (!ineq.v && !(Number.isFinite(cv) && cv > 0)) return refuse(p, '已知的零点不是正数，离线求解器暂不作答。');
  // f(u) > f(c) when ineq is f(u) > 0 = f(c)
  const steps: string[] = [
    `因为 ${im('f(x)')} 是偶函数，所以 ${im('f(x)=f(|x|)')}；又 ${im('f(x)')} 在 ${im('[0,+\\infty)')} 上单调${mono === 'inc' ? '递增' : '递减'}。`,
  ];
  const uL = toLatex(ineq.u);
  const cL = toLatex(c);
  if (!ineq.v)
    steps.push(`由 ${im(`f(${cL})=0`)}，不等式 ${im(`f(${uL})${OPL[ineq.op]}0`)} 即 ${im(`f(|${uL}|)${OPL[ineq.op]}f(${cL})`)}。`);
  else steps.push(`不等式即 ${im(`f(|${uL}|)${OPL[ineq.op]}f(|${cL}|)`)}。`);
  const absOp = mono === 'inc' ? ineq.op : FLIP[ineq.op];
  steps.push(`由单调性，${im(`|${uL}|${OPL[absOp]}|${cL}|`)}，两边非负，平方得 ${im(`(${uL})^2${OPL[absOp]}(${cL})^2`)}。`);
  const sol = solveRationalInequality(mul(ineq.u, ineq.u), absOp, mul(c, c), 'x');
  if (!sol) return null;
  if ('refuse' in sol) return refuse(p, sol.refuse);
  steps.push(...sol.steps);
  const shown = setLatex(sol.set);
  steps.push(`所以 ${im('x')} 的取值范围是 ${dm(shown)}`);
  // independent check: a concrete even function with the same monotonicity (and zero), the original inequality point by point
  const model = (t: number) => (mono === 'inc' ? t * t - cv * cv : cv * cv - t * t);
  const F = (t: number) => (ineq!.v ? (mono === 'inc' ? t * t : -t * t) : model(t));
  const member = (x: number) =>
    toNumeric(sol.set).some((iv) => (x > iv.lo || (iv.loClosed && x === iv.lo)) && (x < iv.hi || (iv.hiClosed && x === iv.hi)));
  for (let k = -400; k <= 400; k++) {
    const x = k / 37 + 0.00731;
    const a = F(evaluate(ineq.u, { x }));
    const b = ineq.v ? F(evaluate(ineq.v, { x })) : 0;
    if (!Number.isFinite(a) || !Number.isFinite(b)) continue;
    const d = a - b;
    const want = ineq.op === '>' ? d > 1e-12 : ineq.op === '<' ? d < -1e-12 : ineq.op === '>=' ? d >= -1e-12 : d <= 1e-12;
    if (Math.abs(d) > 1e-9 && want !== member(x)) return refuse(p, '离线求解器的验算没有通过，为避免给出错误答案，暂不作答。');
  }
  return solved(p, {
    engine: 'functions',
    idea: '偶函数满足 $f(x)=f(|x|)$，把不等式两边都化到 $[0,+\\infty)$ 上，再用单调性去掉 $f$，转化为关于绝对值的不等式。',
    steps,
    finalAnswer: im(shown),
    verificationNote: '取一个满足题设（偶函数、同样的单调性与零点）的具体函数，在数轴上大量取点代入原不等式，结果与所求范围一致。',
    value: { kind: 'interval', intervals: toNumeric(sol.set) },
  });
}
