import { describe, expect, it } from 'vitest';
import { analyticGeometryEngine } from '../../server/solver/engines/analytic-geometry';
import { expectNoAnswer, numbersBy } from './hs-helpers';

const HYPERBOLA = '已知双曲线 $C: \\frac{x^{2}}{a^{2}}-\\frac{y^{2}}{b^{2}}=1(a>0, b>0)$';

describe('hyperbolas: the distance from a point to the asymptotes', () => {
  it.each([
    [`${HYPERBOLA} 的离心率为 $\\sqrt{2}$, 则点 $(4, 0)$ 到 C 的渐近线的距离为 ____`, 2 * Math.SQRT2],
    [`${HYPERBOLA} 的离心率为 $2$, 则点 $(2, 0)$ 到 C 的渐近线的距离为 ____`, Math.sqrt(3)],
    [`${HYPERBOLA} 的离心率为 $\\sqrt{2}$, 则点 $(0, 2)$ 到 C 的渐近线的距离为 ____`, Math.SQRT2],
    ['双曲线 $C: x^{2}-\\frac{y^{2}}{3}=1$, 则点 $(2, 0)$ 到 $C$ 的渐近线的距离为 ____', Math.sqrt(3)],
  ])('%s', async (text, value) => {
    const [v] = await numbersBy(analyticGeometryEngine, text);
    expect(v).toBeCloseTo(value, 9);
  });

  it.each([
    // the two asymptotes are at different distances from (1, 2)
    `${HYPERBOLA} 的离心率为 $\\sqrt{2}$, 则点 $(1, 2)$ 到 C 的渐近线的距离为 ____`,
    // nothing fixes the asymptotes
    `${HYPERBOLA}, 则点 $(4, 0)$ 到 C 的渐近线的距离为 ____`,
  ])('no answer: %s', async (text) => {
    await expectNoAnswer(analyticGeometryEngine, text);
  });
});
