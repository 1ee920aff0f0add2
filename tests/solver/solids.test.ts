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
  it('reads 「顶点都在球O的球面上」 as the circumscribed sphere, and answers only the sphere it asks about', async () => {
    expect(await answer('长方体的长、宽、高分别为 $3,2,1$, 其顶点都在球 $O$ 的球面上, 则球 $O$ 的表面积为')).toBe('$14\\pi$');
    expect(await answer('棱长为 $2$ 的正方体的顶点都在同一球面上, 则该球的体积为')).toBe('$4\\sqrt{3}\\pi$');
    // The cube's own volume is asked, not the sphere's: left alone rather than answered with the sphere.
    expect(await answer('棱长为 $2$ 的正方体的外接球的半径为 $\\sqrt{3}$，则正方体的体积为')).toBeNull();
    expect(await answer('长方体的长、宽、高分别为 $3,2,1$, 其顶点都在球 $O$ 的球面上, 则长方体的表面积为')).toBeNull();
  });
  it('leaves questions with units or more than one solid alone', async () => {
    expect(await answer('棱长为 2cm 的正方体的体积为')).toBeNull();
    expect(await answer('已知圆锥与圆柱的底面半径都为 1，高都为 2，则圆锥的体积为')).toBeNull();
  });
});
