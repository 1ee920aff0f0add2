import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';

// |PF₁| + |PF₂| = 2a on an ellipse: the distance to the other focus.
const solver = createOfflineSolver();

async function answer(text: string): Promise<string | null> {
  const r = await solver.solve({ text });
  return r.ok ? r.finalAnswer : null;
}

describe('the distance to the other focus of an ellipse', () => {
  it('is 2a minus the given distance, the foci named 一个/另一个, 左/右 or 上/下', async () => {
    expect(
      await answer('已知椭圆 $\\frac{x^{2}}{25}+\\frac{y^{2}}{9}=1$ 上一点 $P$ 到一个焦点的距离为 $3$，则点 $P$ 到另一个焦点的距离为____'),
    ).toBe('$7$');
    expect(
      await answer('椭圆 $\\frac{x^{2}}{25}+\\frac{y^{2}}{16}=1$ 上一点 $P$ 到左焦点的距离为 $4$，则点 $P$ 到右焦点的距离为____'),
    ).toBe('$6$');
    expect(
      await answer('椭圆 $\\frac{x^{2}}{16}+\\frac{y^{2}}{25}=1$ 上一点 $M$ 到上焦点的距离为 $3$，则点 $M$ 到下焦点的距离为____'),
    ).toBe('$7$');
    expect(
      await answer(
        '已知椭圆 $x^{2}+\\frac{y^{2}}{4}=1$ 上一点 $P$ 到它的一个焦点的距离等于 $\\frac{3}{2}$，那么点 $P$ 到另一个焦点的距离等于____',
      ),
    ).toBe('$\\frac{5}{2}$');
  });

  it('refuses a distance no point has, the same focus twice, foci on the wrong axis, and hyperbolas', async () => {
    expect(
      await answer('已知椭圆 $\\frac{x^{2}}{25}+\\frac{y^{2}}{9}=1$ 上一点 $P$ 到一个焦点的距离为 $10$，则点 $P$ 到另一个焦点的距离为____'),
    ).toBeNull();
    expect(
      await answer('椭圆 $\\frac{x^{2}}{25}+\\frac{y^{2}}{16}=1$ 上一点 $P$ 到左焦点的距离为 $4$，则点 $P$ 到左焦点的距离为____'),
    ).toBeNull();
    expect(
      await answer('椭圆 $\\frac{x^{2}}{16}+\\frac{y^{2}}{25}=1$ 上一点 $M$ 到左焦点的距离为 $3$，则点 $M$ 到右焦点的距离为____'),
    ).toBeNull();
    expect(
      await answer('双曲线 $\\frac{x^{2}}{9}-\\frac{y^{2}}{16}=1$ 上一点 $P$ 到左焦点的距离为 $10$，则点 $P$ 到右焦点的距离为____'),
    ).toBeNull();
  });
});
