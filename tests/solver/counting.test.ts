import { describe, expect, it } from 'vitest';
import { countingEngine } from '../../server/solver/engines/counting';
import { readQuestion } from '../../server/solver/read/question';

async function run(text: string) {
  return countingEngine.solve(readQuestion(text, 'solution', 'math'));
}
const answer = async (text: string) => {
  const r = await run(text);
  return r?.outcome.ok ? r.outcome.finalAnswer : r ? 'refused' : null;
};

describe('counting engine', () => {
  it('finds a coefficient with the general term', async () => {
    expect(await answer('$(1+2x)^{5}$ 的展开式中 $x^{3}$ 的系数为____')).toBe('$80$');
  });
  it('finds the constant term of (ax+b/x)^n', async () => {
    expect(await answer('$\\left(x^2-\\frac{2}{x}\\right)^{6}$ 的展开式中常数项为')).toBe('$240$');
  });
  it('handles a product with a binomial power and picks the option', async () => {
    expect(await answer('$(1-x)(1+x)^{4}$ 的展开式中 $x^{2}$ 的系数为 ( ) A. 2 B. 4 C. 6 D. 8')).toBe('A（2）');
  });
  it('sums the coefficients', async () => {
    expect(await answer('$(2x-1)^{5}$ 的展开式中各项系数之和为')).toBe('$1$');
  });
  it('evaluates permutation and combination numbers', async () => {
    expect(await answer('计算 $A_6^2-C_6^2$')).toBe('$15$');
  });
  it('solves for an unknown coefficient (C_10^3 a^3 = 15)', async () => {
    expect(await answer('$(x+a)^{10}$ 的展开式中, $x^{7}$ 的系数为 15 , 则 $a=$')).toBe('$a=\\frac{1}{2}$');
  });
  it('reads √x as x to the power ½ (C_4^2 x^2·(√x)^2 = 6x^3)', async () => {
    expect(await answer('$(x+\\sqrt{x})^{4}$ 的展开式中 $x^{3}$ 的系数为')).toBe('$6$');
  });
  it('leaves terms that are not powers of x to others (the root of a sum, of a non-square coefficient)', async () => {
    expect(await answer('$(x+\\sqrt{x+1})^{4}$ 的展开式中 $x^{3}$ 的系数为')).toBeNull();
    expect(await answer('$(x+\\sqrt{2x})^{4}$ 的展开式中 $x^{3}$ 的系数为')).toBeNull();
  });
});
