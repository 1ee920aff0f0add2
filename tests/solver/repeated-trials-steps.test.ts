import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';

const solver = createOfflineSolver();

/** Independent repeated trials: a fractional probability is bracketed before its power, a power 0 left out. */
describe('repeated trials steps', () => {
  it('writes C_3^2 (3/5)^2 (2/5) + C_3^3 (3/5)^3', async () => {
    const out = await solver.solve({
      text: '投篮测试中, 每人投 3 次, 至少投中 2 次才能通过测试. 已知某同学每次投篮投中的概率为 0.6 , 且各次投篮是否投中相互独立, 则该同学通过测试的概率为____',
    });
    expect(out.ok && out.finalAnswer).toBe('$\\frac{81}{125}$');
    expect(out.ok && out.markdown).toContain(
      'C_{3}^{2}\\times \\left(\\frac{3}{5}\\right)^{2}\\times \\left(\\frac{2}{5}\\right)+C_{3}^{3}\\times \\left(\\frac{3}{5}\\right)^{3}',
    );
    expect(out.ok && out.markdown).not.toContain('}^{0}');
  });
});
