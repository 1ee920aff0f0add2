import { describe, expect, it } from 'vitest';
import { analyticGeometryEngine } from '../../server/solver/engines/analytic-geometry';
import { readQuestion } from '../../server/solver/read/question';

async function run(text: string) {
  return analyticGeometryEngine.solve(readQuestion(text, 'solution', 'math'));
}

describe('analytic geometry engine', () => {
  it('finds an ellipse from its eccentricity and a point', async () => {
    const r = await run('已知椭圆 $C:\\frac{x^2}{a^2}+\\frac{y^2}{b^2}=1(a>b>0)$ 的离心率为 $\\frac{1}{2}$，且经过点 $(1,\\frac{3}{2})$，求椭圆 $C$ 的方程。');
    expect(r?.outcome.ok && r.outcome.finalAnswer).toBe('$\\frac{x^2}{4}+\\frac{y^2}{3}=1$');
  });
  it('finds a hyperbola from its eccentricity and a point', async () => {
    const r = await run('已知双曲线 $C:\\frac{x^2}{a^2}-\\frac{y^2}{b^2}=1(a>0,b>0)$ 的离心率为 $\\sqrt{2}$，且经过点 $(2,\\sqrt{2})$，求 $C$ 的方程。');
    expect(r?.outcome.ok && r.outcome.finalAnswer).toBe('$\\frac{x^2}{2}-\\frac{y^2}{2}=1$');
  });
  it('refuses an impossible eccentricity and ignores other conic questions', async () => {
    const r = await run('已知椭圆 $C:\\frac{x^2}{a^2}+\\frac{y^2}{b^2}=1(a>b>0)$ 的离心率为 $2$，且经过点 $(1,1)$，求椭圆 $C$ 的方程。');
    expect(r?.outcome.ok).toBe(false);
    expect(await run('已知椭圆 $\\frac{x^2}{4}+\\frac{y^2}{3}=1$ 的左焦点为 $F$，求 $|PF|$ 的最大值')).toBeNull();
  });
});
