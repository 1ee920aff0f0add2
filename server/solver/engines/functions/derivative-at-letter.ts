import { derivative } from '../../math/compute/calculus';
import { ceSimplify, toJson } from '../../math/compute/ce';
import { evaluate } from '../../math/compute/evaluate';
import { fn1, numDerivative } from '../../math/compute/numeric';
import { type Node, substitute } from '../../math/expression/ast';
import { toLatex } from '../../math/write/latex';

/**
 * f′(x) with the letter still in it, and f′(x₀) simplified (「f′(−2) = −a/e³ − 1/e³」), for the steps of a condition
 * such as 「x = x₀ 是极值点」. Null when the symbolic derivative does not agree with the numeric one at sample values of
 * the letter (the caller then words the step without it).
 */
export function derivativeAtWithLetter(f: Node, x0: Node, letter: string): { derivative: string; atPoint: string } | null {
  let fp: Node;
  let at: Node;
  try {
    fp = derivative(f, 'x');
    at = ceSimplify(toJson(substitute(fp, 'x', x0)));
  } catch {
    return null;
  }
  const x0v = evaluate(x0, {});
  for (const av of [-1.5, 0.5, 2]) {
    const exact = evaluate(at, { [letter]: av });
    const numeric = numDerivative(fn1(f, 'x', { [letter]: av }), x0v);
    if (!Number.isFinite(exact) || Math.abs(exact - numeric) > 1e-6 * Math.max(1, Math.abs(numeric))) return null;
  }
  return { derivative: toLatex(fp), atPoint: toLatex(at) };
}
