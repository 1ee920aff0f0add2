import { describe, expect, it } from 'vitest';
import { answer } from './conic-helpers';

const H = '$\\frac{x^2}{a^2}-\\frac{y^2}{b^2}=1(a>0,b>0)$';

describe('eccentricity from a relation among a, b, c', () => {
  it('ellipse: axis lengths and the focal distance', async () => {
    expect(await answer('若椭圆的短轴长等于焦距，则椭圆的离心率为')).toBe('$\\frac{\\sqrt{2}}{2}$');
    expect(await answer('已知椭圆的长轴长是焦距的2倍，则该椭圆的离心率为')).toBe('$\\frac{1}{2}$');
  });
  it('ellipse: lengths in an arithmetic progression (2b = a + c)', async () => {
    expect(await answer('若椭圆的长轴长、短轴长、焦距成等差数列，则椭圆的离心率为')).toBe('$\\frac{3}{5}$');
  });
  it('hyperbola: the distance from a focus to an asymptote is b', async () => {
    expect(await answer(`已知双曲线 ${H} 的焦点到渐近线的距离等于实半轴长，则双曲线的离心率为`)).toBe('$\\sqrt{2}$');
    expect(await answer(`已知双曲线 $C$: ${H} 的一个焦点到一条渐近线的距离等于焦距的 $\\frac{1}{4}$ 倍，则 $C$ 的离心率为`)).toBe(
      '$\\frac{2\\sqrt{3}}{3}$',
    );
  });
  it('hyperbola: asymptotes from a relation', async () => {
    expect(await answer(`已知双曲线 ${H} 的虚轴长是实轴长的3倍，则双曲线的渐近线方程为`)).toBe('$y=\\pm 3x$');
  });
  it('refuses a relation no ellipse can satisfy', async () => {
    expect(await answer('若椭圆的短轴长是长轴长的2倍，则椭圆的离心率为')).not.toMatch(/^\$/);
  });
  it('refuses a length it does not know and a relation that is only a bound', async () => {
    expect(await answer('若椭圆的短轴长等于两准线间的距离，则椭圆的离心率为')).not.toMatch(/^\$/);
    expect(await answer('若椭圆的短轴长大于焦距，则椭圆的离心率的取值范围为')).not.toMatch(/^\$/);
  });
});
