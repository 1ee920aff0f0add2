import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';

const solver = createOfflineSolver();
const solve = async (text: string) => {
  const r = await solver.solve({ text });
  if (!r.ok) throw new Error('not solved');
  return r;
};

/** A perpendicular condition in coordinates shows x₁x₂ + y₁y₂ with the numbers in; |a−b|² is expanded. */
describe('vector conditions with coordinates and lengths', () => {
  it('a ⊥ b in coordinates', async () => {
    const r = await solve('设向量 $\\boldsymbol{a}=(1,-1), \\boldsymbol{b}=(m+1,2 m-4)$, 若 ${ }^{\\prime} a \\perp b^{\\prime}$, 则 $m=$');
    expect(r.finalAnswer).toBe('$m=5$');
    expect(r.markdown).toContain('1\\times (m+1)+(-1)\\times (2m-4)=0');
  });

  it('a combination shown by its coordinates first', async () => {
    const r = await solve('已知向量 $\\vec{a}=(-1,2), \\vec{b}=(m, 1)$, 若向量 $\\vec{a}+\\vec{b}$ 与 $\\vec{a}$ 垂直, 则 $m=$');
    expect(r.finalAnswer).toBe('$m=7$');
    expect(r.markdown).toContain('\\left(m-1,3\\right)\\cdot \\left(-1,2\\right)=(m-1)\\times (-1)+3\\times 2=0');
  });

  it('|a − b|² expanded before the known values go in', async () => {
    const r = await solve(
      '若向量 $\\vec{a}, \\vec{b}$ 满足 $|\\vec{a}|=3,|\\vec{a}-\\vec{b}|=5, \\vec{a} \\cdot \\vec{b}=1$, 则 $|\\vec{b}|=$',
    );
    expect(r.finalAnswer).toBe('$|\\vec{b}|=3\\sqrt{2}$');
    expect(r.markdown).toContain('=\\vec{a}^2-2\\vec{a}\\cdot \\vec{b}+\\vec{b}^2=25');
  });
});
