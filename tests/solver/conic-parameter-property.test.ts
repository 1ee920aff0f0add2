import { describe, expect, it } from 'vitest';
import { answer } from './conic-helpers';

describe('the parameter of a conic from one of its properties', () => {
  it('from the eccentricity', async () => {
    expect(await answer('已知双曲线 $\\frac{x^2}{a^2}-\\frac{y^2}{12}=1(a>0)$ 的离心率为2，则 $a=$')).toBe('$2$');
    expect(await answer('已知双曲线 $\\frac{x^2}{m}-\\frac{y^2}{2}=1$ 的离心率为 $\\sqrt{2}$，则 $m=$')).toBe('$2$');
  });
  it('from the directrix of y = ax²', async () => {
    expect(await answer('抛物线 $y=ax^2$ 的准线方程是 $y=2$，则 $a$ 的值为')).toBe('$-\\frac{1}{8}$');
  });
  it('from a focus shared with an ellipse or a hyperbola', async () => {
    expect(await answer('若抛物线 $y^2=2px$ 的焦点与椭圆 $\\frac{x^2}{9}+\\frac{y^2}{5}=1$ 的右焦点重合，则 $p$ 的值为')).toBe('$4$');
    expect(await answer('若抛物线 $y^2=2px(p>0)$ 的焦点是双曲线 $\\frac{x^2}{p}-\\frac{y^2}{3}=1$ 的一个焦点，则 $p=$')).toBe('$6$');
  });
  it('from a point on the curve', async () => {
    expect(await answer('已知抛物线 $y^2=2px(p>0)$ 经过点 $(2,4)$，则 $p=$')).toBe('$4$');
  });
  it('refuses when two values fit (foci on either axis)', async () => {
    expect(await answer('已知椭圆 $\\frac{x^2}{m}+\\frac{y^2}{4}=1$ 的离心率为 $\\frac{1}{2}$，则 $m=$')).not.toMatch(/^\$/);
  });
  it('refuses when the curve would not be of the named kind', async () => {
    expect(await answer('已知椭圆 $\\frac{x^2}{m}+\\frac{y^2}{4}=1$ 的离心率为 $2$，则 $m=$')).not.toMatch(/^\$/);
  });
});

describe('the parameter from an asymptote, and a property asked after it', () => {
  it('an asymptote printed as a line holding the parameter; the focal distance asked', async () => {
    expect(await answer('已知双曲线 $C: \\frac{x^{2}}{m}-y^{2}=1(m>0)$ 的一条渐近线为 $\\sqrt{2}x+my=0$，则 $C$ 的焦距为')).toBe(
      '$2\\sqrt{3}$',
    );
  });
  it('an asymptote y = ±kx', async () => {
    expect(await answer('已知双曲线 $\\frac{x^2}{a^2}-\\frac{y^2}{9}=1(a>0)$ 的一条渐近线方程为 $y=\\pm\\frac{3}{5}x$，则 $a=$')).toBe(
      '$5$',
    );
  });
  it('the eccentricity asked after the parameter', async () => {
    expect(await answer('已知双曲线 $\\frac{x^2}{4}-\\frac{y^2}{m}=1(m>0)$ 的一条渐近线方程为 $y=\\pm x$，则双曲线的离心率为')).toBe(
      '$\\sqrt{2}$',
    );
  });
});
