import { add, freeVars, mul, type Node, neg, sub, substitute, variable } from '../../math/expression/ast';
import { checkDerivative, derivative } from '../../math/compute/calculus';
import { close, evaluate } from '../../math/compute/evaluate';
import { exactValue } from '../../math/families/derivative';
import { dm, im, refuse, solved } from '../../math/write/format';
import { prepare } from '../../math/index';
import { toLatex } from '../../math/write/latex';
import { formulas, proseWithSlots, stripBlank } from '../../math/expression/mathjson';
import { toPoly } from '../../math/polynomials/mpoly';
import { numDerivative } from '../../math/compute/numeric';
import { parseExpr } from '../../math/expression/parser';
import type { MathOutcome } from '../../math/expression/types';
import type { ProblemType } from '../../types';

/**
 * "已知 f(x) 为偶函数，当 x≤0 时 f(x)=e^{−x−1}−x，则曲线 y=f(x) 在点 (1,2) 处的切线方程是": the tangent at a point of the
 * half that is not given. The other half is f(x) = f(−x) (even) or −f(−x) (odd); its derivative at the point gives
 * the slope. The point and the slope are recomputed from the given half through the symmetry in floating point.
 */

type Side = '>' | '>=' | '<' | '<=';
const OPS: Record<string, Side> = { '>': '>', '<': '<', '\\geq': '>=', '\\ge': '>=', '\\leq': '<=', '\\le': '<=' };
const SIDE = /^x\s*(\\geq|\\ge|\\leq|\\le|>|<)\s*0$/;
const inSide = (side: Side, x: number) => (side === '>' ? x > 0 : side === '>=' ? x >= 0 : side === '<' ? x < 0 : x <= 0);

const FILLER = /已知|设|函数|是|为|定义在\s*R\s*上的|奇函数|偶函数|当|时|则|曲线|在点|在|处|的|切线方程|切线|方程|[,，.。;；:：\s]|⟨\d+⟩/g;

export function solveParityTangent(text: string, problemType: ProblemType): MathOutcome | null {
  const prose = proseWithSlots(text);
  const odd = /奇函数/.test(prose);
  if (odd === /偶函数/.test(prose) || !/切线/.test(prose) || prose.replace(FILLER, '').trim()) return null;
  const fs = formulas(text).map((f) => stripBlank(f.trim()).replace(/\s+/g, ''));
  let name = '';
  let side: Side | null = null;
  let body: Node | null = null;
  let bodyLatex = '';
  let curve = false;
  let x0: Node | null = null;
  let y0Given: Node | null = null;
  for (const [i, f] of fs.entries()) {
    const before = prose.slice(0, prose.indexOf(`⟨${i}⟩`));
    if (/^[fgh]\(x\)$/.test(f)) {
      name ||= f[0];
      if (f[0] !== name) return null;
      continue;
    }
    const sm = SIDE.exec(f);
    if (sm && /当\s*$/.test(before) && !side) {
      side = OPS[sm[1]];
      continue;
    }
    const def = /^([fgh])\(x\)=(.+)$/.exec(f);
    if (def && side && !body) {
      if (name && def[1] !== name) return null;
      name = def[1];
      bodyLatex = def[2];
      try {
        body = parseExpr(bodyLatex);
      } catch {
        return null;
      }
      if ([...freeVars(body)].some((v) => v !== 'x')) return null;
      continue;
    }
    if (name && f === `y=${name}(x)` && /则\s*曲线\s*$/.test(before)) {
      curve = true;
      continue;
    }
    const point = /^\(([^,]+),([^,]+)\)$/.exec(f);
    const xeq = /^x=(.+)$/.exec(f);
    if ((point || xeq) && curve && /在点?\s*$/.test(before) && !x0) {
      try {
        x0 = parseExpr(point ? point[1] : xeq![1]);
        y0Given = point ? parseExpr(point[2]) : null;
      } catch {
        return null;
      }
      if (freeVars(x0).size || (y0Given && freeVars(y0Given).size)) return null;
      continue;
    }
    return null;
  }
  if (!body || !side || !curve || !x0) return null;
  const p = prepare(text, problemType);
  const a = evaluate(x0, {});
  if (!Number.isFinite(a) || a === 0) return null;
  const X = variable('x');
  const given = body;
  const mirrored = substitute(given, 'x', neg(X));
  const h = inSide(side, a) ? given : odd ? neg(mirrored) : mirrored;
  let dh: Node;
  try {
    dh = derivative(h, 'x');
  } catch {
    return null;
  }
  if (!checkDerivative(h, dh, 'x', a > 0 ? [0.2, 3] : [-3, -0.2]))
    return refuse(p, '算出的结果没有通过验算，为避免给出错误答案，暂不作答。');
  const y0 = exactValue(substitute(h, 'x', x0));
  const k = exactValue(substitute(dh, 'x', x0));
  if (!y0 || !k) return refuse(p, '切点或斜率不能精确写出，为避免给出错误答案，暂不作答。');
  if (y0Given && !close(evaluate(y0Given, {}), evaluate(y0, {}), 1e-9)) return refuse(p, '题目给出的点不在曲线上，请核对题目。');
  // Check through the symmetry: f near the point from the given half, in floating point.
  const G = (x: number) => evaluate(given, { x });
  const F = (x: number) => (inSide(side!, x) ? G(x) : odd ? -G(-x) : G(-x));
  if (!close(F(a), evaluate(y0, {}), 1e-9) || !close(numDerivative(F, a), evaluate(k, {}), 1e-6))
    return refuse(p, '算出的结果没有通过验算，为避免给出错误答案，暂不作答。');
  const line = add(mul(k, sub(X, x0)), y0);
  const poly = toPoly(line);
  const tidy = poly ? poly.toNode(['x']) : line;
  const word = odd ? '奇函数' : '偶函数';
  const steps: string[] = [];
  if (!inSide(side, a)) {
    steps.push(
      `切点的横坐标 ${im(toLatex(x0))} 不在已知解析式的范围内。因为 ${im(`${name}(x)`)} 是${word}，当 ${im(`-x`)} 在已知范围内时 ${dm(`${name}(x)=${odd ? `-${name}(-x)` : `${name}(-x)`}=${toLatex(h)}`)}`,
    );
  }
  steps.push(
    `${im(`${name}^{\\prime}(x)=${toLatex(dh)}`)}，所以切线斜率 ${im(`k=${name}^{\\prime}(${toLatex(x0)})=${toLatex(k)}`)}，切点为 ${im(`(${toLatex(x0)},${toLatex(y0)})`)}。`,
  );
  steps.push(`由点斜式得切线方程 ${dm(`y=${toLatex(tidy)}`)}`);
  return solved(p, {
    engine: 'functions:parity-tangent',
    idea: `先用${word}的对称性写出切点所在那一半的解析式，再用导数求切线。`,
    steps,
    finalAnswer: `$y=${toLatex(tidy)}$`,
    verificationNote: '由已知的一半和对称性用小数重新计算切点的纵坐标和该点的数值导数，与结果一致。',
    value: { kind: 'expression', node: tidy, vars: ['x'] },
  });
}
