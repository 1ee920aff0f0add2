import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';

const solver = createOfflineSolver();
async function answer(text: string): Promise<string> {
  const o = await solver.solve({ text });
  if (o.ok) expect(o.verification.status).toBe('verified');
  return o.ok ? o.finalAnswer : 'refused';
}
const X = '$\\frac{x^{2}}{a^{2}}-\\frac{y^{2}}{b^{2}}=1(a>0, b>0)$';
const Y = '$\\frac{y^{2}}{a^{2}}-\\frac{x^{2}}{b^{2}}=1(a>0, b>0)$';

describe('a hyperbola’s eccentricity from the slope or the inclination of an asymptote', () => {
  it('reads the slope in words like the equation y = kx', async () => {
    expect(await answer(`双曲线 ${X} 的一条渐近线的斜率为 $3$, 则离心率为`)).toBe('$\\sqrt{10}$');
    expect(await answer(`已知双曲线 $C: ${X.slice(1)} 的渐近线斜率为 $-\\frac{1}{2}$, 则 $C$ 的离心率为`)).toBe('$\\frac{\\sqrt{5}}{2}$');
  });
  it('reads an inclination in degrees or radians, the acute angle for an obtuse one', async () => {
    expect(await answer(`双曲线 ${X} 的一条渐近线的倾斜角为 $120^{\\circ}$, 则离心率为`)).toBe('$2$');
    expect(await answer(`双曲线 ${Y} 的一条渐近线的倾斜角为 $\\frac{\\pi}{3}$, 则离心率为`)).toBe('$\\frac{2\\sqrt{3}}{3}$');
    expect(await answer(`双曲线 ${X} 的一条渐近线的倾斜角为 $140^{\\circ}$, 则离心率为`)).toBe('$\\frac{1}{\\cos 40^{\\circ}}$');
    expect(
      await answer(
        `双曲线 $C:${X.slice(1)} 的一条渐近线的倾斜角为 $20^{\\circ}$, 则 $C$ 的离心率为\nA. $2 \\sin 20^{\\circ}$\nB. $\\frac{1}{\\sin 20^{\\circ}}$\nC. $\\frac{1}{\\cos 20^{\\circ}}$\nD. $2 \\cos 70^{\\circ}$`,
      ),
    ).toBe('C（$\\frac{1}{\\cos 20^{\\circ}}$）');
  });
  it('refuses a right angle, both readings at once, or an inclination that is asked rather than given', async () => {
    expect(await answer(`双曲线 ${X} 的一条渐近线的倾斜角为 $90^{\\circ}$, 则离心率为`)).toBe('refused');
    expect(await answer(`双曲线 ${X} 的离心率为 $2$, 则渐近线的倾斜角为`)).toBe('refused');
    expect(await answer(`双曲线 ${X} 的离心率为 $2$, 则渐近线的斜率为`)).toBe('refused');
  });
});
