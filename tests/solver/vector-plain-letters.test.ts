import { describe, expect, it } from 'vitest';
import { vectorEngine } from '../../server/solver/engines/vector';
import { markDeclaredVectors } from '../../server/solver/engines/vector/plain-letters';
import { numbersBy } from './hs-helpers';

describe('vector engine: vectors printed as plain letters once the words declare them', () => {
  it('marks the declared letters in every formula and nothing else', () => {
    expect(markDeclaredVectors('已知单位向量 $a, b$ 的夹角为 $60^{\\circ}$, $k a-b$ 与 $a$ 垂直, 则 $k=$')).toBe(
      '已知单位向量 $\\boldsymbol{a}, \\boldsymbol{b}$ 的夹角为 $60^{\\circ}$, $k \\boldsymbol{a}-\\boldsymbol{b}$ 与 $\\boldsymbol{a}$ 垂直, 则 $k=$',
    );
    for (const text of [
      '已知向量 $\\vec a, b$ 满足 $|\\vec a|=1$',
      '已知向量 $e, f$ 满足 $|e|=1$',
      '已知 $a, b$ 满足 $a+b=1$, 则 $a b$ 的最大值为',
    ])
      expect(markDeclaredVectors(text)).toBe(text);
  });
  it('answers the usual questions about such vectors', async () => {
    expect(await numbersBy(vectorEngine, '已知单位向量 $a, b$ 的夹角为 $60^{\\circ}$, $k a-b$ 与 $a$ 垂直, 则 $k=$')).toEqual([0.5]);
    expect(await numbersBy(vectorEngine, '已知向量 $a, b$ 满足 $|a|=1, a \\cdot b=-1$, 则 $a \\cdot(2 a-b)=$')).toEqual([3]);
    expect(await numbersBy(vectorEngine, '设非零向量 $p, q$ 满足 $|p|=2, |q|=1$, $p \\cdot q=1$, 则 $|p-q|=$')).toEqual([Math.sqrt(3)]);
  });
});
