import { ceEvaluate, ceSimplify, toJson } from '../compute/ce';
import { close, evaluate } from '../compute/evaluate';
import { numericallyEqual } from '../compute/numeric';
import { TOO_LARGE_REASON, tooLargeToCompute } from '../compute/size';
import { contains, div, freeVars, mapChildren, type Node, nodeSize, substitute } from '../expression/ast';
import { Rat } from '../expression/rational';
import { classifyAll, type Piece } from '../expression/target';
import type { Family, MathOutcome, MathProblem } from '../expression/types';
import { hasAny, unexplained } from '../expression/vocab';
import { evalExact } from '../numbers/exact';
import { surdValue } from '../numbers/surd-eval';
import { toPoly, toRationalFn } from '../polynomials/mpoly';
import { degree, pdivmod, pgcd, primitive, toNodeU } from '../polynomials/upoly';
import { dm, im, refuse, solved, withFirstStep } from '../write/format';
import { toLatex } from '../write/latex';
import { joinAngleSums } from './angle-sums';
import { joinLogSums } from './log-sums';
import { trigReductionSteps } from './trig-reduction-steps';

const WORDS = [
  '化简',
  '化简求值',
  '求值',
  '计算',
  '展开',
  '合并同类项',
  '代数式',
  '式子',
  // 「算式…的得数是」: the words of primary papers for the same question
  '算式',
  '得数',
  '的值',
  '当',
  '时',
  '函数',
  '已知',
  '先化简再求值',
  '其中',
  '先化简',
  '再求值',
  'simplify',
  'expand',
  'calcula',
  'simplifica',
  '計算せよ',
  '計算',
  '簡単にせよ',
  '展開せよ',
];
const TRIG = new Set(['sin', 'cos', 'tan', 'cot', 'sec', 'csc']);
const CHECK_FAILED = '算出的结果没有通过验算，为避免给出错误答案，暂不作答。';

/** Exact value of a constant expression: rational arithmetic first, the engine for radicals, logs, trig. */
function exactConstant(n: Node): Node | null {
  const r = evalExact(n);
  if (r) return { k: 'num', v: r };
  try {
    const v = ceEvaluate(toJson(n));
    if (freeVars(v).size || !close(evaluate(v), evaluate(n), 1e-9)) return null;
    return v;
  } catch {
    return null;
  }
}

/** A product or quotient of surds left unexpanded, (√3 − 1)(√3 + 1)/8, written as a + b√r when that is shorter. */
function simplestSurd(v: Node | null): Node | null {
  if (!v || v.k === 'num') return v;
  const s = surdValue(v);
  if (!s || !close(s.toNumber(), evaluate(v), 1e-9)) return v;
  const n = s.toNode();
  return toLatex(n).length < toLatex(v).length ? n : v;
}

/** 0.1 + 0.2 = 0.3: decimals in, a terminating decimal out. */
function valueLatex(p: MathProblem, v: Node): string {
  if (v.k !== 'num' || v.v.isInteger() || !/\d\.\d/.test(p.text)) return toLatex(v);
  let d = v.v.d;
  for (const f of [2n, 5n]) while (d % f === 0n) d /= f;
  return d === 1n ? decimalString(v.v.n, v.v.d) : toLatex(v);
}

function decimalString(n: bigint, d: bigint): string {
  const neg = n < 0n;
  let a = neg ? -n : n;
  let digits = 0;
  let den = d;
  while (den !== 1n) {
    if (den % 10n === 0n) den /= 10n;
    else if (den % 2n === 0n) {
      den /= 2n;
      a *= 5n;
    } else {
      den /= 5n;
      a *= 2n;
    }
    digits++;
  }
  const s = a.toString().padStart(digits + 1, '0');
  return `${neg ? '-' : ''}${s.slice(0, s.length - digits)}.${s.slice(s.length - digits)}`;
}

/** a^{log_a x} = x and e^{ln x} = x (对数恒等式), which the value engine leaves as written. */
function logIdentity(n: Node): Node {
  const m = mapChildren(n, logIdentity);
  if (m.k !== 'pow') return m;
  if (m.exp.k === 'log' && toLatex(m.exp.base) === toLatex(m.base)) return m.exp.arg;
  if (m.exp.k === 'fn' && m.exp.name === 'ln' && m.base.k === 'const' && m.base.name === 'e') return m.exp.arg;
  return m;
}

/** a⁰ = 1 for a nonzero constant base, (π − 3)⁰ among them, which the value engine leaves as written. */
function zeroPower(n: Node): Node {
  const m = mapChildren(n, zeroPower);
  if (m.k !== 'pow' || m.exp.k !== 'num' || !m.exp.v.isZero() || freeVars(m.base).size) return m;
  const base = evaluate(m.base);
  return Number.isFinite(base) && Math.abs(base) > 1e-9 ? { k: 'num', v: Rat.of(1) } : m;
}

