import { describe, expect, it } from 'vitest';
import type { Interval } from '../../server/solver/math/expression/types';
import { expectNoAnswer, solvedOf } from './math-helpers';

function intervals(text: string): Interval[] {
  const { value } = solvedOf(text);
  if (value.kind !== 'interval') throw new Error(value.kind);
  return value.intervals;
}
const I = (lo: number, hi: number, loClosed = false, hiClosed = false): Interval => ({ lo, hi, loClosed, hiClosed });

describe('offline math: inequalities by sign chart', () => {
  it('quadratic inequalities', () => {
    expect(intervals('解不等式 x^2-3x+2>0')).toEqual([I(-Infinity, 1), I(2, Infinity)]);
    expect(intervals('解不等式 x^2-2x-3\\le 0')).toEqual([I(-1, 3, true, true)]);
    expect(intervals('求不等式 -x^2+x+6>0 的解集')).toEqual([I(-2, 3)]);
    expect(solvedOf('解不等式 x^2-3x+2>0').out.finalAnswer).toBe('$(-\\infty, 1) \\cup (2, +\\infty)$');
  });

  it('rational inequalities exclude zeros of the denominator', () => {
    expect(intervals('解不等式 \\frac{x-1}{x+2}\\ge 0')).toEqual([I(-Infinity, -2), I(1, Infinity, true)]);
    expect(intervals('\\frac{x^2-1}{x-1}>0')).toEqual([I(-1, 1), I(1, Infinity)]);
  });

  it('double roots, empty and whole-line answers, chains', () => {
    expect(intervals('(x-1)^2<=0')).toEqual([I(1, 1, true, true)]);
    expect(intervals('(x-1)^2(x-2)>0')).toEqual([I(2, Infinity)]);
    expect(intervals('x^2+1<0')).toEqual([]);
    expect(intervals('x^2+1>0')).toEqual([I(-Infinity, Infinity)]);
    expect(intervals('解不等式 1<2x+1≤5')).toEqual([I(0, 2, false, true)]);
  });

  it('irrational endpoints stay exact', () => {
    const { out } = solvedOf('解不等式 x^2-2x-1<0');
    expect(out.finalAnswer).toBe('$(1 - \\sqrt{2}, 1 + \\sqrt{2})$');
  });

  it('refuses inequalities it cannot solve exactly', () => {
    expectNoAnswer('解不等式 x^5-x+1>0');
    expectNoAnswer('解不等式 sin x > 1/2');
    expectNoAnswer('求不等式 x^2<4 的整数解');
  });
});
