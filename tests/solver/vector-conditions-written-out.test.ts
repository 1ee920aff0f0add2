import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';

const solver = createOfflineSolver();

/** Two combinations of a basis perpendicular: the dot product is expanded before the known a², a·b, b² are put in. */
describe('a perpendicular condition on combinations of two vectors', () => {
  it.each([
    [
      '已知 $a$ 与 $b$ 为两个垂直的单位向量, $k$ 为实数, 若向量 $\\vec{a}+\\vec{b}$ 与向量 $k$ $\\vec{a}-\\vec{b}$ 垂直，则 $k=$',
      '$k=1$',
      '(\\vec{a}+\\vec{b})\\cdot (k \\vec{a}-\\vec{b})=k\\vec{a}^2+(k-1)\\vec{a}\\cdot \\vec{b}-\\vec{b}^2=0',
    ],
    [
      '已知 $|\\vec{a}|=2$，$|\\vec{b}|=1$，$\\vec{a}$ 与 $\\vec{b}$ 的夹角为 $60^{\\circ}$，若 $\\vec{a}+\\lambda\\vec{b}$ 与 $\\vec{b}$ 垂直，则 $\\lambda=$____',
      '$\\lambda=-1$',
      '=\\vec{a}\\cdot \\vec{b}+\\lambda\\vec{b}^2=0',
    ],
    [
      '已知向量 $\\vec{a}$、$\\vec{b}$ 满足 $|\\vec{a}|=1$，$|\\vec{b}|=2$，$\\vec{a}\\cdot\\vec{b}=1$，若 $2\\vec{a}-\\vec{b}$ 与 $\\vec{a}+m\\vec{b}$ 垂直，则 $m=$____',
      '$m=\\frac{1}{2}$',
      '=2\\vec{a}^2+(2m-1)\\vec{a}\\cdot \\vec{b}-m\\vec{b}^2=0',
    ],
  ])('%s', async (text, answer, shown) => {
    const out = await solver.solve({ text });
    expect(out.ok && out.finalAnswer).toBe(answer);
    expect(out.ok && out.markdown).toContain(shown);
  });
});

/** Two vectors parallel: the coordinates (or coefficients on a basis) are written out in x₁y₂ − x₂y₁ = 0. */
describe('a parallel condition written out', () => {
  it.each([
    [
      '设向量 $\\vec{a}, \\vec{b}$ 不平行, 向量 $\\lambda \\vec{a}+\\vec{b}$ 与 $\\vec{a}+2 \\vec{b}$ 平行, 则实数 $\\lambda=$',
      '$\\lambda=\\frac{1}{2}$',
      '\\left(\\lambda,1\\right)\\parallel \\left(1,2\\right):\\ \\lambda\\times 2-1\\times 1=0',
    ],
    [
      '已知向量 $\\vec{a}=(1,2)$，$\\vec{b}=(m,-1)$，若 $\\vec{a}\\parallel\\vec{b}$，则 $m=$____',
      '$m=-\\frac{1}{2}$',
      '1\\times (-1)-2\\times m=0',
    ],
    [
      '已知向量 $\\vec{a}=(1,2)$，$\\vec{b}=(2,-3)$，若向量 $\\vec{a}+k\\vec{b}$ 与 $\\vec{a}-\\vec{b}$ 平行，则 $k=$____',
      '$k=-1$',
      '(2k+1)\\times 5-(-3k+2)\\times (-1)=0',
    ],
  ])('%s', async (text, answer, shown) => {
    const out = await solver.solve({ text });
    expect(out.ok && out.finalAnswer).toBe(answer);
    expect(out.ok && out.markdown).toContain(shown);
  });
});
