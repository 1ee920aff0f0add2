import { checkDerivative, derivative, onlyVar } from '../compute/calculus';
import { ceEvaluate, toJson } from '../compute/ce';
import { close, evaluate } from '../compute/evaluate';
import { onlyRootOfMonotone } from '../compute/monotone-root';
import { add, freeVars, isNum, mul, type Node, sub, substitute, variable } from '../expression/ast';
import { parseExpr, parseExprOrNull } from '../expression/parser';
import { classifyAll, type Piece } from '../expression/target';
import type { Family, MathOutcome, MathProblem } from '../expression/types';
import { hasAny, unexplained } from '../expression/vocab';
import { toPoly } from '../polynomials/mpoly';
import { dm, im, refuse, solved } from '../write/format';
import { toLatex } from '../write/latex';
import { derivativeRules } from '../write/rules';
import { vl } from '../write/show';

const TRIGGERS = ['导数', '求导', '导函数', '切线', 'derivative', 'derivada', '微分', "'", '\\frac{d}{d', 'd/d'];
const WORDS = [
  '求下列函数的导数',
  '的导数',
  '导数',
  '导函数',
  '求导',
  '函数',
  '处',
  '在',
  '点',
  '曲线',
  '图象',
  '图像',
  '切线方程',
  '切线',
  '上',
  '对',
  '微分せよ',
  'を微分せよ',
  '微分',
  '关于',
];
const REFUSE_SCOPE = '目前只能求导函数、导数值、切线方程，以及多项式和分式函数的单调性、极值；这道题暂不作答。';
const CHECK_FAILED = '算出的结果没有通过验算，为避免给出错误答案，暂不作答。';

/** f'(x) computed by the engine, simplified, and checked against a numeric derivative. */
export function verifiedDerivative(f: Node, v: string): Node | null {
  let df: Node;
  try {
    df = derivative(f, v);
  } catch {
    return null;
  }
  if (!onlyVar(df, v)) return null;
  // A polynomial derivative is re-expanded exactly for a tidy display.
  const poly = toPoly(df);
  const tidy = poly ? poly.toNode([v]) : df;
  return checkDerivative(f, tidy, v) ? tidy : null;
}

function termSteps(f: Node, v: string): string[] {
  if (f.k !== 'add' || f.args.length > 6) return [];
  const parts: string[] = [];
  for (const t of f.args) {
    const dt = verifiedDerivative(t, v);
    if (!dt) return [];
    parts.push(im(`\\left(${toLatex(t)}\\right)' = ${toLatex(dt)}`));
  }
  return [`逐项求导：${parts.join('，')}。`];
}

/** Exact value of an expression with no variables (through the engine), or null. */
export function exactValue(n: Node): Node | null {
  try {
    const r = ceEvaluate(toJson(n));
    return freeVars(r).size === 0 && close(evaluate(r), evaluate(n), 1e-9) ? r : null;
  } catch {
    return null;
  }
}

/** y = kx + b with b = y₀ − k·x₀ simplified exactly (y = x/e rather than y = (x − e)/e + 1); null when b is not. */
function slopeIntercept(k: Node, x0: Node, y0: Node, X: Node): { node: Node; latex: string } | null {
  const b = exactValue(sub(y0, mul(k, x0)));
  if (!b) return null;
  const x = toLatex(X);
  // written as the textbook does: x/e, 2ex (the coefficient first)
  const kx = isNum(k, 1)
    ? x
    : isNum(k, -1)
      ? `-${x}`
      : k.k === 'div' && isNum(k.num, 1)
        ? `\\frac{${x}}{${toLatex(k.den)}}`
        : k.k === 'add'
          ? `\\left(${toLatex(k)}\\right)${x}`
          : `${toLatex(k)}${x}`;
  const zero = b.k === 'num' && b.v.isZero();
  const bl = toLatex(b);
  const node = zero ? mul(k, X) : add(mul(k, X), b);
  return { node, latex: zero ? kx : `${kx} ${bl.startsWith('-') ? '-' : '+'} ${bl.replace(/^-/, '')}` };
}

/**
 * "曲线 y=f(x) 的一条切线的斜率为 k, 则该切线的方程为": the tangency point solves f'(x)=k. Answered when f' is
 * monotonic where f is defined (f'' of one sign at every sample), so the point is the only one, and exact.
 */
