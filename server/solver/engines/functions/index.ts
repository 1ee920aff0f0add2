import { withOptions } from '../../math/answers/choice';
import type { Node } from '../../math/expression/ast';
import { parseExpr } from '../../math/expression/parser';
import { Rat } from '../../math/expression/rational';
import type { MathOutcome } from '../../math/expression/types';
import { prepare, solveMathDetailed } from '../../math/index';
import { dm, im, refuse, solved } from '../../math/write/format';
import type { ProblemType } from '../../types';
import type { Engine } from '../types';
import { solveAbsSumExtremum } from './abs-sum-extremum';
import { solveAbsMonotone } from './absmono';
import { solveClosedMax } from './closedmax';
import { solveCommonTangent } from './common-tangent';
import { solveCompare } from './compare';
import { solveDomain } from './domain';
import { solveElementaryExtremum } from './elementary-extremum';
import { solveElementaryMonotone } from './elementary-monotone';
import { solveElementaryZeroCount } from './elementary-zeros';
import { solveEvenMonotone } from './evenmono';
import { solveExtremePointParam } from './extreme-point-param';
import { solveExtremumParams } from './extremum';
import { solveFunctionalRules } from './functional-rules';
import { solveLogValue } from './logvalue';
import { solveMonotoneBound } from './monotone-bound';
import { solveMonotoneParameter } from './monotone-parameter';
import { solveOddPart } from './odd-part';
import { solveOddEven } from './oddeven';
import { solveParamDerivative } from './param-derivative';
import { solveParameterSeparation } from './param-separation';
import { solveParamValue } from './param-value';
import { solveParity } from './parity';
import { solveParityTangent } from './parity-tangent';
import { solvePeriod } from './period';
import { CASES, exact, floatAt, pieceAt, readPieces } from './pieces';
import { solvePiecewiseInequality } from './piecewise-inequality';
import { solvePiecewiseInverse } from './piecewise-inverse';
import { solveSymmetry } from './symmetry';
import { solveTangentThrough } from './tangent';
import { solveTangentBySlope } from './tangent-slope';
import { solveZeroInterval } from './zero-interval';
import { solveZeroCount } from './zeros';

/** "f(f(2))", "f(-1)+f(\log_2 3)": the piecewise function's value, innermost application first. */
function solveStem(text: string, problemType: ProblemType): MathOutcome | null {
  const m = CASES.exec(text);
  if (!m) return null;
  const name = m[1];
  const pieces = readPieces(m[3]);
  if (!pieces) return null;
  const rest = (text.slice(0, m.index) + text.slice(m.index + m[0].length)).replace(/\$\s*\$/g, ' ').replace(/\\left|\\right/g, '');
  // the asked value: the formula that applies f to numbers
  const asked = [...rest.matchAll(/\$([^$]+)\$/g)].map((x) => x[1].trim()).filter((f) => new RegExp(`${name}\\s*[\\(\\[]`).test(f));
  if (asked.length !== 1) return null;
  if (/零点|方程|不等式|范围|单调|最大|最小|值域|实数\s*[a-z]|若/.test(rest)) return null;
  const p = prepare(text, problemType);
  let src = asked[0]
    .replace(/=\s*(?:\(\s*\)|\\_+|_+)?\s*$/, '')
    .replace(/\\left|\\right/g, '')
    .replace(/\\quad/g, '');
  const shown = src;
  const steps: string[] = [];
  const re = new RegExp(`(?<![a-zA-Z\\\\])${name}\\s*[\\(\\[]([^()\\[\\]]*)[\\)\\]]`);
  for (let round = 0; round < 6; round++) {
    const inner = re.exec(src);
    if (!inner) break;
    let arg: Rat | null;
    let argNode: Node;
    try {
      argNode = parseExpr(inner[1]);
      arg = exact(argNode, Rat.ZERO);
    } catch {
      return null;
    }
    if (!arg) return refuse(p, '自变量的值不是有理数，离线求解器暂不计算这个分段函数的值。');
    const piece = pieceAt(pieces, arg);
    if (!piece) return refuse(p, `${im(`x=${arg.toLatex()}`)} 不在分段函数的定义范围内（或落在两段的公共部分），请核对题目。`);
    const v = exact(piece.expr, arg);
    if (!v) return refuse(p, '这个分段函数在该点的值不是有理数，离线求解器暂不作答。');
    // independent check in floats
    const f = floatAt(pieces, arg.toNumber());
    if (!Number.isFinite(f) || Math.abs(f - v.toNumber()) > 1e-9 * Math.max(1, Math.abs(f)))
      return refuse(p, '离线求解器的验算没有通过，为避免给出错误答案，暂不作答。');
    const a = arg.toLatex();
    const put = piece.exprLatex.replace(/(?<![a-zA-Z\\])x(?![a-zA-Z])/g, arg.sign() < 0 || !arg.isInteger() ? `\\left(${a}\\right)` : a);
    steps.push(`因为 ${im(`x=${a}`)} 属于 ${im(piece.condLatex)} 这一段，所以 ${im(`${name}(${a})=${put}=${v.toLatex()}`)}。`);
    src = `${src.slice(0, inner.index)}{${v.toLatex()}}${src.slice(inner.index + inner[0].length)}`;
  }
  if (re.test(src) || new RegExp(`(?<![a-zA-Z\\\\])${name}\\s*[\\(\\[]`).test(src)) return null;
  let total: Rat | null;
  try {
    total = exact(parseExpr(src), Rat.ZERO);
  } catch {
    return null;
  }
  if (!total) return null;
  if (!/^\s*\(?[-\d/\\{}frac]+\)?\s*$/.test(src.replace(/\\frac/g, ''))) steps.push(`所以 ${dm(`${shown}=${total.toLatex()}`)}`);
  return solved(p, {
    engine: 'functions',
    idea: '分段函数求值：先看自变量属于哪一段，再代入这一段的解析式；嵌套时由内向外逐层计算。',
    steps,
    finalAnswer: im(`${shown}=${total.toLatex()}`),
    verificationNote: '每一层都按定义用浮点数重新判断所在的段并计算，结果一致。',
    value: { kind: 'numbers', values: [total.toNumber()] },
  });
}

