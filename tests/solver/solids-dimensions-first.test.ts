import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';

// 「长、宽、高分别为 1，2，3 的长方体」: the dimensions named before the solid.
const solver = createOfflineSolver();

async function answer(text: string): Promise<string | null> {
  const r = await solver.solve({ text });
  return r.ok ? r.finalAnswer : null;
}

describe('a cuboid whose dimensions come first', () => {
  it('reads each dimension as a number or a formula, and nothing after it', async () => {
    expect(await answer('长、宽、高分别为 1，2，3 的长方体的顶点都在同一球面上，则该球的表面积为____')).toBe('$14\\pi$');
    expect(await answer('长、宽、高分别为 3，4，5 的长方体的外接球的表面积为____')).toBe('$50\\pi$');
    expect(await answer('长、宽、高分别为 $2$，$2$，$1$ 的长方体的体积为____')).toBe('$4$');
    expect(await answer('长、宽、高分别为 1，2，3 的长方体的表面积为____')).toBe('$22$');
    expect(await answer('长方体的长、宽、高分别为 1，2，3，其顶点都在同一个球面上，则该球的表面积为____')).toBe('$14\\pi$');
  });

  it('refuses two dimensions, or a question about another solid', async () => {
    expect(await answer('长、宽分别为 1，2 的长方体的体积为____')).toBeNull();
    expect(await answer('长、宽、高分别为 1，2，3 的长方体与棱长为 2 的正方体的体积之和为____')).toBeNull();
  });
});
