import { fn1, numDerivative } from '../../math/compute/numeric';
import { freeVars, substitute } from '../../math/expression/ast';
import { parseExpr } from '../../math/expression/parser';
import { Rat } from '../../math/expression/rational';
import type { MathOutcome } from '../../math/expression/types';
import { prepare } from '../../math/index';
import { im, refuse, withFirstStep } from '../../math/write/format';
import { toLatex } from '../../math/write/latex';
import type { ProblemType } from '../../types';
import { derivativeAtWithLetter } from './derivative-at-letter';

/**
 * 「若 x=−2 是函数 f(x)=(x²+ax−1)e^{x−1} 的极值点」「f(x) 在 x=1 处取得极值」: f′(x₀) = 0 fixes the one letter a
 * (the condition must be of degree one in it), and x₀ must really be an extreme point of the function found (f′
 * changes sign there). Asked is a itself, or an extreme value of f, which is then found for the concrete
 * function by the kinds that answer 「函数 f(x)=… 的极小值为」.
 */
type Solve = (text: string, problemType: ProblemType) => MathOutcome | null;

const GIVEN = [
  /(?:已知|若|设)\s*\$\s*x\s*=\s*([^$]+?)\s*\$\s*(?:是|为)\s*函数\s*\$\s*f\s*\(\s*x\s*\)\s*=\s*([^$]+?)\s*\$\s*的(?:一个)?极值点/,
  /(?:已知|若)?\s*函数\s*\$\s*f\s*\(\s*x\s*\)\s*=\s*([^$]+?)\s*\$\s*在\s*\$\s*x\s*=\s*([^$]+?)\s*\$\s*(?:处|时)取得?极值/,
];

function letterOf(expr: string): string | null {
  const vars = [...freeVars(parseExpr(expr))].filter((v) => v !== 'x');
  return vars.length === 1 && /^[a-df-wz]$/.test(vars[0]) ? vars[0] : null;
}

export function solveExtremePointParam(text: string, problemType: ProblemType, solve: Solve): MathOutcome | null {
  const g0 = GIVEN[0].exec(text);
  const g1 = g0 ? null : GIVEN[1].exec(text);
  if (!g0 && !g1) return null;
  const [x0Src, expr] = g0 ? [g0[1], g0[2]] : [g1![2], g1![1]];
  const after = text.slice((g0 ?? g1)!.index + (g0 ?? g1)![0].length);
  const before = text.slice(0, (g0 ?? g1)!.index);
  if (/\$/.test(before)) return null;
  const a = letterOf(expr);
  const x0n = parseExpr(x0Src);
  if (!a || freeVars(x0n).size) return null;
  const x0 = Number(fn1(x0n, 'x')(0));
  const askParam = new RegExp(
    `^\\s*[,，]?\\s*(?:则|求)\\s*(?:实数\\s*)?\\$?\\s*${a}\\s*(?:=)?\\s*\\$?\\s*(?:的值)?\\s*(?:为|是|等于)?\\s*(?:_+)?\\s*[.。]?\\s*$`,
  ).test(after);
  const askExtreme =
    /^\s*[,，]?\s*(?:则|求)\s*\$?\s*f\s*\(\s*x\s*\)\s*\$?\s*的(极小值|极大值)\s*(?:为|是|等于)?\s*(?:_+)?\s*[.。]?\s*$/.exec(after);
  if (!askParam && !askExtreme) return null;
  const f = parseExpr(expr);
  const slope = (av: number) => numDerivative(fn1(f, 'x', { [a]: av }), x0);
  // f′(x₀) as a function of the letter: it must be of degree one
  const [s0, s1, s2, s3] = [0, 1, 2, -1].map(slope);
  if (![s0, s1, s2, s3].every(Number.isFinite)) return null;
  const step = s1 - s0;
  if (
    Math.abs(step) < 1e-9 ||
    Math.abs(s2 - 2 * s1 + s0) > 1e-6 * Math.max(1, Math.abs(step)) ||
    Math.abs(s0 - s3 - step) > 1e-6 * Math.max(1, Math.abs(step))
  )
    return null;
  const root = -s0 / step;
  const r = Rat.fromNumber(Math.round(root * 1e6) / 1e6);
  if (!r || r.d > 1000n || Math.abs(r.toNumber() - root) > 1e-6) return null;
  const av = r.toNumber();
  const p = prepare(text, problemType);
  // x₀ must be an extreme point: f′ changes sign there
  const fa = fn1(f, 'x', { [a]: av });
  const sides = [1e-2, 1e-3].map((h) => [numDerivative(fa, x0 - h), numDerivative(fa, x0 + h)]);
  if (!(Math.abs(numDerivative(fa, x0)) < 1e-7) || sides.some(([l, rr]) => !(l * rr < 0)))
    return refuse(p, `由 $f'(${x0Src})=0$ 求得 $${a}=${r.toLatex()}$，但此时 $x=${x0Src}$ 不是极值点，题目条件不成立，请核对题目。`);
  const concrete = expr.replace(new RegExp(`(?<![\\\\a-zA-Z])${a}(?![a-zA-Z])`, 'g'), `(${r.toLatex()})`);
  const shown = derivativeAtWithLetter(f, x0n, a);
  const condition = shown
    ? `求导得 $f'(x)=${shown.derivative}$。由 $x=${x0Src}$ 是极值点，$f'(${x0Src})=${shown.atPoint}=0$`
    : `由 $x=${x0Src}$ 是极值点，$f'(${x0Src})=0$。$f'(${x0Src})$ 是 $${a}$ 的一次式`;
  const found = `${condition}，解得 $${a}=${r.toLatex()}$；此时 $f'(x)$ 在 $x=${x0Src}$ 两侧异号，确是极值点。`;
  const concreteTex = toLatex(substitute(f, a, { k: 'num', v: r }));
  if (askParam) {
    return {
      outcome: {
        ok: true,
        subject: 'math',
        problemType: p.problemType,
        markdown: [
          `**解题思路** 极值点处导数为 0，由 $f'(${x0Src})=0$ 列出关于 $${a}$ 的方程，再检验 $x=${x0Src}$ 确是极值点。`,
          `**步骤 1** ${found}`,
          `**答案** $${a}=${r.toLatex()}$`,
          `**检验** 在 $x=${x0Src}$ 左右两侧数值计算 $f'(x)$，符号相反。`,
        ].join('\n\n'),
        finalAnswer: `$${a}=${r.toLatex()}$`,
        verification: { status: 'verified', note: `在 $x=${x0Src}$ 左右两侧数值计算 $f'(x)$，符号相反。` },
        engine: 'offline:functions:extreme-point',
      },
      value: { kind: 'numbers', values: [av] },
    };
  }
  const value = solve(`函数 $f(x)=${concrete}$ 的${askExtreme![1]}为____`, problemType);
  if (!value?.outcome.ok || !value.value) return null;
  return {
    value: value.value,
    outcome: {
      ...value.outcome,
      markdown: withFirstStep(value.outcome.markdown, `${found}所以 ${im(`f(x)=${concreteTex}`)}。`),
      engine: 'offline:functions:extreme-point',
    },
  };
}
