import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';

const solver = createOfflineSolver();

/** The general term's exponent is written as an equation in r before r is used. */
describe('the exponent equation of a binomial term', () => {
  it.each([
    ['$\\left(x^{2}+\\frac{2}{x}\\right)^{6}$ 的展开式中常数项是____', '$240$', '$x$ 的指数 $12-3r=0$，得 $r=4'],
    ['$(x+2y)^{5}$ 的展开式中 $x^{2}y^{3}$ 的系数为____', '$80$', '$x$ 的指数 $5-r=2$；$y$ 的指数 $r=3$'],
    ['$(x-\\frac{1}{x})^{6}$ 的展开式中 $x^{3}$ 的系数为____', '$0$', '$x$ 的指数 $6-2r=3$ 没有整数解'],
  ])('%s', async (text, answer, shown) => {
    const out = await solver.solve({ text });
    expect(out.ok && out.finalAnswer).toBe(answer);
    expect(out.ok && out.markdown).toContain(shown);
  });
});
