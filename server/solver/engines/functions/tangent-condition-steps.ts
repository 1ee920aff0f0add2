import { ceSimplify, toJson } from '../../math/compute/ce';
import { evaluate } from '../../math/compute/evaluate';
import { type Node, substitute } from '../../math/expression/ast';
import { im } from '../../math/write/format';
import { toLatex } from '../../math/write/latex';
import { derivativeAtWithLetter } from './derivative-at-letter';

/**
 * The equation in the letter that a tangent condition gives, written out: f′(x) with the letter, then
 * 「f′(1)=3a+1=4」 or, for a tangent through a point, 「y−(a+2)=(3a+1)(x−1)，过点 (2,7)：7−(a+2)=(3a+1)(2−1)」.
 * Null when the symbolic forms do not agree with the numbers at sample values of the letter (the caller keeps the
 * general wording).
 */
export function tangentConditionSteps(
  name: string,
  bodyLatex: string,
  f: Node,
  letter: string,
  x0: Node,
  x0Latex: string,
  condition: { slope: string } | { px: Node; py: Node; pointLatex: string },
): string[] | null {
  const d = derivativeAtWithLetter(f, x0, letter);
  if (!d) return null;
  const derived = `${im(`${name}(x)=${bodyLatex}`)}，求导得 ${im(`${name}^{\\prime}(x)=${d.derivative}`)}。`;
  if ('slope' in condition) return [derived, `由题意 ${im(`${name}^{\\prime}(${x0Latex})=${d.atPoint}=${condition.slope}`)}。`];
  let value: Node;
  try {
    value = ceSimplify(toJson(substitute(f, 'x', x0)));
  } catch {
    return null;
  }
  const x0v = evaluate(x0, {});
  for (const av of [-1.5, 0.5, 2]) {
    const exact = evaluate(value, { [letter]: av });
    const direct = evaluate(f, { x: x0v, [letter]: av });
    if (!Number.isFinite(exact) || Math.abs(exact - direct) > 1e-9 * Math.max(1, Math.abs(direct))) return null;
  }
  const group = (t: string) => (/^[^+-]+$/.test(t.slice(1)) && !t.startsWith('-') ? t : `\\left(${t}\\right)`);
  const [fv, fd] = [toLatex(value), d.atPoint];
  const [px, py] = [toLatex(condition.px), toLatex(condition.py)];
  const minusX0 = x0Latex.startsWith('-') ? `+${x0Latex.slice(1)}` : `-${x0Latex}`;
  const minusX0Value = x0Latex.startsWith('-') ? `-\\left(${x0Latex}\\right)` : `-${x0Latex}`;
  return [
    derived,
    `${im(`${name}(${x0Latex})=${fv}`)}，${im(`${name}^{\\prime}(${x0Latex})=${fd}`)}，切线方程为 ${im(`y-${group(fv)}=${group(fd)}(x${minusX0})`)}。`,
    `它过点 ${im(condition.pointLatex)}，代入得 ${im(`${py}-${group(fv)}=${group(fd)}\\times(${px}${minusX0Value})`)}。`,
  ];
}
