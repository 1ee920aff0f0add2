import { describe, expect, it } from 'vitest';
import { analyticGeometryEngine } from '../../server/solver/engines/analytic-geometry';
import { expectNoAnswer, numbersBy } from './hs-helpers';

describe('conics: a parameter from a focus printed as a point', () => {
  it.each([
    ['已知椭圆 $C: \\frac{x^{2}}{a^{2}}+\\frac{y^{2}}{4}=1$ 的一个焦点为 $(2,0)$, 则 $C$ 的离心率为 ____', Math.SQRT1_2],
    ['已知椭圆 $\\frac{x^{2}}{m}+\\frac{y^{2}}{4}=1$ 的一个焦点为 $(2,0)$, 则 $m=$ ____', 8],
    ['已知椭圆 $\\frac{x^{2}}{m}+\\frac{y^{2}}{4}=1$ 的一个焦点为 $(0,1)$, 则 $m=$ ____', 3],
    ['已知抛物线 $y^{2}=2 p x$ 的焦点为 $(3,0)$, 则 $p=$ ____', 6],
    ['已知双曲线 $\\frac{x^{2}}{m}-\\frac{y^{2}}{3}=1$ 的右焦点为 $(2,0)$, 则该双曲线的离心率为 ____', 2],
  ])('%s', async (text, value) => {
    const [v] = await numbersBy(analyticGeometryEngine, text);
    expect(v).toBeCloseTo(value, 6);
  });

  it.each([
    // a left focus with a positive abscissa
    '已知双曲线 $\\frac{x^{2}}{m}-\\frac{y^{2}}{3}=1$ 的左焦点为 $(2,0)$, 则 $m=$ ____',
    // a focus off the axes
    '已知椭圆 $\\frac{x^{2}}{m}+\\frac{y^{2}}{4}=1$ 的一个焦点为 $(1,1)$, 则 $m=$ ____',
    // the long axis differs between the two ellipses that fit
    '已知椭圆 $\\frac{x^{2}}{a^{2}}+\\frac{y^{2}}{4}=1$ 的离心率为 $\\frac{\\sqrt{2}}{2}$, 则该椭圆的长轴长为 ____',
  ])('no answer: %s', async (text) => {
    await expectNoAnswer(analyticGeometryEngine, text);
  });
});
