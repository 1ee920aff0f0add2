import { describe, expect, it } from 'vitest';
import { expectNoAnswer, expectNumbers, numbersOf, solvedOf } from './math-helpers';

describe('offline math: equations in one unknown', () => {
  it('linear', () => {
    expectNumbers(numbersOf('解方程 2x+3=7'), [2]);
    expectNumbers(numbersOf('解方程：3(x-1)=2x+5'), [8]);
    expect(solvedOf('解方程 2x+3=7').out.finalAnswer).toBe('$x = 2$');
  });

  it('quadratic with rational, irrational, double and no real roots', () => {
    expectNumbers(numbersOf('x^2-5x+6=0 求解'), [2, 3]);
    expectNumbers(numbersOf('求方程 2x^2-3x+1=0 的解'), [0.5, 1]);
    const irr = solvedOf('解方程 3x^2-x-1=0');
    expect(irr.out.finalAnswer).toContain('\\sqrt{13}');
    expectNumbers(numbersOf('解方程 3x^2-x-1=0'), [(1 - Math.sqrt(13)) / 6, (1 + Math.sqrt(13)) / 6]);
    expect(solvedOf('解方程 (x-3)^2=0').out.finalAnswer).toBe('$x_1 = x_2 = 3$');
    expectNumbers(numbersOf('求方程 x^2+x+1=0 的实数解'), []);
    expect(solvedOf('求方程 x^2+x+1=0 的实数解').out.finalAnswer).toContain('无实数解');
  });

  it('higher-degree polynomials through rational roots, quartic splitting and binomials', () => {
    expectNumbers(numbersOf('解方程 x^3-6x^2+11x-6=0'), [1, 2, 3]);
    expectNumbers(numbersOf('解方程 x^4-5x^2+4=0'), [-2, -1, 1, 2]);
    expectNumbers(numbersOf('解方程 x^4+4=4x^2+0'), [-Math.SQRT2, Math.SQRT2]);
    expectNumbers(numbersOf('解方程 x^3=2'), [Math.cbrt(2)]);
  });

  it('rational equations drop roots that make a denominator zero', () => {
    expectNumbers(numbersOf('解方程 \\frac{1}{x-1}+\\frac{2}{x+1}=\\frac{4}{x^2-1}'), [5 / 3]);
    const none = solvedOf('解分式方程 \\frac{x}{x-2}-\\frac{8}{x^2-4}=1');
    expect(none.value).toEqual({ kind: 'numbers', values: [] });
    expect(none.out.markdown).toContain('增根');
  });

  it('exponential equations by substitution t = a^x', () => {
    expectNumbers(numbersOf('2^x=8'), [3]);
    expectNumbers(numbersOf('解方程 3^{x+1}=27'), [2]);
    expectNumbers(numbersOf('解方程 4^x-3·2^x+2=0'), [0, 1]);
    expectNumbers(numbersOf('解方程 e^{2x}-3e^x+2=0'), [0, Math.log(2)]);
    expectNumbers(numbersOf('解方程 (1/2)^x=4'), [-2]);
    expect(solvedOf('2^x=5').out.finalAnswer).toBe('$x = \\log_{2} 5$');
  });

  it('logarithmic equations check the domain', () => {
    expectNumbers(numbersOf('log_2(x)=3'), [8]);
    expectNumbers(numbersOf('解方程 \\log_2(x+1)+\\log_2(x-1)=3'), [3]);
    const lg = solvedOf('解方程 lg x + lg(x-3) = 1');
    expect(lg.value).toEqual({ kind: 'numbers', values: [5] });
    expect(lg.out.markdown).toContain('舍去');
    expectNumbers(numbersOf('(lg x)^2 - 3 lg x + 2 = 0'), [10, 100]);
  });

  it('radical equations: square, then drop the extraneous roots', () => {
    const r = solvedOf('解方程 \\sqrt{x+2}=x');
    expect(r.value).toEqual({ kind: 'numbers', values: [2] });
    expect(r.out.markdown).toContain('增根');
    expectNumbers(numbersOf('解方程 x+\\sqrt{x}=6'), [4]);
    expectNumbers(numbersOf('解方程 \\sqrt{x}=-1'), []);
  });

  it('absolute-value equations case by case', () => {
    expectNumbers(numbersOf('解方程 |2x-1|=3'), [-1, 2]);
    expectNumbers(numbersOf('解方程 |x-1|=2x'), [1 / 3]);
    expectNumbers(numbersOf('解方程 |x^2-4|=3x'), [1, 4]);
    expectNumbers(numbersOf('解方程 |x|=-1'), []);
  });

  it('equations the engine solves, checked by substitution and a root scan', () => {
    expectNumbers(numbersOf('解方程 \\sqrt{x+1}+\\sqrt{x}=1'), [0]);
  });

  it('side conditions filter roots, exactly on the boundary', () => {
    expectNumbers(numbersOf('已知 x>0，解方程 x^2=4'), [2]);
    expectNumbers(numbersOf('已知 x≥2，解方程 x^2-5x+6=0'), [2, 3]);
  });

  it('refuses what it cannot do completely and exactly', () => {
    expectNoAnswer('解方程 x^5-x+1=0');
    expectNoAnswer('解方程 sin x = 1/2');
    expectNoAnswer('若关于 x 的方程 x^2+mx+1=0 有两个相等的实数根，求 m 的值。');
    expectNoAnswer('求方程 x^2-5x+6=0 的两根之和');
    expectNoAnswer('解方程 1/2x=3');
    expectNoAnswer('解方程 x^2 = x2');
  });
});
