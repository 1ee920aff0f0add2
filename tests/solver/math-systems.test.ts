import { describe, expect, it } from 'vitest';
import { expectNoAnswer, solvedOf } from './math-helpers';

function tuples(text: string) {
  const { value } = solvedOf(text);
  if (value.kind !== 'tuples') throw new Error(value.kind);
  return value;
}

describe('offline math: systems of equations', () => {
  it('2×2 and 3×3 linear systems by elimination', () => {
    expect(tuples('解方程组 x+y=3, x-y=1')).toEqual({ kind: 'tuples', vars: ['x', 'y'], tuples: [[2, 1]] });
    expect(tuples('解方程组：$\\begin{cases} 2x+3y=7 \\\\ 3x-2y=4 \\end{cases}$').tuples).toEqual([[2, 1]]);
    expect(tuples('解三元一次方程组 x+y+z=6，x-y+z=2，2x+y-z=1').tuples).toEqual([[1, 2, 3]]);
    expect(solvedOf('解方程组 x+y=3, x-y=1').out.markdown).toContain('消去');
  });

  it('an inconsistent system has no solution; a dependent one is refused', () => {
    expect(tuples('x+y=1；x+y=3').tuples).toEqual([]);
    expectNoAnswer('解方程组 x+y=1, 2x+2y=2');
  });

  it('one linear and one quadratic equation by substitution', () => {
    const v = tuples('解方程组 x+y=5，xy=6');
    expect(v.tuples.map((t) => t.join(',')).sort()).toEqual(['2,3', '3,2']);
    const c = tuples('x^2+y^2=25, x+y=7');
    expect(c.tuples.map((t) => t.join(',')).sort()).toEqual(['3,4', '4,3']);
  });

  it('refuses systems it does not handle', () => {
    expectNoAnswer('解方程组 x^2+y^2=1, x^2-y^2=0');
    expectNoAnswer('解方程组 x+y+z=1, x-y=0');
  });
});
