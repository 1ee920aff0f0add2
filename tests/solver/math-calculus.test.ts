import { describe, expect, it } from 'vitest';
import { checkDerivative } from '../../server/solver/math/compute/calculus';
import { evaluate } from '../../server/solver/math/compute/evaluate';
import { parseExpr } from '../../server/solver/math/expression/parser';
import { expectNoAnswer, expectNumbers, numbersOf, solvedOf } from './math-helpers';

function exprAt(text: string, xs: number[]): number[] {
  const { value } = solvedOf(text);
  if (value.kind !== 'expression') throw new Error(value.kind);
  return xs.map((x) => evaluate(value.node, { [value.vars[0]]: x }));
}

describe('offline math: derivatives', () => {
  it('derivative functions', () => {
    expect(solvedOf('求 f(x)=x^3 的导数').out.finalAnswer).toBe("$f'(x) = 3x^{2}$");
    const [a, b] = exprAt('求函数 y=x^2\\sin x 的导数', [1, 2]);
    expect(a).toBeCloseTo(2 * Math.sin(1) + Math.cos(1), 10);
    expect(b).toBeCloseTo(4 * Math.sin(2) + 4 * Math.cos(2), 10);
    expect(exprAt("已知 f(x)=\\ln(x^2+1)，求 f'(x)", [1])[0]).toBeCloseTo(1, 12);
    expect(exprAt('\\frac{d}{dx}(x e^{2x})', [0])[0]).toBeCloseTo(1, 12);
  });

  it('values at a point and tangent lines', () => {
    expectNumbers(numbersOf("已知函数 f(x)=x^3-3x，求 f'(2)"), [9]);
    expect(solvedOf('求曲线 y=x^3-2x 在点 (1,-1) 处的切线方程').out.finalAnswer).toBe('$y = x - 2$');
    expect(solvedOf('求 f(x)=e^x 在 x=0 处的切线方程').out.finalAnswer).toBe('$y = x + 1$');
  });

  it('refuses points off the curve', () => {
    expectNoAnswer('求曲线 y=x^2 在点 (1,5) 处的切线方程');
    expectNoAnswer('曲线 $y=2\\ln x$ 在点 $(1,1)$ 处的切线方程为');
  });

  it('checks derivatives of functions with ln x and 1/x away from the end of the domain', () => {
    expect(solvedOf('曲线 $y=2 \\ln x$ 在点 $(1,0)$ 处的切线方程为').out.finalAnswer).toBe('$y = 2x - 2$');
    expect(solvedOf('曲线 $y=x(3 \\ln x+1)$ 在点 $(1,1)$ 处的切线方程为').out.finalAnswer).toBe('$y = 4x - 3$');
    const lnx = parseExpr('\\ln x');
    expect(checkDerivative(lnx, parseExpr('\\frac{1}{x}'), 'x')).toBe(true);
    // a wrong derivative still fails the check at the smooth points
    expect(checkDerivative(lnx, parseExpr('\\frac{1}{x}+0.001'), 'x')).toBe(false);
    expect(checkDerivative(lnx, parseExpr('\\frac{2}{x}'), 'x')).toBe(false);
  });
});

describe('offline math: monotonicity, extrema and maxima on a closed interval', () => {
  it('monotonic intervals and extrema of a cubic', () => {
    const { out, value } = solvedOf('求函数 f(x)=x^3-3x 的单调区间和极值');
    expect(value).toEqual({
      kind: 'monotonic',
      increasing: [
        { lo: -Infinity, hi: -1, loClosed: false, hiClosed: false },
        { lo: 1, hi: Infinity, loClosed: false, hiClosed: false },
      ],
      decreasing: [{ lo: -1, hi: 1, loClosed: false, hiClosed: false }],
    });
    expect(out.finalAnswer).toContain('极大值 $f\\left(-1\\right) = 2$');
    expect(out.finalAnswer).toContain('极小值 $f\\left(1\\right) = -2$');
    expectNumbers(numbersOf('求函数 f(x)=x^3-12x 的极值'), [-16, 16]);
    expect(solvedOf('求 f(x)=x^3 的极值').out.finalAnswer).toBe('函数没有极值');
    // only what is asked: 「极小值」 alone, 「最大值」 alone
    expect(solvedOf('函数 f(x)=x^3-12x 的极小值为').out.finalAnswer).toBe('极小值 $f\\left(2\\right) = -16$');
    expectNumbers(numbersOf('函数 f(x)=x^3-12x 的极大值为'), [16]);
    expectNumbers(numbersOf('函数 f(x)=x^3-3x 在 [0,2] 上的最大值为'), [2]);
    expectNumbers(numbersOf('函数 f(x)=x^3-3x 在 [0,2] 上的最小值为'), [-2]);
  });

  it('a rational function keeps its pole out of the intervals', () => {
    const { value } = solvedOf('讨论函数 f(x)=x+\\frac{1}{x} 的单调性');
    expect(value.kind === 'monotonic' && value.decreasing.map((i) => [i.lo, i.hi])).toEqual([
      [-1, 0],
      [0, 1],
    ]);
  });

  it('maximum and minimum on a closed interval, with every point where they are reached', () => {
    const { out } = solvedOf('求函数 f(x)=x^3-3x^2+1 在区间 [-1,3] 上的最大值和最小值');
    expect(out.finalAnswer).toBe(
      '最大值 $f\\left(0\\right) = f\\left(3\\right) = 1$，最小值 $f\\left(-1\\right) = f\\left(2\\right) = -3$',
    );
  });

  it('refuses functions outside its scope', () => {
    expectNoAnswer('求函数 f(x)=x-\\ln x 的单调区间');
    expectNoAnswer('求函数 f(x)=x^2+ax 的单调区间');
    expectNoAnswer('求函数 f(x)=x^2 的最大值');
  });
});

