import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';

const solver = createOfflineSolver();

/** A factored inequality is read at its factors, not multiplied out; 「分子」 is said only of a fraction. */
describe('inequality sign-chart steps', () => {
  it('reads (x−1)(x+2)<0 at its factors', async () => {
    const out = await solver.solve({ text: '已知集合 $\\mathrm{A}=\\{-2,-1,0,1,2\\}, B=\\{x \\mid(x-1)(x+2)<0\\}$, 则 $A \\cap B=$____' });
    expect(out.ok && out.finalAnswer).toBe('$\\{-1,0\\}$');
    expect(out.ok && out.markdown).toContain('左边为 0 的点：$-2,\\ 1$');
    expect(out.ok && out.markdown).not.toContain('x^{2} + x - 2');
    expect(out.ok && out.markdown).not.toContain('分子');
  });

  it('names the numerator of a fraction', async () => {
    const out = await solver.solve({ text: '不等式 $\\frac{x-1}{x+2}<0$ 的解集为____' });
    expect(out.ok && out.finalAnswer).toBe('$(-2, 1)$');
    expect(out.ok && out.markdown).toContain('分子为 0 的点：$1$');
  });
});