function tangentWithSlope(p: MathProblem): MathOutcome | null {
  const m =
    /^\s*(?:已知)?曲线\s*\$\s*y\s*=\s*([^$]+?)\s*\$\s*的\s*(?:一条)?\s*切线的斜率\s*(?:为|是|等于)\s*\$?\s*(-?\d+)\s*\$?\s*[,，]\s*(?:则)?\s*(?:该)?\s*切线(?:的)?方程\s*(?:为|是)?\s*$/.exec(
      p.text,
    );
  if (!m) return null;
  const f = parseExprOrNull(m[1]);
  if (!f) return null;
  const vs = [...freeVars(f)];
  if (vs.length !== 1) return null;
  const v = vs[0];
  const df = verifiedDerivative(f, v);
  if (!df) return null;
  const k = Number(m[2]);
  const g = (x: number) => evaluate(df, { [v]: x }) - k;
  // f' monotonic where f is defined, so the point found is the only one
  const root = onlyRootOfMonotone(g, (x) => Number.isFinite(evaluate(f, { [v]: x })), { from: -200, to: 200, step: 0.05, offset: 0.0013 });
  if (root === null) return null;
  const r = Math.round(root * 1e6) / 1e6;
  if (!Number.isInteger(r * 12) || Math.abs(r - root) > 1e-9) return null;
  const x0 = parseExpr(`\\frac{${Math.round(r * 12)}}{12}`);
  const at = exactValue(substitute(df, v, x0));
  if (!at || !close(evaluate(at), k, 1e-12)) return null;
  const steps = [
    `设切点横坐标为 ${im(`${vl(v)}_0`)}，由 ${im(`y'=${toLatex(df)}`)} 与斜率 ${im(String(k))} 得 ${im(`${toLatex(substitute(df, v, variable(`${v}_0`)))}=${k}`)}。`,
    `${im("y'")} 在定义域内单调，这个方程只有一个解 ${im(`${vl(v)}_0=${toLatex(exactValue(x0) ?? x0)}`)}。`,
  ];
  return tangent(p, f, df, v, exactValue(x0) ?? x0, 'y', "y'", steps, null);
}

export const derivativeFamily: Family = (p) => {
  if (!hasAny(p.text, TRIGGERS)) return null;
  const withSlope = tangentWithSlope(p);
  if (withSlope) return withSlope;
  if (hasAny(p.text, ['单调', '极值', '极大', '极小', '最大', '最小', '最值', '零点', '恒成立', '取值范围']))
    return refuse(p, REFUSE_SCOPE);
  const pieces = classifyAll(p.segments);
  if (!pieces) return null;
  const defs = pieces.filter((x): x is Extract<Piece, { t: 'def' }> => x.t === 'def');
  const exprs = pieces.filter((x): x is Extract<Piece, { t: 'expr' }> => x.t === 'expr');
  const primes = pieces.filter((x): x is Extract<Piece, { t: 'prime' }> => x.t === 'prime');
  const points = pieces.filter((x) => x.t === 'point' || x.t === 'assign');
  const isDerivativeQuestion =
    primes.length > 0 ||
    defs.some((d) => d.name === '') ||
    hasAny(p.text, ['导数', '求导', '导函数', '切线', 'derivative', 'derivada', '微分']);
  if (!isDerivativeQuestion) return null;
  if (defs.length + exprs.length !== 1 || pieces.some((x) => x.t === 'interval' || x.t === 'value')) return null;
  const target = defs[0] ?? { t: 'def', name: '', v: '', body: exprs[0].body };
  const vs = [...freeVars(target.body)];
  const v = target.v || vs[0] || 'x';
  if (!vs.every((x) => x === v)) return refuse(p, '函数中含有多个字母，目前暂不处理含参数的求导题。');
  if (pieces.some((x) => x.t === 'var' && x.v !== v)) return null;
  if (unexplained(p.prose, WORDS)) return null;

  const f = target.body;
  const name = target.name && target.name !== 'y' ? target.name : '';
  const fl = name ? `${name}(${vl(v)})` : 'y';
  const dfl = name ? `${name}'(${vl(v)})` : "y'";
  const df = verifiedDerivative(f, v);
  if (!df) return refuse(p, '目前无法可靠地求出这个函数的导数，为避免给出错误答案，暂不作答。');

  const rules = derivativeRules(f, v);
  const baseSteps = [
    ...(rules.length ? [`用到的求导法则：${rules.join('；')}。`] : []),
    ...termSteps(f, v),
    `所以${dm(`${dfl} = ${toLatex(df)}`)}`,
  ];

  const atPrime = primes.find((x) => x.at)?.at ?? null;
  const atPoint = points[0] ? (points[0].t === 'point' ? points[0].x : (points[0] as Extract<Piece, { t: 'assign' }>).value) : null;
  if (points[0]?.t === 'assign' && (points[0] as Extract<Piece, { t: 'assign' }>).v !== v) return null;
  const wantsTangent = p.text.includes('切线');
  const x0 = atPrime ?? atPoint;
  if (points.length > 1 || (atPrime && atPoint && !close(evaluate(atPrime), evaluate(atPoint)))) return null;

  if (wantsTangent) {
    if (!x0) return refuse(p, '没有找到切点的横坐标，目前暂不作答。');
    return tangent(p, f, df, v, x0, fl, dfl, baseSteps, points[0]?.t === 'point' ? points[0].y : null);
  }
  if (x0) {
    const val = exactValue(substitute(df, v, x0));
    if (!val) return refuse(p, CHECK_FAILED);
    const numeric = evaluate(val);
    const dfAt = name ? `${name}'(${toLatex(x0)})` : `y'|_{${vl(v)} = ${toLatex(x0)}}`;
    if (!checkDerivative(f, df, v) || !Number.isFinite(numeric)) return refuse(p, CHECK_FAILED);
    return solved(p, {
      engine: 'derivative',
      idea: `先求导函数 ${im(dfl)}，再把 ${im(`${vl(v)} = ${toLatex(x0)}`)} 代入。`,
      steps: [...baseSteps, `代入 ${im(`${vl(v)} = ${toLatex(x0)}`)} 得${dm(`${dfAt} = ${toLatex(val)}`)}`],
      finalAnswer: `$${dfAt} = ${toLatex(val)}$`,
      verificationNote: '已用数值差分在多个点核对导函数，并核对了代入后的数值。',
      value: { kind: 'numbers', values: [numeric] },
    });
  }
  if (pieces.some((x) => x.t === 'point' || x.t === 'assign')) return null;
  return solved(p, {
    engine: 'derivative',
    idea: `对 ${im(`${fl} = ${toLatex(f)}`)} 关于 ${im(vl(v))} 求导。`,
    steps: baseSteps,
    finalAnswer: `$${dfl} = ${toLatex(df)}$`,
    verificationNote: '已在多个随机点用数值差分核对导函数，结果一致。',
    value: { kind: 'expression', node: df, vars: [v] },
  });
};

