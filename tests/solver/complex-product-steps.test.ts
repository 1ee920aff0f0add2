import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';

const solver = createOfflineSolver();

/** A product of complex numbers is multiplied out before i² = −1 is used; the question's own 「=」 is not repeated. */
describe('complex product steps', () => {
  it.each([
    ['$i(2+3 i)=(\\quad)$', '$-3+2i$', 'i(2+3 i)=2i+3i^{2}=-3+2i'],
    ['$(1+i)(2-i)=$____', '$3+i$', '(1+i)(2-i)=2-i+2i-i^{2}=3+i'],
    ['$(1-i)^2=$____', '$-2i$', '(1-i)^2=1-2i+i^{2}=-2i'],
  ])('%s', async (text, answer, shown) => {
    const out = await solver.solve({ text });
    expect(out.ok && out.finalAnswer).toBe(answer);
    expect(out.ok && out.markdown).toContain(shown);
    expect(out.ok && out.markdown).not.toContain('==');
  });

  it('does not announce simplifying a numerator and denominator that are already simple', async () => {
    const out = await solver.solve({ text: '$\\frac{1+2 i}{1-2 i}=(\\quad)$' });
    expect(out.ok && out.finalAnswer).toBe('$-\\frac{3}{5}+\\frac{4}{5}i$');
    expect(out.ok && out.markdown).not.toContain('先分别化简分子、分母');
  });
});
