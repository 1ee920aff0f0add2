import { describe, expect, it } from 'vitest';
import { solidsEngine } from '../../server/solver/engines/solids';
import { readQuestion } from '../../server/solver/read/question';

const answer = async (text: string) => {
  const r = await solidsEngine.solve(readQuestion(text, 'solution', 'math'));
  return r?.outcome.ok ? r.outcome.finalAnswer : r ? 'refused' : null;
};

describe('solids engine', () => {
  it('circumscribed spheres', async () => {
    expect(await answer('棱长为 $1$ 的正方体的外接球的体积为')).toBe('$\\frac{\\sqrt{3}}{2}\\pi$');
    expect(await answer('长方体的长、宽、高分别为 1, 2, 3，则其外接球的表面积为')).toBe('$14\\pi$');
  });
  it('cones, cylinders and spheres', async () => {
    expect(await answer('已知圆锥的底面半径为 1，母线长为 3，则该圆锥的体积为')).toBe('$\\frac{2\\sqrt{2}}{3}\\pi$');
    expect(await answer('圆柱的底面半径为 1，高为 2，则圆柱的侧面积为')).toBe('$4\\pi$');
    expect(await answer('球的半径为 2，则球的表面积为')).toBe('$16\\pi$');
  });
  it('leaves questions with units or more than one solid alone', async () => {
    expect(await answer('棱长为 2cm 的正方体的体积为')).toBeNull();
    expect(await answer('已知圆锥与圆柱的底面半径都为 1，高都为 2，则圆锥的体积为')).toBeNull();
  });
});