describe('offline math: integrals', () => {
  it('definite integrals agree with numeric quadrature', () => {
    expectNumbers(numbersOf('计算 ∫_0^1 x^2 dx'), [1 / 3]);
    expectNumbers(numbersOf('计算定积分 \\int_0^{\\pi} \\sin x\\,dx'), [2]);
    expectNumbers(numbersOf('\\int_1^e \\ln x\\,\\mathrm{d}x'), [1]);
  });

  it('indefinite integrals (checked by differentiation)', () => {
    const { out, value } = solvedOf('求不定积分 \\int x e^x \\, dx');
    expect(out.finalAnswer).toMatch(/\+ C\$$/);
    expect(value.kind === 'expression' && value.upToConstant).toBe(true);
    const [f1, f2] = exprAt('∫(3x^2+2x)dx', [1, 2]);
    expect(f2 - f1).toBeCloseTo(8 + 4 - 2, 10);
    expect(solvedOf('求不定积分 \\int \\frac{1}{x} dx').out.finalAnswer).toContain('\\ln\\left|x\\right|');
  });

  it('refuses improper and non-elementary integrals', () => {
    expectNoAnswer('\\int_{-1}^{1} \\frac{1}{x} dx');
    expectNoAnswer('\\int e^{x^2} dx');
    expectNoAnswer('\\int_0^{\\infty} e^{-x} dx');
  });
});

describe('offline math: limits', () => {
  it('standard limits', () => {
    expectNumbers(numbersOf('求极限 lim_{x→0} sin x / x'), [1]);
    expectNumbers(numbersOf('\\lim_{x \\to 1} \\frac{x^2-1}{x-1}'), [2]);
    expectNumbers(numbersOf('\\lim_{x\\to\\infty}\\frac{3x^2+1}{2x^2-x}'), [1.5]);
    expectNumbers(numbersOf('\\lim_{x\\to 0}\\frac{1-\\cos x}{x^2}'), [0.5]);
    expect(solvedOf('\\lim_{x\\to\\infty}\\left(1+\\frac{1}{x}\\right)^x').out.finalAnswer).toContain('\\mathrm{e}');
    expect(solvedOf('\\lim_{x \\to 1} \\frac{x^2-1}{x-1}').out.markdown).toContain('洛必达');
  });

  it('refuses limits that do not exist or are one-sided', () => {
    expectNoAnswer('\\lim_{x\\to 0} \\frac{1}{x}');
    expectNoAnswer('\\lim_{x\\to 0^+} \\ln x');
  });
});

describe('offline math: the tangent line with a given slope', () => {
  it('finds the one tangency point where the derivative is monotonic', () => {
    expect(solvedOf('曲线 $y=\\ln x+x+1$ 的一条切线的斜率为 2 , 则该切线的方程为').out.finalAnswer).toBe('$y = 2x$');
    expect(solvedOf('曲线 $y=x^{2}$ 的一条切线的斜率为 4 , 则该切线的方程为').out.finalAnswer).toBe('$y = 4x - 4$');
  });
  it('leaves two tangency points, a domain in pieces and irrational points', () => {
    expectNoAnswer('曲线 $y=x^{3}$ 的一条切线的斜率为 3 , 则该切线的方程为');
    expectNoAnswer('曲线 $y=x+\\frac{1}{x}$ 的一条切线的斜率为 0 , 则该切线的方程为');
    expectNoAnswer('曲线 $y=e^{x}$ 的一条切线的斜率为 2 , 则该切线的方程为');
  });
});
