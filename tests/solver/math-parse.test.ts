import { describe, expect, it } from 'vitest';
import { readExpression, readIntervals, readNumbers, readTuples } from '../../server/solver/math/answers/answer';
import { evaluate } from '../../server/solver/math/compute/evaluate';
import { toLatex } from '../../server/solver/math/write/latex';
import { parseChain, parseExpr } from '../../server/solver/math/expression/parser';
import { realRoots } from '../../server/solver/math/polynomials/roots';
import { toPoly } from '../../server/solver/math/polynomials/mpoly';
import { extract, normalize } from '../../server/solver/math/expression/text';

const val = (s: string, x = 0.5) => evaluate(parseExpr(s), { x });

describe('offline math: reading formulas', () => {
  it('plain text and LaTeX mean the same', () => {
    expect(val('x^2-5x+6')).toBeCloseTo(3.75, 12);
    expect(val('\\frac{1}{2}x+\\sqrt{3}')).toBeCloseTo(0.25 + Math.sqrt(3), 12);
    expect(val('sin x/x')).toBeCloseTo(Math.sin(0.5) / 0.5, 12);
    expect(val('sin^2 x + cos^2x')).toBeCloseTo(1, 12);
    expect(val('\\sin 2x\\cos x')).toBeCloseTo(Math.sin(1) * Math.cos(0.5), 12);
    expect(val('2√3+√(x+1)')).toBeCloseTo(2 * Math.sqrt(3) + Math.sqrt(1.5), 12);
    expect(val('\\log_2(x+1)')).toBeCloseTo(Math.log2(1.5), 12);
    expect(val('lg100')).toBeCloseTo(2, 12);
    expect(val('|x-1|')).toBeCloseTo(0.5, 12);
    expect(val('sin30°')).toBeCloseTo(0.5, 12);
    expect(val('\\sin 30^\\circ')).toBeCloseTo(0.5, 12);
    expect(val(normalize('x²+x³'))).toBeCloseTo(0.375, 12);
  });

  it('rejects ambiguous notation instead of guessing', () => {
    expect(() => parseExpr('log x')).toThrow();
    expect(() => parseExpr('1/2x')).toThrow();
    expect(() => parseExpr('\\unknowncommand x')).toThrow();
  });

  it('keeps the written form for display', () => {
    expect(toLatex(parseExpr('1+2'))).toBe('1 + 2');
    expect(toLatex(parseExpr('1-\\cos x'))).toBe('1 - \\cos x');
    expect(parseChain('1<x<=3').ops).toEqual(['<', '<=']);
  });

  it('separates formulas from Chinese text', () => {
    expect(extract(normalize('解方程：x²+x+1=0。')).segments).toEqual(['x^{2}+x+1=0']);
    expect(extract(normalize('Solve x^2 - 4x + 3 = 0 for x.')).segments).toEqual(['x^2 - 4x + 3 = 0', 'x']);
    expect(extract(normalize('$\\begin{cases} x+y=3 \\\\ x-y=1 \\end{cases}$')).segments).toEqual(['x+y=3', 'x-y=1']);
  });

  it('finds exact real roots', () => {
    const roots = (s: string) => realRoots(toPoly(parseExpr(s))!.univariate('x')!);
    expect(roots('x^2-2').roots.map((r) => toLatex(r.node))).toEqual(['-\\sqrt{2}', '\\sqrt{2}']);
    expect(roots('x^3-x-1').complete).toBe(false);
    expect(roots('(x-1)^2(x^2-3)').roots.map((r) => r.multiplicity)).toEqual([1, 2, 1]);
  });
});

describe('offline math: reading answers', () => {
  it('numbers in many spellings', () => {
    expect(readNumbers('$x_1 = 2,\\ x_2 = 3$')).toEqual([2, 3]);
    expect(readNumbers('x=2 或 x=3')).toEqual([2, 3]);
    expect(readNumbers('x = ±2')).toEqual([2, -2]);
    expect(readNumbers('$x_1 = x_2 = 3$')).toEqual([3]);
    expect(readNumbers('方程无实数解')).toEqual([]);
    expect(readNumbers('$\\int_{0}^{1} x^{2}\\,\\mathrm{d}x = \\frac{1}{3}$')![0]).toBeCloseTo(1 / 3, 12);
    expect(readNumbers('不知道')).toBeNull();
  });

  it('systems, expressions and intervals', () => {
    expect(readTuples('$\\begin{cases} x = 2 \\\\ y = 1 \\end{cases}$', ['x', 'y'])).toEqual([[2, 1]]);
    expect(readTuples('x=3, y=2 或 x=2, y=3', ['x', 'y'])).toEqual([
      [3, 2],
      [2, 3],
    ]);
    expect(evaluate(readExpression("$f'(x) = 3x^{2}$")!, { x: 2 })).toBe(12);
    expect(evaluate(readExpression('$\\int x\\,dx = \\frac{x^2}{2} + C$')!, { x: 2 })).toBe(2);
    expect(readIntervals('$(-\\infty, 1) \\cup (2, +\\infty)$')).toEqual([
      { lo: -Infinity, hi: 1, loClosed: false, hiClosed: false },
      { lo: 2, hi: Infinity, loClosed: false, hiClosed: false },
    ]);
    expect(readIntervals('x<1 或 x>2')).toEqual(readIntervals('(-∞,1)∪(2,+∞)'));
    expect(readIntervals('-1≤x≤3')).toEqual([{ lo: -1, hi: 3, loClosed: true, hiClosed: true }]);
    expect(readIntervals('$\\varnothing$')).toEqual([]);
  });
});