/**
 * Extrema with eˣ or ln x: closedmax first (it shows the sign table on a closed interval); where it declines or
 * refuses (a critical point such as ln 2 that is not rational), the elementary kind, which writes such points exactly.
 */
function closedOrElementary(text: string, problemType: ProblemType): MathOutcome | null {
  const closed = solveClosedMax(text, problemType);
  if (closed?.outcome.ok) return closed;
  return solveElementaryExtremum(text, problemType) ?? closed;
}

/** Functions: values of piecewise functions, domains, parity. */
export const functionsEngine: Engine = {
  name: 'functions',
  subjects: ['math'],
  solve(q) {
    try {
      const compared = solveCompare(q) ?? solveZeroInterval(q);
      if (compared) return compared;
      return withOptions(
        q.problemType,
        q.options,
        solveFunctionalRules(q.stem, q.problemType) ??
          solveAbsSumExtremum(q.stem, q.problemType) ??
          solveStem(q.stem, q.problemType) ??
          solvePiecewiseInverse(q.stem, q.problemType) ??
          solvePiecewiseInequality(q.stem, q.problemType) ??
          solveDomain(q.stem, q.problemType) ??
          solveParity(q.stem, q.problemType) ??
          solvePeriod(q.stem, q.problemType) ??
          solveMonotoneBound(q.stem, q.problemType) ??
          solveOddEven(q.stem, q.problemType) ??
          solveParityTangent(q.stem, q.problemType) ??
          solveParamValue(q.stem, q.problemType) ??
          solveParamDerivative(q.stem, q.problemType) ??
          solveCommonTangent(q.stem, q.problemType) ??
          solveOddPart(q.stem, q.problemType) ??
          solveEvenMonotone(q.stem, q.problemType) ??
          solveSymmetry(q.stem, q.problemType) ??
          solveTangentThrough(q.stem, q.problemType) ??
          solveTangentBySlope(q.stem, q.problemType) ??
          solveExtremumParams(q.stem, q.problemType) ??
          solveExtremePointParam(
            q.stem,
            q.problemType,
            (text, type) => solveStem(text, type) ?? closedOrElementary(text, type) ?? solveMathDetailed(text, type),
          ) ??
          solveParameterSeparation(q.stem, q.problemType) ??
          solveMonotoneParameter(q.stem, q.problemType) ??
          solveZeroCount(q.stem, q.problemType) ??
          solveElementaryZeroCount(q.stem, q.problemType) ??
          solveLogValue(q.stem, q.problemType) ??
          solveAbsMonotone(q.stem, q.problemType) ??
          solveElementaryMonotone(q.stem, q.problemType) ??
          closedOrElementary(q.stem, q.problemType),
      );
    } catch {
      return null;
    }
  },
};
