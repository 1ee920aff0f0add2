import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';

const solver = createOfflineSolver();

/** A factor times a binomial power: the contributions are added with their signs shown, not 「相加即得」. */
describe('binomial product steps', () => {
  it.each([
    ['$(x-y)(x+y)^{8}$ 的展开式中 $x^{2} y^{7}$ 的系数为____', '$-20$', '1\\times 8+\\left(-1\\right)\\times 28=-20'],
    ['$(1+x)(1-x)^{6}$ 的展开式中 $x^{3}$ 的系数为____', '$-5$', '1\\times \\left(-20\\right)+1\\times 15=-5'],
  ])('%s', async (text, answer, shown) => {
    const out = await solver.solve({ text });
    expect(out.ok && out.finalAnswer).toBe(answer);
    expect(out.ok && out.markdown).toContain(shown);
    expect(out.ok && out.markdown).not.toContain('相加即得');
  });
});
