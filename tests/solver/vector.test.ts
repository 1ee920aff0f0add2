import { describe, expect, it } from 'vitest';
import { vectorEngine } from '../../server/solver/engines/vector';
import { expectNoAnswer, numbersBy, solvedBy } from './hs-helpers';

describe('vector engine', () => {
  it('solves perpendicular and collinear conditions for a parameter', async () => {
    expect(await numbersBy(vectorEngine, '已知向量 $\\vec{a}=(2,3)$，$\\vec{b}=(m,-4)$，若 $\\vec{a}\\perp\\vec{b}$，则 $m=$')).toEqual([6]);
    expect(await numbersBy(vectorEngine, '已知向量 $\\vec{a}=(1,-2)$，$\\vec{b}=(3,t)$，且 $\\vec a\\parallel\\vec b$，则 $t=$')).toEqual([-6]);
    expect(await numbersBy(vectorEngine, '已知向量 $\\vec a=(1,2)$，$\\vec b=(1,0)$，若 $(\\vec a+k\\vec b)\\perp\\vec a$，则 $k=$')).toEqual([-5]);
    expect(await numbersBy(vectorEngine, '已知向量 $\\vec{a}=(2,1), \\vec{b}=(1,\\lambda)$，若 $\\vec{a} / /(\\vec{a}-2\\vec{b})$，则 $\\lambda=$')).toEqual([0.5]);
  });

  it('computes dot products, lengths and angles from coordinates', async () => {
    const [len] = await numbersBy(vectorEngine, '已知向量 $\\vec a=(1,2)$，$\\vec b=(-3,4)$，求 $|\\vec a+\\vec b|$');
    expect(len).toBeCloseTo(Math.sqrt(40), 12);
    const { out, value } = await solvedBy(vectorEngine, '已知向量 $\\vec a=(1,0)$，$\\vec b=(1,1)$，则 $\\vec a$ 与 $\\vec b$ 的夹角为');
    expect(out.finalAnswer).toContain('\\frac{\\pi}{4}');
    expect(value).toEqual({ kind: 'numbers', values: [Math.PI / 4] });
  });

  it('works from lengths and the angle or the dot product', async () => {
    const [v] = await numbersBy(vectorEngine, '已知 $|\\vec a|=2$，$|\\vec b|=3$，$\\vec a$ 与 $\\vec b$ 的夹角为 $\\frac{2\\pi}{3}$，求 $|2\\vec a-\\vec b|$');
    // 4·4 - 4·(-3) + 9 = 37
    expect(v).toBeCloseTo(Math.sqrt(37), 12);
    const { out } = await solvedBy(vectorEngine, '已知 $|\\vec a|=\\sqrt{2}$，$|\\vec b|=2$，且 $(\\vec a-\\vec b)\\perp\\vec a$，则 $\\vec a$ 与 $\\vec b$ 的夹角为');
    expect(out.finalAnswer).toContain('\\frac{\\pi}{4}');
  });

  it('leaves projections, figures and unknown kinds', async () => {
    await expectNoAnswer(vectorEngine, '已知向量 $\\vec a=(1,2)$，$\\vec b=(3,4)$，求 $\\vec a$ 在 $\\vec b$ 上的投影');
    await expectNoAnswer(vectorEngine, '在三角形 $ABC$ 中，$\\overrightarrow{AB}\\cdot\\overrightarrow{AC}=2$，求面积');
    await expectNoAnswer(vectorEngine, '已知向量 $\\vec a=(1,x)$，$\\vec b=(y,2)$，求 $\\vec a\\cdot\\vec b$');
  });
});
