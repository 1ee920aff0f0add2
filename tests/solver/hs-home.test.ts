import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';

const solver = createOfflineSolver();

/** The home page's senior-high suggestions (sets, complex numbers, trigonometry) solve offline. */
describe('senior-high home suggestions', () => {
  it('solves the set, complex-number and trigonometry suggestions', async () => {
    const sets = await solver.solve({ text: '已知集合 $A=\\{x \\mid x^2-4x+3<0\\}$，$B=\\{x \\mid 2<x<5\\}$，求 $A\\cap B$。' });
    expect(sets.ok && sets.finalAnswer).toBe('$\\{x \\mid 2<x<3\\}$');
    const complex = await solver.solve({ text: '若复数 $z$ 满足 $(1+i)z=3-i$，求 $z$ 及 $|z|$。' });
    expect(complex.ok && complex.finalAnswer).toBe('$z=1-2i$，$|z|=\\sqrt{5}$');
    const trig = await solver.solve({
      text: '已知 $\\sin\\alpha=\\dfrac{3}{5}$，$\\alpha\\in\\left(\\dfrac{\\pi}{2},\\pi\\right)$，求 $\\tan\\left(\\alpha+\\dfrac{\\pi}{4}\\right)$ 的值。',
    });
    expect(trig.ok && trig.finalAnswer).toContain('\\frac{1}{7}');
    for (const r of [sets, complex, trig]) expect(r.ok && r.verification.status).toBe('verified');
  });
});
