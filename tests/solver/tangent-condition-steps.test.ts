import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';

const solver = createOfflineSolver();

/** A tangent condition on a letter shows f′(x) with the letter and the equation in it, not 「其中含有 a」. */
describe('tangent condition steps', () => {
  it('writes the tangent line through a point as an equation in a', async () => {
    const out = await solver.solve({
      text: '已知函数 $f(x)=a x^{3}+x+1$ 的图象在点（1，f(1））处的切线过点（ 2, 7）, 则 $a=$____',
    });
    expect(out.ok && out.finalAnswer).toBe('$a=1$');
    expect(out.ok && out.markdown).toContain('f^{\\prime}(x)=3a x^{2} + 1');
    expect(out.ok && out.markdown).toContain('7-\\left(a + 2\\right)=\\left(3a + 1\\right)\\times(2-1)');
    expect(out.ok && out.markdown).not.toContain('其中含有');
  });

  it('writes a given derivative value as an equation in a', async () => {
    const out = await solver.solve({ text: '设函数 $f(x)=\\frac{\\mathrm{e}^{x}}{x+a}$. 若 $f^{\\prime}(1)=\\frac{e}{4}$, 则 $a=$____' });
    expect(out.ok && out.finalAnswer).toBe('$a=1$');
    expect(out.ok && out.markdown).toContain('f^{\\prime}(1)=\\frac{a \\mathrm{e}}{\\left(a + 1\\right)^{2}}=\\frac{e}{4}');
  });
});
