import { freeVars, type Node, sub, substitute } from '../expression/ast';
import { antiderivative, checkAntiderivative, definiteIntegral, numericDefinite, onlyVar } from '../compute/calculus';
import { parseIntegral } from '../expression/calcparse';
import { close, evaluate } from '../compute/evaluate';
import { dm, im, refuse, solved } from '../write/format';
import { groupLatex, toLatex } from '../write/latex';
import { toPoly } from '../polynomials/mpoly';
import { vl } from '../write/show';
import type { Family, MathOutcome, MathProblem } from '../expression/types';
import { hasAny, unexplained } from '../expression/vocab';

const WORDS = ['不定积分', '定积分', '积分', '计算', '求', '原函数', 'integral', 'calcula', '積分', 'を計算せよ', '計算'];
const CHECK_FAILED = '算出的结果没有通过验算，为避免给出错误答案，暂不作答。';

function tidy(n: Node): Node {
  const p = toPoly(n);
  return p ? p.toNode() : n;
}

function verifiedAntiderivative(f: Node, v: string): Node | null {
  try {
    const F = antiderivative(f, v);
    if (!onlyVar(F, v)) return null;
    const t = tidy(F);
    return checkAntiderivative(f, t, v) ? t : null;
  } catch {
    return null;
  }
}

function termSteps(f: Node, v: string): string[] {
  if (f.k !== 'add' || f.args.length > 6) return [];
  const parts: string[] = [];
  for (const t of f.args) {
    const F = verifiedAntiderivative(t, v);
    if (!F) return [];
    parts.push(im(`\\int ${groupLatex(t)}\\,\\mathrm{d}${vl(v)} = ${toLatex(F)} + C`));
  }
  return [`利用积分的线性性质逐项积分：${parts.join('，')}。`];
}

function indefinite(p: MathProblem, f: Node, v: string): MathOutcome {
  const F = verifiedAntiderivative(f, v);
  if (!F) return refuse(p, '目前无法可靠地求出这个不定积分（可能没有初等原函数），为避免给出错误答案，暂不作答。');
  const integral = `\\int ${groupLatex(f)}\\,\\mathrm{d}${vl(v)}`;
  return solved(p, {
    engine: 'integral',
    idea: '求被积函数的一个原函数，再加上任意常数 $C$。',
    steps: [...termSteps(f, v), `所以${dm(`${integral} = ${toLatex(F)} + C`)}`],
    finalAnswer: `$${integral} = ${toLatex(F)} + C$`,
    verificationNote: '已对所得原函数求导（数值差分），在多个点与被积函数一致。',
    value: { kind: 'expression', node: F, vars: [v], upToConstant: true },
  });
}

function definite(p: MathProblem, f: Node, v: string, a: Node, b: Node): MathOutcome {
  const an = evaluate(a);
  const bn = evaluate(b);
  if (!Number.isFinite(an) || !Number.isFinite(bn)) return refuse(p, '积分上下限无法识别，目前暂不作答。');
  const numeric = numericDefinite(f, v, Math.min(an, bn), Math.max(an, bn)) * (an <= bn ? 1 : -1);
  if (!Number.isFinite(numeric)) return refuse(p, '被积函数在积分区间上有间断点（可能是反常积分），目前暂不作答。');
  let exact: Node;
  try {
    exact = definiteIntegral(f, v, a, b);
  } catch {
    return refuse(p, '目前无法求出这个定积分的精确值，为避免给出错误答案，暂不作答。');
  }
  if (freeVars(exact).size || !close(evaluate(exact), numeric, 1e-7)) return refuse(p, CHECK_FAILED);
  const F = verifiedAntiderivative(f, v);
  const integral = `\\int_{${toLatex(a)}}^{${toLatex(b)}} ${groupLatex(f)}\\,\\mathrm{d}${vl(v)}`;
  const steps: string[] = [];
  if (F) {
    const Fb = substitute(F, v, b);
    const Fa = substitute(F, v, a);
    const diff = evaluate(sub(Fb, Fa));
    if (close(diff, numeric, 1e-7)) {
      steps.push(`先求原函数：${im(`F(${vl(v)}) = ${toLatex(F)}`)}（可对其求导验证 ${im(`F'(${vl(v)})`)} 等于被积函数）。`);
      steps.push(`由牛顿—莱布尼茨公式${dm(`${integral} = F(${toLatex(b)}) - F(${toLatex(a)}) = ${toLatex(exact)}`)}`);
    }
  }
  if (!steps.length) steps.push(`计算得${dm(`${integral} = ${toLatex(exact)}`)}`);
  return solved(p, {
    engine: 'definite-integral',
    idea: '求出被积函数的原函数，再用牛顿—莱布尼茨公式计算。',
    steps,
    finalAnswer: `$${integral} = ${toLatex(exact)}$`,
    verificationNote: `已用数值积分（自适应辛普森法）独立核对，数值约为 ${numeric.toPrecision(10)}，与精确结果一致。`,
    value: { kind: 'numbers', values: [evaluate(exact)] },
  });
}

export const integralFamily: Family = (p) => {
  if (!hasAny(p.text, ['\\int', '∫'])) return null;
  if (p.segments.length !== 1) return null;
  const spec = parseIntegral(p.segments[0]);
  if (!spec) return null;
  if (spec === 'unsupported') return refuse(p, '目前无法识别这个积分的写法，或它是反常积分，暂不作答。');
  if (unexplained(p.prose, WORDS)) return null;
  const vs = [...freeVars(spec.body)];
  if (!vs.every((x) => x === spec.v)) return refuse(p, '被积函数中含有积分变量以外的字母，目前暂不处理。');
  return spec.bounds ? definite(p, spec.body, spec.v, spec.bounds[0], spec.bounds[1]) : indefinite(p, spec.body, spec.v);
};
