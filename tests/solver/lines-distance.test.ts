import { describe, expect, it } from 'vitest';
import { analyticGeometryEngine } from '../../server/solver/engines/analytic-geometry';
import { readQuestion } from '../../server/solver/read/question';
import { expectNoAnswer, numbersBy } from './hs-helpers';

async function answer(text: string) {
  const r = await analyticGeometryEngine.solve(readQuestion(text, 'solution', 'math'));
  if (r?.outcome.ok) expect(r.outcome.verification.status).toBe('verified');
  return r?.outcome.ok ? r.outcome.finalAnswer : r ? 'refused' : null;
}

describe('distances to a line (点到直线的距离)', () => {
  it("from a circle's centre", async () => {
    // centre (1, −3): |1 − 3 − 2| / √2 = 2√2
    expect(await answer('圆 $x^{2}+y^{2}-2 x+6 y+6=0$ 的圆心到直线 $x+y-2=0$ 的距离为')).toBe('$2\\sqrt{2}$');
    // centre (−2, 1): |−8 + 3 − 5| / 5 = 2
    expect(await answer('圆 $(x+2)^{2}+(y-1)^{2}=9$ 的圆心到直线 $4 x+3 y-5=0$ 的距离为')).toBe('$2$');
  });
  it('between two parallel lines', async () => {
    expect(await answer('直线 $2 x-y+1=0$ 与直线 $2 x-y-4=0$ 之间的距离是')).toBe('$\\sqrt{5}$');
  });
  it('not for lines that meet', async () => {
    expect(await answer('直线 $2 x-y+1=0$ 与直线 $x-y-4=0$ 之间的距离是')).toBeNull();
  });
  it('from the points of a circle: the centre’s distance less the radius', async () => {
    // centre (0, 0): 25/5 = 5, less the radius 2
    expect(await answer('圆 $x^{2}+y^{2}=4$ 上的点到直线 $3 x+4 y-25=0$ 的距离的最小值为')).toBe('$3$');
  });
});

describe('distance from a named focus or vertex of a conic to a line', () => {
  it('takes the focus or vertex the words name, then the point-to-line distance', async () => {
    const [a] = await numbersBy(analyticGeometryEngine, '双曲线 $\\frac{x^{2}}{4}-\\frac{y^{2}}{5}=1$ 的右焦点到直线 $x+2 y-8=0$ 的距离为');
    expect(a).toBeCloseTo(Math.sqrt(5), 12);
    expect(
      await numbersBy(analyticGeometryEngine, '椭圆 $\\frac{x^{2}}{25}+\\frac{y^{2}}{9}=1$ 的左焦点到直线 $3x+4y=0$ 的距离为'),
    ).toEqual([12 / 5]);
    const [c] = await numbersBy(analyticGeometryEngine, '抛物线 $y^{2}=8x$ 的焦点到直线 $x-y=0$ 的距离为');
    expect(c).toBeCloseTo(Math.sqrt(2), 12);
    expect(
      await numbersBy(analyticGeometryEngine, '椭圆 $\\frac{x^{2}}{25}+\\frac{y^{2}}{9}=1$ 的右顶点到直线 $3x+4y=0$ 的距离为'),
    ).toEqual([3]);
  });
  it('leaves a focus the words do not pick, a focus off the axis named, and irrational foci', async () => {
    // two foci at different distances
    await expectNoAnswer(analyticGeometryEngine, '双曲线 $\\frac{x^{2}}{4}-\\frac{y^{2}}{5}=1$ 的焦点到直线 $x+2 y-8=0$ 的距离为');
    // the foci are on the x-axis: there is no upper focus
    await expectNoAnswer(analyticGeometryEngine, '椭圆 $\\frac{x^{2}}{25}+\\frac{y^{2}}{9}=1$ 的上焦点到直线 $3x+4y=0$ 的距离为');
    await expectNoAnswer(analyticGeometryEngine, '双曲线 $\\frac{x^{2}}{2}-y^{2}=1$ 的右焦点到直线 $x+y=0$ 的距离为');
  });
});
