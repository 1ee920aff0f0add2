import { describe, expect, it } from 'vitest';
import { solidsEngine } from '../../server/solver/engines/solids';
import { expectNoAnswer, numbersBy } from './hs-helpers';

const close = (xs: number[], x: number) => {
  expect(xs).toHaveLength(1);
  expect(xs[0]).toBeCloseTo(x, 9);
};

describe('solids engine: a cone known through two generatrices from its apex', () => {
  it('finds l from the section area, then r and h from the base angle, whatever is asked', async () => {
    // l² = 2·4√3 / sin 60° = 16, r = 4 cos 30° = 2√3, h = 2
    const given =
      '已知圆锥的顶点为 $P$, 母线 $P A, P B$ 的夹角为 $60^{\\circ}$, $P A$ 与圆锥底面所成的角为 $30^{\\circ}$, 若 $\\triangle P A B$ 的面积为 $4 \\sqrt{3}$, 则该圆锥的';
    close(await numbersBy(solidsEngine, `${given}高为`), 2);
    close(await numbersBy(solidsEngine, `${given}侧面积为`), 8 * Math.sqrt(3) * Math.PI);
    close(await numbersBy(solidsEngine, `${given}体积为`), (Math.PI * 12 * 2) / 3);
    // the angle at the apex by its sine, the base angle of "母线": l² = 20 / (4/5) = 25, r = 5/2
    close(
      await numbersBy(
        solidsEngine,
        '圆锥的母线 $S A$ 与 $S B$ 所成角的正弦值为 $\\frac{4}{5}$, 母线与圆锥底面所成角为 $60^{\\circ}$, 三角形 $S A B$ 的面积为 10, 则圆锥的底面积为',
      ),
      (25 * Math.PI) / 4,
    );
    // perpendicular generatrices: l² = 2·2 = 4, r = h = √2
    close(
      await numbersBy(
        solidsEngine,
        '若圆锥的母线 $S A, S B$ 互相垂直, $S A$ 与圆锥底面所成角为 $45^{\\circ}$, 且 $\\triangle S A B$ 的面积为 2, 则该圆锥的体积为',
      ),
      (2 * Math.sqrt(2) * Math.PI) / 3,
    );
    // the whole area: l = 4, r = 2, π(r² + rl) = 12π
    close(
      await numbersBy(
        solidsEngine,
        '圆锥的母线 $S A, S B$ 所成角为 $30^{\\circ}$, $S A$ 与圆锥底面所成角为 $60^{\\circ}$, $\\triangle S A B$ 的面积为 4, 则该圆锥的表面积为',
      ),
      12 * Math.PI,
    );
  });
  it('refuses a cone that cannot exist, a missing condition and an unread one', async () => {
    // perpendicular generatrices need an apex angle of at least 90°, but a base angle of 60° gives 60°
    await expectNoAnswer(
      solidsEngine,
      '圆锥的母线 $S A, S B$ 互相垂直, $S A$ 与圆锥底面所成角为 $60^{\\circ}$, $\\triangle S A B$ 的面积为 8, 则该圆锥的体积为',
    );
    await expectNoAnswer(solidsEngine, '圆锥的母线 $S A, S B$ 互相垂直, $S A$ 与圆锥底面所成角为 $30^{\\circ}$, 则该圆锥的体积为');
    await expectNoAnswer(
      solidsEngine,
      '圆锥的母线 $S A, S B$ 互相垂直, $S A$ 与圆锥底面所成角为 $30^{\\circ}$, 底面半径为 3, $\\triangle S A B$ 的面积为 8, 则该圆锥的体积为',
    );
    await expectNoAnswer(
      solidsEngine,
      '圆锥的母线 $S A, S B$ 互相垂直, $S C$ 与圆锥底面所成角为 $30^{\\circ}$, $\\triangle S A B$ 的面积为 8, 则该圆锥的体积为',
    );
  });
});