/** A root left in a denominator, 1/(√3 − √2): a value not yet written in simplest form (分母有理化). */
const rootInDenominator = (v: Node) =>
  contains(
    v,
    (m) => m.k === 'div' && contains(m.den, (r) => r.k === 'root' || (r.k === 'pow' && r.exp.k === 'num' && !r.exp.v.isInteger())),
  );

/**
 * lg 25 + lg 4 left as 2lg 5 + 2lg 2, log_{1/2} 4 as 2log_{1/2} 2: two logarithms that the log rules join into one,
 * or a logarithm with a rational value (its argument a power of its base), mean the rules were not carried through.
 */
function logsLeftUnsimplified(v: Node): boolean {
  const logs: Node[] = [];
  contains(v, (m) => {
    if (m.k === 'log' || (m.k === 'fn' && m.name === 'ln')) logs.push(m);
    return false;
  });
  if (logs.length !== 1) return logs.length > 1;
  const x = evaluate(logs[0]);
  return Number.isFinite(x) && [1, 2, 3, 4, 5, 6, 8, 12].some((q) => Math.abs(x * q - Math.round(x * q)) < 1e-9);
}

function arithmetic(p: MathProblem, e0: Node): MathOutcome {
  if (tooLargeToCompute(e0)) return refuse(p, TOO_LARGE_REASON);
  const e = joinLogSums(joinAngleSums(e0));
  const joined = e !== e0 && toLatex(e) !== toLatex(e0);
  const e0Logs = joined && toLatex(joinAngleSums(e0)) === toLatex(e0);
  const v = simplestSurd(exactConstant(logIdentity(zeroPower(e))));
  const x = evaluate(e);
  if (!v || !Number.isFinite(x)) return refuse(p, '目前无法精确计算这个式子，为避免给出错误答案，暂不作答。');
  const exactRational = evalExact(e) !== null;
  const shown = valueLatex(p, v);
  if (toLatex(v) === toLatex(e) && !exactRational) return refuse(p, '这个式子已无法进一步化简，目前暂不作答。');
  // sin 20°cos 10° + cos 20°sin 10° reordered is still not its value: a trigonometric function (or a log in an
  // exponent) left in the result means the identity that evaluates it was not found. Only for the student's final
  // answer: an engine building on the value (comparing it with options, say) needs it exact, not simplest.
  const asStep = !p.finalAnswer;
  if (!asStep && contains(v, (m) => m.k === 'pow' && contains(m.exp, (x) => x.k === 'log' || (x.k === 'fn' && x.name === 'ln'))))
    return refuse(p, '没能把指数中的对数化简成确定的数值，为避免给出未化简的答案，暂不作答。');
  if (!asStep && logsLeftUnsimplified(v)) return refuse(p, '没能用对数的运算性质把结果化成最简形式，为避免给出未化简的答案，暂不作答。');
  if (!asStep && rootInDenominator(v)) return refuse(p, '没能把分母中的根号化去（分母有理化），为避免给出未化简的答案，暂不作答。');
  if (!asStep && contains(v, (m) => m.k === 'fn' && TRIG.has(m.name)))
    return refuse(p, '没能把三角函数式化简成确定的数值，为避免给出未化简的答案，暂不作答。');
  const reduced = joined ? null : trigReductionSteps(e, x, shown, /\\circ|°/.test(p.text));
  return solved(p, {
    engine: 'arithmetic',
    idea: exactRational
      ? '按运算顺序（先乘方、再乘除、后加减，有括号先算括号内）精确计算。'
      : '利用根式、对数、三角函数的运算性质化简求值。',
    steps: [
      ...(joined ? [`由${e0Logs ? '对数的运算性质' : '两角和与差的三角函数公式'}，${dm(`${toLatex(e0)} = ${toLatex(e)}`)}`] : []),
      ...(reduced ?? [`计算得${dm(`${toLatex(e)} = ${shown}`)}`]),
    ],
    finalAnswer: `$${shown}$`,
    verificationNote: exactRational
      ? '全程使用精确的分数运算，并用浮点数值独立复核。'
      : `已用数值计算独立复核，约为 ${x.toPrecision(10)}。`,
    value: { kind: 'numbers', values: [x] },
  });
}

