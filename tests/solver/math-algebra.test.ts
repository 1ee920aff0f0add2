import { describe, expect, it } from 'vitest';
import { expectNoAnswer, expectNumbers, numbersOf, solvedOf } from './math-helpers';

describe('offline math: arithmetic and expressions', () => {
  it('exact arithmetic', () => {
    expect(solvedOf('计算：\\frac{1}{2}+\\frac{1}{3}-\\frac{1}{4}').out.finalAnswer).toBe('$\\frac{7}{12}$');
    expect(solvedOf('计算 (-2)^3 \\times \\frac{1}{4} - 3^2').out.finalAnswer).toBe('$-11$');
    expect(solvedOf('2^{10}').out.finalAnswer).toBe('$1024$');
    expect(solvedOf('5!').out.finalAnswer).toBe('$120$');
  });

  it('radicals, logarithms and trigonometric values', () => {
    expect(solvedOf('计算 \\sqrt{12}+\\sqrt{27}').out.finalAnswer).toBe('$5\\sqrt{3}$');
    expectNumbers(numbersOf('计算 \\log_2 8 + \\lg 100'), [5]);
    expectNumbers(numbersOf('计算 sin 30° + cos 60°'), [1]);
  });

  it('function values and substitution', () => {
    expect(solvedOf('已知 f(x)=2x^2-3x+1，求 f(2)').out.finalAnswer).toBe('$f(2) = 3$');
    expectNumbers(numbersOf('当 x=-1 时，求代数式 x^3-2x+5 的值'), [6]);
  });

  it('simplify and expand', () => {
    expect(solvedOf('化简 (x+1)^2-(x-1)^2').out.finalAnswer).toBe('$4x$');
    expect(solvedOf('展开 (2x-1)^3').out.finalAnswer).toBe('$8x^{3} - 12x^{2} + 6x - 1$');
    expect(solvedOf('化简 \\frac{x^2-4}{x^2+4x+4}').out.finalAnswer).toBe('$\\frac{x - 2}{x + 2}$');
    expect(solvedOf('化简 \\sin^2 x+\\cos^2 x').out.finalAnswer).toBe('$1$');
  });

  it('factoring over the rationals, fully', () => {
    expect(solvedOf('因式分解 x^2-5x+6').out.finalAnswer).toBe('$\\left(x - 2\\right)\\left(x - 3\\right)$');
    expect(solvedOf('因式分解 x^3-4x').out.finalAnswer).toBe('$x\\left(x - 2\\right)\\left(x + 2\\right)$');
    expect(solvedOf('分解因式：a^2-2ab+b^2').out.finalAnswer).toBe('$\\left(a - b\\right)^{2}$');
    expect(solvedOf('分解因式 x^4+4').out.finalAnswer).toBe('$\\left(x^{2} - 2x + 2\\right)\\left(x^{2} + 2x + 2\\right)$');
    expect(solvedOf('因式分解 3x^3-12x^2+12x').out.finalAnswer).toBe('$3x\\left(x - 2\\right)^{2}$');
  });

  it('refuses ambiguous or unsupported expressions', () => {
    expectNoAnswer('因式分解 x^2-2');
    expectNoAnswer('在实数范围内因式分解 x^2-2');
    expectNoAnswer('因式分解 x^2-y^2+2x+1');
    expectNoAnswer('计算 sin 30 + 1');
    expectNoAnswer('化简 (1+i)^2');
  });
});

describe('offline math: sequences and sums', () => {
  it('arithmetic and geometric sequences', () => {
    expectNumbers(numbersOf('等差数列 a1=2, d=3, 求 a10'), [29]);
    expectNumbers(numbersOf('已知等差数列{a_n}中，a_3=7，a_7=15，求前10项和'), [120]);
    expectNumbers(numbersOf('已知等差数列 {a_n} 的前 5 项和 S_5=25，a_2=3，求 a_{10}'), [19]);
    expectNumbers(numbersOf('在等比数列{a_n}中，a_1=3，公比 q=2，求 a_6 和 S_6'), [96, 189]);
    expectNumbers(numbersOf('等比数列中 a_2=6，a_5=48，求 a_1 和 q'), [2, 3]);
    expect(solvedOf('已知等差数列的首项为 1，公差为 2，求通项公式').out.finalAnswer).toBe('$a_n = 2n - 1$');
  });

  it('sums with a pattern', () => {
    expectNumbers(numbersOf('求和 1+2+...+100'), [5050]);
    expectNumbers(numbersOf('计算 1+3+5+\\cdots+99'), [2500]);
    expectNumbers(numbersOf('2+4+8+…+1024'), [2046]);
    expectNumbers(numbersOf('计算 1^2+2^2+3^2+\\cdots+20^2'), [2870]);
    expectNumbers(numbersOf('\\frac{1}{1\\times 2}+\\frac{1}{2\\times 3}+\\cdots+\\frac{1}{99\\times 100}'), [0.99]);
    expectNumbers(numbersOf('\\sum_{k=1}^{10} k^2'), [385]);
  });

  it('refuses ambiguous patterns and unknown sequences', () => {
    expectNoAnswer('2+4+...+64');
    expectNoAnswer('1-2+3-4+...-100');
    expectNoAnswer('等比数列中 a_2=4，a_4=16，求 a_3');
    expectNoAnswer('数列 {a_n} 满足 a_1=1, a_{n+1}=2a_n+1, 求 a_5');
  });
});
