import { type Node, variable } from '../expression/ast';
import { toLatex } from './latex';

/** LaTeX of a variable name ("a_10" → "a_{10}"). */
export const vl = (v: string): string => toLatex(variable(v));

/** "x_1 = 2,\ x_2 = 3" / "x = 3" / "x_1 = x_2 = 3" (double root of a quadratic). */
export function rootsLatex(v: string, roots: Node[], doubleRoot = false): string {
  const name = vl(v);
  if (roots.length === 1 && doubleRoot) return `${name}_1 = ${name}_2 = ${toLatex(roots[0])}`;
  if (roots.length === 1) return `${name} = ${toLatex(roots[0])}`;
  return roots.map((r, i) => `${name}_${i + 1} = ${toLatex(r)}`).join(',\\ ');
}

export const NO_REAL_SOLUTION = '方程无实数解';
