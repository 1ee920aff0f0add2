import { describe, expect, it } from 'vitest';
import { analyticGeometryEngine } from '../../server/solver/engines/analytic-geometry';
import { readQuestion } from '../../server/solver/read/question';
import { expectNoAnswer, numbersBy } from './hs-helpers';

async function answer(text: string) {
  const r = await analyticGeometryEngine.solve(readQuestion(text, 'solution', 'math'));
  if (r?.outcome.ok) expect(r.outcome.verification.status).toBe('verified');
  return r?.outcome.ok ? r.outcome.finalAnswer : r ? 'refused' : null;
}

describe('lines', () => {
  it('intersection of two lines', async () => {
    expect(await answer('直线 $2x+y-5=0$ 与直线 $x-y-1=0$ 的交点坐标为')).toBe('$(2,1)$');
    expect(await answer('直线 $x+y=0$ 与 $2x+2y+1=0$ 的交点坐标为')).toBeNull();
  });
  it('slope and equation through two points', async () => {
    expect(await answer('经过两点 $A(1,2)$，$B(3,6)$ 的直线的斜率为')).toBe('$2$');
    expect(await answer('求经过两点 $A(-1,3)$，$B(2,-3)$ 的直线方程')).toBe('$2x+y-1=0$');
    expect(await answer('求过两点 $(2,1)$，$(2,5)$ 的直线的方程')).toBe('$x-2=0$');
  });
  it('inclination angle', async () => {
    expect(await answer('直线 $x-\\sqrt{3}y+1=0$ 的倾斜角为')).toBe('$\\frac{\\pi}{6}$');
    expect(await answer('直线 $x+y-3=0$ 的倾斜角为')).toBe('$\\frac{3\\pi}{4}$');
    expect(await answer('直线 $x=2$ 的倾斜角为')).toBe('$\\frac{\\pi}{2}$');
    expect(await answer('经过两点 $A(0,1)$，$B(1,1+\\sqrt{3})$ 的直线的倾斜角为')).toBeNull();
    expect(await answer('直线 $2x-y+1=0$ 的倾斜角为')).toBeNull();
  });
  it('parallel and perpendicular line through a point', async () => {
    expect(await answer('求过点 $(1,2)$ 且与直线 $2x-y+3=0$ 平行的直线方程')).toBe('$2x-y=0$');
    expect(await answer('求过点 $P(2,1)$ 且与直线 $x+2y-1=0$ 垂直的直线的方程')).toBe('$2x-y-3=0$');
  });
});

describe('circles', () => {
  it('chord length', async () => {
    expect(await answer('直线 $x-y+1=0$ 被圆 $x^2+y^2=4$ 截得的弦长为')).toBe('$\\sqrt{14}$');
    expect(await answer('圆 $x^2+y^2-2x-4y=0$ 被直线 $x+2y-5=0$ 所截得的弦长为')).toBe('$2\\sqrt{5}$');
    expect(await answer('直线 $x=5$ 被圆 $x^2+y^2=4$ 截得的弦长为')).toBeNull();
  });
  it('tangent at a point on the circle', async () => {
    expect(await answer('求圆 $x^2+y^2=5$ 在点 $(1,2)$ 处的切线方程')).toBe('$x+2y-5=0$');
    expect(await answer('过点 $(3,3)$ 作圆 $x^2+y^2=5$ 的切线，求切线方程')).toBeNull();
  });
  it('position of a line and a circle', async () => {
    expect(await answer('直线 $3x+4y-5=0$ 与圆 $x^2+y^2=1$ 的位置关系是')).toBe('$相切$');
    expect(await answer('直线 $x+y-4=0$ 与圆 $(x-1)^2+(y-1)^2=1$ 的位置关系为')).toBe('$相离$');
  });
});

describe('standard equations from one element', () => {
  it('parabola from its focus or directrix', async () => {
    expect(await answer('焦点为 $F(2,0)$ 的抛物线的标准方程为')).toBe('$y^2=8x$');
    expect(await answer('已知抛物线的顶点在原点，焦点坐标为 $(0,-3)$，求抛物线的标准方程')).toBe('$x^2=-12y$');
    expect(await answer('准线方程为 $x=-\\frac{1}{2}$ 的抛物线的标准方程是')).toBe('$y^2=2x$');
    expect(await answer('准线方程为 $y=1$ 的抛物线的标准方程是')).toBe('$x^2=-4y$');
    expect(await answer('焦点为 $F(1,1)$ 的抛物线的标准方程为')).toBeNull();
  });
  it('hyperbola from its asymptotes and a point', async () => {
    expect(await answer('已知双曲线的渐近线方程为 $y=\\pm 2x$，且经过点 $(1,1)$，求双曲线的标准方程')).toBe(
      '$\\frac{4x^2}{3}-\\frac{y^2}{3}=1$',
    );
    expect(await answer('求以 $y=\\pm\\frac{1}{2}x$ 为渐近线，且经过点 $(2,2)$ 的双曲线的标准方程')).toBe(
      '$\\frac{y^2}{3}-\\frac{x^2}{12}=1$',
    );
    expect(await answer('已知双曲线的渐近线方程为 $y=\\pm x$，且经过点 $(2,2)$，求双曲线的标准方程')).toBeNull();
  });
});

