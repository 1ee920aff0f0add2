import { describe, expect, it } from 'vitest';
import { solidsEngine } from '../../server/solver/engines/solids';
import { expectNoAnswer, numbersBy } from './hs-helpers';

describe('cylinders: an axial section that is a square', () => {
  it.each([
    [
      '已知圆柱的上、下底面的中心分别为 $\\mathrm{O}_{1}, \\mathrm{O}_{2}$, 过直线 $\\mathrm{O}_{1} \\mathrm{O}_{2}$ 的平面截该圆柱所得的截面是面积为 8 的正方形, 则该圆柱的表面积为 ____',
      12 * Math.PI,
    ],
    ['已知圆柱的轴截面是面积为 $4$ 的正方形, 则该圆柱的体积为 ____', 2 * Math.PI],
    ['某圆柱的轴截面是面积为 16 的正方形, 则该圆柱的侧面积为 ____', 16 * Math.PI],
    ['已知圆柱的轴截面为一个面积为 36 的正方形, 则它的表面积为 ____', 54 * Math.PI],
  ])('%s', async (text, value) => {
    const [v] = await numbersBy(solidsEngine, text);
    expect(v).toBeCloseTo(value, 9);
  });

  it.each([
    '已知圆柱的轴截面是面积为 8 的矩形, 则该圆柱的表面积为 ____',
    '已知圆锥的轴截面是面积为 8 的正方形, 则该圆锥的体积为 ____',
    '已知圆柱的上、下底面的中心分别为 $O_{1}, O_{2}$, 过 $O_{1}$ 的平面截该圆柱所得的截面是面积为 8 的正方形, 则该圆柱的表面积为 ____',
  ])('no answer: %s', async (text) => {
    await expectNoAnswer(solidsEngine, text);
  });
});
