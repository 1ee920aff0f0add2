import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';

const solver = createOfflineSolver();
const solve = async (text: string) => {
  const r = await solver.solve({ text });
  if (!r.ok) throw new Error('not solved');
  return r;
};

/** 「代入数据得」 shows the formula with the numbers in it, not the value alone. */
describe('solid formulas with the numbers put in', () => {
  it('a cylinder from its square axial section', async () => {
    const r = await solve(
      '已知圆柱的上、下底面的中心分别为 $\\mathrm{O}_{1}, \\mathrm{O}_{2}$, 过直线 $\\mathrm{O}_{1} \\mathrm{O}_{2}$ 的平面截 该圆柱所得的截面是面积为 8 的正方形，则该圆柱的表面积为（） \nA. $12 \\sqrt{2} \\pi$\nB. $12 \\pi$\nC. $8 \\sqrt{2} \\pi$\nD. $10 \\pi$',
    );
    expect(r.finalAnswer).toContain('B');
    expect(r.markdown).toContain('$r=\\sqrt{2},\\ h=2\\sqrt{2}$');
    expect(r.markdown).toContain('S=2\\pi\\times (\\sqrt{2})^2+2\\pi\\times \\sqrt{2}\\times 2\\sqrt{2}=12\\pi');
  });

  it('the sphere around a cuboid and a cone', async () => {
    const sphere = await solve('长方体的长、宽、高分别为 $3,2 ， 1$, 其顶点都在球 $\\mathrm{O}$ 的球面上, 则球 $\\mathrm{O}$ 的表面积为');
    expect(sphere.finalAnswer).toBe('$14\\pi$');
    expect(sphere.markdown).toContain('S=4\\pi\\times \\frac{7}{2}=14\\pi');
    const cone = await solve('圆锥的底面半径为3，母线长为5，则圆锥的体积为');
    expect(cone.finalAnswer).toBe('$12\\pi$');
    expect(cone.markdown).toContain('V=\\frac{1}{3}\\pi\\times 3^2\\times 4=12\\pi');
  });
});