describe('equation of a circle', () => {
  it('through three points', async () => {
    expect(await answer('求过三点 $O(0,0)$，$M_1(1,1)$，$M_2(4,2)$ 的圆的方程')).toBe('$(x-4)^2+(y+3)^2=25$');
    expect(await answer('求过三点 $A(0,0)$，$B(1,1)$，$C(2,2)$ 的圆的方程')).toBeNull();
  });
  it('centre and a point, centre and a tangent line', async () => {
    expect(await answer('求以 $C(1,2)$ 为圆心，且过点 $(4,6)$ 的圆的方程')).toBe('$(x-1)^2+(y-2)^2=25$');
    expect(await answer('求圆心为 $(1,3)$ 且与直线 $3x-4y-6=0$ 相切的圆的方程')).toBe('$(x-1)^2+(y-3)^2=9$');
  });
});

describe('circle conditions it does not read', () => {
  it('centre on a line', async () => {
    expect(await answer('已知圆心在直线 $3x-4y-6=0$ 上，且圆过点 $(1,3)$ 并与直线 $y=0$ 相切，求圆的方程')).toBeNull();
  });
});

describe('intersection used for something else', () => {
  it('a line through the intersection is not answered with the point', async () => {
    expect(await answer('求经过直线 $2x+y-5=0$ 与 $x-y-1=0$ 的交点且过原点的直线方程')).toBeNull();
  });
});

describe('ellipse and hyperbola from the foci and a point', () => {
  it('textbook forms', async () => {
    expect(await answer('已知椭圆的两个焦点坐标分别是 $(-2,0)$，$(2,0)$，并且经过点 $(\\frac{5}{2},-\\frac{3}{2})$，求它的标准方程')).toBe(
      '$\\frac{x^2}{10}+\\frac{y^2}{6}=1$',
    );
    expect(await answer('已知双曲线的两个焦点分别为 $F_1(0,-5)$，$F_2(0,5)$，且经过点 $(0,3)$，求双曲线的标准方程')).toBeNull();
    expect(await answer('已知双曲线的两个焦点分别为 $F_1(-\\sqrt{5},0)$，$F_2(\\sqrt{5},0)$，且经过点 $(3,2)$，求双曲线的标准方程')).toBe(
      '$\\frac{x^2}{3}-\\frac{y^2}{2}=1$',
    );
    expect(await answer('已知双曲线的两个焦点分别为 $F_1(-3,0)$，$F_2(3,0)$，且经过点 $(2\\sqrt{2},1)$，求双曲线的标准方程')).toBe(
      '$\\frac{x^2}{6}-\\frac{y^2}{3}=1$',
    );
    expect(await answer('已知椭圆的两个焦点分别为 $F_1(0,-\\sqrt{3})$，$F_2(0,\\sqrt{3})$，且经过点 $(1,0)$，求椭圆的标准方程')).toBe(
      '$\\frac{y^2}{4}+x^2=1$',
    );
    expect(await answer('已知双曲线的两个焦点坐标分别为 $(0,-6)$，$(0,6)$，且经过点 $(2,-5)$，求双曲线的标准方程')).toBe(
      '$\\frac{y^2}{20}-\\frac{x^2}{16}=1$',
    );
  });
});

describe('lines and circles: the chord named by its endpoints', () => {
  it('reads "交于 A, B 两点, 则 |AB|=" and "相交所得弦长" as the chord length', async () => {
    const [a] = await numbersBy(analyticGeometryEngine, '直线 $y=x+1$ 与圆 $x^{2}+y^{2}+2 y-3=0$ 交于 $A, B$ 两点, 则 $|A B|=$');
    expect(a).toBeCloseTo(2 * Math.sqrt(2), 12);
    const [b] = await numbersBy(analyticGeometryEngine, '圆 $x^2+y^2=4$ 与直线 $x+y-2=0$ 相交所得弦长为');
    expect(b).toBeCloseTo(2 * Math.sqrt(2), 12);
  });
  it('leaves another segment, and a line that misses the circle', async () => {
    await expectNoAnswer(analyticGeometryEngine, '直线 $y=x+1$ 与圆 $x^{2}+y^{2}+2 y-3=0$ 交于 $A, B$ 两点, 则 $|A C|=$');
    await expectNoAnswer(analyticGeometryEngine, '直线 $y=x+3$ 与圆 $x^{2}+y^{2}=1$ 交于 $A, B$ 两点, 则 $|A B|=$');
  });
});
