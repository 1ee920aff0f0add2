import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';

const solver = createOfflineSolver();
const solve = async (text: string) => {
  const r = await solver.solve({ text });
  if (!r.ok) throw new Error('not solved');
  return r;
};

/** Numbers put into a formula carry brackets only when negative; words stay outside the formula. */
describe('point-to-line distance and a point on a graph', () => {
  it('the distance formula with the numbers in, A² + B² shown', async () => {
    const r = await solve('点 $(1,-2)$ 到直线 $3x-4y+5=0$ 的距离为');
    expect(r.finalAnswer).toBe('$\\frac{16}{5}$');
    expect(r.markdown).toContain('d=\\frac{|3\\times 1-4\\times (-2)+5|}{\\sqrt{3^2+(-4)^2}}=\\frac{16}{5}');
  });

  it('「由图象过点」 in words, the point typeset', async () => {
    const r = await solve('已知函数 $f(x)=a x^{3}-2 x$ 的图象过点 $(-1,4)$ 则 $a=$');
    expect(r.finalAnswer).toBe('$a=-2$');
    expect(r.markdown).toContain('由图象过点 $(-1,4)$，把 $x=-1$ 代入解析式');
  });
});
