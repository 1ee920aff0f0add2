import { describe, expect, it } from 'vitest';
import { solidsEngine } from '../../server/solver/engines/solids';
import { expectNoAnswer, numbersBy } from './hs-helpers';

const close = (xs: number[], x: number) => {
  expect(xs).toHaveLength(1);
  expect(xs[0]).toBeCloseTo(x, 9);
};

describe('solids engine: a polygon on a sphere and the pyramid from the centre to it', () => {
  it('takes the distance from the centre to the plane as √(R² − r²), r the polygon’s circumradius', async () => {
    // r² = (36 + 12)/4 = 12, d = 2, V = ⅓·12√3·2
    close(
      await numbersBy(
        solidsEngine,
        '已知矩形 $A B C D$ 的顶点都在半径为 4 的球 $O$ 的球面上, 且 $A B=6, B C=2$ $\\sqrt{3}$, 则棱雉 $\\mathrm{O}-\\mathrm{ABCD}$ 的体积为',
      ),
      8 * Math.sqrt(3),
    );
    close(
      await numbersBy(
        solidsEngine,
        '已知正方形 $A B C D$ 的边长为 2, 顶点都在球 $O$ 的球面上, 球 $O$ 的半径为 $\\sqrt{3}$, 则四棱锥 $O-A B C D$ 的体积为',
      ),
      4 / 3,
    );
    close(
      await numbersBy(
        solidsEngine,
        '已知正三角形 $A B C$ 的顶点都在半径为 2 的球 $O$ 的球面上, 且 $A B=3$, 则球心 $O$ 到平面 $A B C$ 的距离为',
      ),
      1,
    );
    close(
      await numbersBy(
        solidsEngine,
        '矩形 $A B C D$ 的顶点都在半径为 $\\sqrt{5}$ 的球 $P$ 的球面上, $A B=2, A D=2$, 则四棱锥 $P-A B C D$ 的体积为',
      ),
      (4 * Math.sqrt(3)) / 3,
    );
  });
  it('refuses a sphere too small for the polygon, sides that are not adjacent and an unread condition', async () => {
    await expectNoAnswer(
      solidsEngine,
      '已知矩形 $A B C D$ 的顶点都在半径为 2 的球 $O$ 的球面上, 且 $A B=6, B C=2$, 则棱锥 $O-A B C D$ 的体积为',
    );
    await expectNoAnswer(
      solidsEngine,
      '已知矩形 $A B C D$ 的顶点都在半径为 4 的球 $O$ 的球面上, 且 $A B=6, C D=6$, 则棱锥 $O-A B C D$ 的体积为',
    );
    await expectNoAnswer(
      solidsEngine,
      '已知矩形 $A B C D$ 的顶点都在半径为 4 的球 $O$ 的球面上, 且 $A B=6, B C=2$, $P A \\perp$ 平面 $A B C D$, 则棱锥 $O-A B C D$ 的体积为',
    );
  });
});
