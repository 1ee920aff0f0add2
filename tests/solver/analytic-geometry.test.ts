import { describe, expect, it } from 'vitest';
import { analyticGeometryEngine } from '../../server/solver/engines/analytic-geometry';
import { readQuestion } from '../../server/solver/read/question';

async function run(text: string) {
  return analyticGeometryEngine.solve(readQuestion(text, 'solution', 'math'));
}

describe('analytic geometry engine', () => {
  it('finds an ellipse from its eccentricity and a point', async () => {
    const r = await run(
      '已知椭圆 $C:\\frac{x^2}{a^2}+\\frac{y^2}{b^2}=1(a>b>0)$ 的离心率为 $\\frac{1}{2}$，且经过点 $(1,\\frac{3}{2})$，求椭圆 $C$ 的方程。',
    );
    expect(r?.outcome.ok && r.outcome.finalAnswer).toBe('$\\frac{x^2}{4}+\\frac{y^2}{3}=1$');
  });
  it('finds a hyperbola from its eccentricity and a point', async () => {
    const r = await run(
      '已知双曲线 $C:\\frac{x^2}{a^2}-\\frac{y^2}{b^2}=1(a>0,b>0)$ 的离心率为 $\\sqrt{2}$，且经过点 $(2,\\sqrt{2})$，求 $C$ 的方程。',
    );
    expect(r?.outcome.ok && r.outcome.finalAnswer).toBe('$\\frac{x^2}{2}-\\frac{y^2}{2}=1$');
  });
  it('refuses an impossible eccentricity and ignores other conic questions', async () => {
    const r = await run('已知椭圆 $C:\\frac{x^2}{a^2}+\\frac{y^2}{b^2}=1(a>b>0)$ 的离心率为 $2$，且经过点 $(1,1)$，求椭圆 $C$ 的方程。');
    expect(r?.outcome.ok).toBe(false);
    expect(await run('已知椭圆 $\\frac{x^2}{4}+\\frac{y^2}{3}=1$ 的左焦点为 $F$，求 $|PF|$ 的最大值')).toBeNull();
  });
});

describe('analytic geometry engine: properties of a given curve', () => {
  const answer = async (text: string) => {
    const r = await run(text);
    return r?.outcome.ok ? r.outcome.finalAnswer : r ? 'refused' : null;
  };
  it('circle centre and radius by completing the square', async () => {
    expect(await answer('圆 $x^2+y^2+2x-4y-4=0$ 的半径为')).toBe('$3$');
    expect(await answer('圆 $x^2+y^2+2x-4y-4=0$ 的圆心坐标为')).toBe('$(-1,2)$');
  });
  it('ellipse, hyperbola and parabola', async () => {
    expect(await answer('椭圆 $\\frac{x^2}{9}+\\frac{y^2}{5}=1$ 的离心率为')).toBe('$\\frac{2}{3}$');
    expect(await answer('双曲线 $\\frac{y^2}{4}-x^2=1$ 的渐近线方程为')).toBe('$y=\\pm 2x$');
    expect(await answer('抛物线 $y^2=-12x$ 的焦点坐标是')).toBe('$(-3,0)$');
    expect(await answer('双曲线 $x^2-y^2=2$ 的离心率为 ( ) A. $\\sqrt{2}$ B. $2$ C. $\\sqrt{3}$ D. $3$')).toBe('A（$\\sqrt{2}$）');
  });
  it('leaves questions about more than the curve alone', async () => {
    // not read as a question about the circle alone: the distance of its centre (−1, 0) to the line, |−1−0+3|/√2
    expect(await answer('圆 $x^2+y^2+2x=0$ 的圆心到直线 $y=x+3$ 的距离为')).toBe('$\\sqrt{2}$');
    expect(await answer('已知双曲线 $\\frac{x^2}{a^2}-\\frac{y^2}{3}=1$ 的离心率为 2，则 $a=$')).toBeNull();
  });
});

describe('analytic geometry engine: distances', () => {
  const answer = async (text: string) => {
    const r = await run(text);
    return r?.outcome.ok ? r.outcome.finalAnswer : r ? 'refused' : null;
  };
  it('point to line and between parallel lines', async () => {
    expect(await answer('点 $(2,1)$ 到直线 $x-y+1=0$ 的距离为')).toBe('$\\sqrt{2}$');
    expect(await answer('点 $A(0,0)$ 到直线 $l: y=2x+5$ 的距离是')).toBe('$\\sqrt{5}$');
    expect(await answer('两平行直线 $x+2y-1=0$ 与 $2x+4y+3=0$ 之间的距离为')).toBe('$\\frac{\\sqrt{5}}{2}$');
  });
  it('refuses to call non-parallel lines parallel', async () => {
    expect(await answer('两平行直线 $x+2y-1=0$ 与 $2x+3y+3=0$ 之间的距离为')).toBeNull();
  });
});
