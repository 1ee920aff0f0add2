import { describe, expect, it } from 'vitest';
import { countingEngine } from '../../server/solver/engines/counting';
import { readQuestion } from '../../server/solver/read/question';

async function answer(text: string): Promise<string | null> {
  const r = await countingEngine.solve(readQuestion(text, 'solution', 'math'));
  return r?.outcome.ok ? r.outcome.finalAnswer : r ? 'refused' : null;
}

describe('binomial expansions with one unknown coefficient', () => {
  it('finds the parameter from the coefficient of a power of x', async () => {
    // C_5^2 a^2 = 40 has two roots, but C_5^3 a^3 = 80 only one.
    expect(await answer('已知 $(1+ax)^{5}$ 的展开式中 $x^{3}$ 的系数为 80, 则 $a=$')).toBe('$a=2$');
  });
  it('finds the parameter from the constant term (negative value)', async () => {
    expect(await answer('$\\left(x-\\frac{a}{x}\\right)^{6}$ 的展开式中常数项为 -160, 则 $a=$')).toBe('$a=2$');
  });
  it('finds the parameter from the sum over the odd powers of x', async () => {
    // f(x) = (2+x)(1+x)^3 with a = 2: (f(1) - f(-1))/2 = 24/2 = 12.
    expect(await answer('$(a+x)(1+x)^{3}$ 的展开式中 $x$ 的奇数次幂项的系数之和为 12, 则 $a=$')).toBe('$a=2$');
  });
  it('finds the parameter from the sum of the coefficients, then the asked term', async () => {
    // -(a+1) = -3 → a = 2; constant term of (2x + 1/x)(x - 2/x)^3: 2x·12/x + (1/x)·(-6x) = 18.
    expect(
      await answer('$\\left(ax+\\frac{1}{x}\\right)\\left(x-\\frac{2}{x}\\right)^{3}$ 的展开式中各项系数的和为 -3, 则该展开式中常数项为'),
    ).toBe('$18$');
  });
  it('picks the option of the asked term', async () => {
    expect(await answer('$(1+ax)^{5}$ 的展开式中各项系数的和为 243, 则展开式中 $x^{2}$ 的系数为（ ）A. 10 B. 20 C. 40 D. 80')).toBe(
      'C（40）',
    );
  });
  it('does not answer when the values of the parameter give different terms', async () => {
    // (1+a)^4 = 81: a = 2 gives 24, a = -4 gives 96.
    expect(String(await answer('$(1+ax)^{4}$ 的展开式中各项系数的和为 81, 则展开式中 $x^{2}$ 的系数为'))).not.toMatch(/\d/);
  });
  it('does not answer when the parameter has two values', async () => {
    expect(String(await answer('$(1+ax)^{5}$ 的展开式中 $x^{2}$ 的系数为 40, 则 $a=$'))).not.toMatch(/a=/);
  });
  it('does not answer when a root is irrational', async () => {
    expect(String(await answer('$(1+ax)^{5}$ 的展开式中 $x^{3}$ 的系数为 20, 则 $a=$'))).not.toMatch(/a=/);
  });
});