/** Polynomial: expand and collect; rational function of one variable: cancel the gcd. */
function simplifyVars(p: MathProblem, e: Node, vars: string[], expand: boolean): MathOutcome {
  const poly = toPoly(e);
  let result: Node | null = null;
  let idea = '';
  const steps: string[] = [];
  if (poly) {
    result = poly.toNode(vars);
    idea = expand ? '利用乘法分配律和乘法公式展开，再合并同类项。' : '去括号、合并同类项。';
  } else if (!expand && vars.length === 1) {
    const rf = toRationalFn(e);
    const N = rf?.num.univariate(vars[0]);
    const D = rf?.den.univariate(vars[0]);
    if (N && D && degree(D) > 0) {
      const g = pgcd(N, D);
      let n2 = pdivmod(N, g)[0];
      let d2 = pdivmod(D, g)[0];
      const dInt = primitive(d2).map((c) => Rat.of(c));
      const scale = dInt[dInt.length - 1].div(d2[d2.length - 1]);
      n2 = n2.map((c) => c.mul(scale));
      d2 = dInt;
      result =
        degree(d2) === 0
          ? toNodeU(
              n2.map((c) => c.div(d2[0])),
              vars[0],
            )
          : div(toNodeU(n2, vars[0]), toNodeU(d2, vars[0]));
      idea = '通分后把分子、分母分别因式分解，约去公因式。';
      if (degree(g) > 0) steps.push(`分子分母的公因式为 ${im(toLatex(toNodeU(g, vars[0])))}，约去（要求它不为 0）。`);
    }
  }
  if (!result && !expand) {
    try {
      const s = ceSimplify(toJson(e));
      if (nodeSize(s) < nodeSize(e)) {
        result = s;
        idea = '利用恒等变形（三角恒等式、指数对数运算法则等）化简。';
      }
    } catch {
      result = null;
    }
  }
  if (!result) return refuse(p, '目前无法可靠地化简这个式子，为避免给出错误答案，暂不作答。');
  if (toLatex(result) === toLatex(e)) return refuse(p, '这个式子已经是最简形式，目前无法进一步化简。');
  if (!numericallyEqual(e, result, vars).ok) return refuse(p, CHECK_FAILED);
  steps.push(`${expand ? '展开' : '化简'}得${dm(`${toLatex(e)} = ${toLatex(result)}`)}`);
  return solved(p, {
    engine: expand ? 'expand' : 'simplify',
    idea,
    steps,
    finalAnswer: `$${toLatex(result)}$`,
    verificationNote: '已在多个随机取值处比较化简前后的数值，完全一致。',
    value: { kind: 'expression', node: result, vars },
  });
}

/** f(a), f(b)… for a defined f. */
function functionValues(p: MathProblem, def: Extract<Piece, { t: 'def' }>, calls: Array<Extract<Piece, { t: 'value' }>>): MathOutcome {
  const lines: string[] = [];
  const answers: string[] = [];
  const values: number[] = [];
  for (const c of calls) {
    const sub = substitute(def.body, def.v, c.at);
    const v = exactConstant(sub);
    const x = evaluate(sub);
    if (!v || !Number.isFinite(x)) return refuse(p, '所求的函数值不存在或无法精确计算，目前暂不作答。');
    const call = `${def.name}(${toLatex(c.at)})`;
    lines.push(`${im(`${call} = ${toLatex(sub)} = ${toLatex(v)}`)}`);
    answers.push(`${call} = ${toLatex(v)}`);
    values.push(x);
  }
  return solved(p, {
    engine: 'function-value',
    idea: `把自变量的值代入 ${im(`${def.name}(${def.v}) = ${toLatex(def.body)}`)}。`,
    steps: [`代入计算：${lines.join('；')}。`],
    finalAnswer: `$${answers.join(',\\ ')}$`,
    verificationNote: '已用精确计算和数值计算分别核对。',
    value: { kind: 'numbers', values },
  });
}

export const expressionFamily: Family = (p) => {
  const pieces = classifyAll(p.segments);
  if (!pieces?.length) return null;
  if (unexplained(p.prose, WORDS)) return null;
  const defs = pieces.filter((x): x is Extract<Piece, { t: 'def' }> => x.t === 'def');
  const calls = pieces.filter((x): x is Extract<Piece, { t: 'value' }> => x.t === 'value');
  const exprs = pieces.filter((x): x is Extract<Piece, { t: 'expr' }> => x.t === 'expr');
  const assigns = pieces.filter((x): x is Extract<Piece, { t: 'assign' }> => x.t === 'assign');
  if (defs.length === 1 && calls.length && calls.length + 1 === pieces.length && defs[0].name !== 'y') {
    return functionValues(p, defs[0], calls);
  }
  if (exprs.length !== 1 || exprs.length + assigns.length !== pieces.length) return null;
  const e = exprs[0].body;
  const vars = [...freeVars(e)].sort();
  if (assigns.length) {
    if (assigns.length !== vars.length || !vars.every((v) => assigns.some((a) => a.v === v))) return null;
    let sub = e;
    for (const a of assigns) sub = substitute(sub, a.v, a.value);
    const out = arithmetic(p, sub);
    if (!out.outcome.ok) return out;
    const given = assigns.map((a) => `${a.v} = ${toLatex(a.value)}`).join(',\\ ');
    out.outcome.markdown = withFirstStep(out.outcome.markdown, `把 ${im(given)} 代入 ${im(toLatex(e))}。`);
    return out;
  }
  if (!vars.length) return arithmetic(p, e);
  if (!hasAny(p.text, ['化简', '展开', 'simplif', 'expand', '合并', '簡単', '展開'])) return null;
  return simplifyVars(p, e, vars, hasAny(p.text, ['展开', 'expand', '展開']));
};
