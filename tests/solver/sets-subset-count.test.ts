import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';

// The number of subsets of a set listed element by element: 2ⁿ, minus the empty set and/or the set itself.
const solver = createOfflineSolver();

async function answer(text: string): Promise<string | null> {
  const r = await solver.solve({ text });
  return r.ok ? r.finalAnswer : null;
}

describe('counting subsets', () => {
  it('counts subsets, proper, non-empty and non-empty proper subsets', async () => {
    expect(await answer('集合 $\\{1,2,3\\}$ 的子集个数为____')).toBe('$8$');
    expect(await answer('已知集合 $A=\\{a,b,c,d\\}$，则 $A$ 的真子集个数为____')).toBe('$15$');
    expect(await answer('集合 $\\{0,1\\}$ 的非空真子集有____个')).toBe('$2$');
    expect(await answer('集合 $M=\\{-1, 0, 2\\}$ 的非空子集个数是____')).toBe('$7$');
    expect(await answer('集合 $A=\\{1,2,3\\}$ 的子集个数为（ ）\nA. 3\nB. 6\nC. 7\nD. 8')).toBe('D（8）');
    // a condition over the integers lists its elements first (decision 0106): {−1, 0, 1}
    expect(await answer('集合 $A=\\{x \\mid x^2<4, x\\in Z\\}$ 的子集个数为____')).toBe('$8$');
  });

  it('refuses a repeated element, a set described by a condition that is not finite, or another set named', async () => {
    expect(await answer('集合 $A=\\{1,1,2\\}$ 的子集个数为____')).toBeNull();
    expect(await answer('集合 $A=\\{x \\mid x^2<4\\}$ 的子集个数为____')).toBeNull();
    expect(await answer('已知集合 $A=\\{a,b,c,d\\}$，则 $B$ 的真子集个数为____')).toBeNull();
  });
});