export function tangent(
  p: MathProblem,
  f: Node,
  df: Node,
  v: string,
  x0: Node,
  fl: string,
  dfl: string,
  baseSteps: string[],
  givenY: Node | null,
): MathOutcome {
  const y0 = exactValue(substitute(f, v, x0));
  const k = exactValue(substitute(df, v, x0));
  if (!y0 || !k) return refuse(p, CHECK_FAILED);
  if (givenY && !close(evaluate(givenY), evaluate(y0))) return refuse(p, '题目给出的点不在曲线上，目前无法判断题意，暂不作答。');
  const X = variable(v);
  // y = k(x - x0) + y0, expanded when possible
  const line = add(mul(k, sub(X, x0)), y0);
  const poly = toPoly(line);
  const simple = poly ? null : slopeIntercept(k, x0, y0, X);
  const tidy = poly ? poly.toNode([v]) : (simple?.node ?? line);
  const tidyLatex = simple?.latex ?? toLatex(tidy);
  const kNum = evaluate(k);
  const numeric = (x: number) => evaluate(tidy, { [v]: x });
  const fx0 = evaluate(y0);
  const x0n = evaluate(x0);
  const ok =
    Number.isFinite(kNum) &&
    close(numeric(x0n), fx0, 1e-9) &&
    close(numeric(x0n + 1) - numeric(x0n), kNum, 1e-9) &&
    checkDerivative(f, df, v);
  if (!ok) return refuse(p, CHECK_FAILED);
  const xl = vl(v);
  return solved(p, {
    engine: 'tangent-line',
    idea: '切线的斜率等于函数在切点处的导数值，再用点斜式写出切线方程。',
    steps: [
      ...baseSteps,
      `切点横坐标 ${im(`${xl}_0 = ${toLatex(x0)}`)}，纵坐标 ${im(`${fl === 'y' ? 'y_0' : fl.replace(`(${xl})`, `(${toLatex(x0)})`)} = ${toLatex(y0)}`)}。`,
      `切线斜率 ${im(`k = ${dfl === "y'" ? `y'|_{${xl} = ${toLatex(x0)}}` : dfl.replace(`(${xl})`, `(${toLatex(x0)})`)} = ${toLatex(k)}`)}。`,
      `由点斜式 ${im(`${toLatex(sub(variable('y'), y0))} = ${toLatex(mul(k, sub(X, x0)))}`)}，整理得${dm(`y = ${tidyLatex}`)}`,
    ],
    finalAnswer: `$y = ${tidyLatex}$`,
    verificationNote: '已核对切点在曲线上、切线斜率等于该点的数值导数。',
    value: { kind: 'expression', node: tidy, vars: [v] },
  });
}
