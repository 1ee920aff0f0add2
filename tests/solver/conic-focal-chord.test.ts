import { describe, expect, it } from 'vitest';
import { answer } from './conic-helpers';

describe('chords through a focus', () => {
  it('parabola: length from the inclination (|AB| = 2p/sin²θ)', async () => {
    expect(await answer('过抛物线 $y^2=4x$ 的焦点 $F$ 且倾斜角为 $45^{\\circ}$ 的直线交抛物线于 $A,B$ 两点，则 $|AB|=$')).toBe('$8$');
    expect(
      await answer('设 $F$ 为抛物线 $y^{2}=6x$ 的焦点，过 $F$ 且倾斜角为 $60^{\\circ}$ 的直线交抛物线于 $A, B$ 两点，则 $|AB|=$'),
    ).toBe('$8$');
  });
  it('parabola: length from the slope, axis on y', async () => {
    expect(await answer('斜率为 1 的直线经过抛物线 $x^2=4y$ 的焦点 $F$，与抛物线相交于 $A,B$ 两点，求线段 $AB$ 的长')).toBe('$8$');
  });
  it('parabola: length from x₁+x₂ (|AB| = x₁+x₂+p)', async () => {
    expect(await answer('过抛物线 $y^2=8x$ 的焦点 $F$ 作直线交抛物线于 $A(x_1,y_1),B(x_2,y_2)$ 两点，若 $x_1+x_2=10$，则 $|AB|=$')).toBe(
      '$14$',
    );
  });
  it('parabola: area of △OAB (p²/(2 sin θ))', async () => {
    expect(
      await answer(
        '设 $F$ 为抛物线 $C: y^{2}=4x$ 的焦点，过 $F$ 且倾斜角为 $45^{\\circ}$ 的直线交 $C$ 于 $A,B$ 两点，$O$ 为坐标原点，则 $\\triangle OAB$ 的面积为',
      ),
    ).toBe('$2\\sqrt{2}$');
  });
  it('ellipse: perimeter of △ABF₂ is 4a whatever the line', async () => {
    expect(
      await answer(
        '过椭圆 $\\frac{x^2}{36}+\\frac{y^2}{20}=1$ 的左焦点 $F_1$ 作直线交椭圆于 $A,B$ 两点，$F_2$ 为右焦点，则 $\\triangle ABF_2$ 的周长为',
      ),
    ).toBe('$24$');
  });
  it('refuses when the line is not fixed and the asked value depends on it', async () => {
    expect(await answer('过抛物线 $y^2=4x$ 的焦点 $F$ 作直线交抛物线于 $A,B$ 两点，则 $|AB|=$')).not.toMatch(/^\$/);
    expect(await answer('过抛物线 $y^2=4x$ 的焦点 $F$ 作直线交抛物线于 $A,B$ 两点，若 $|AB|=8$，则 $\\triangle OAB$ 的面积为')).toBe(
      '$2\\sqrt{2}$',
    );
  });
  it('refuses a line through another point, or a chord condition it does not read', async () => {
    expect(await answer('过点 $M(2,0)$ 且倾斜角为 $45^{\\circ}$ 的直线交抛物线 $y^2=4x$ 于 $A,B$ 两点，则 $|AB|=$')).not.toMatch(/^\$/);
    expect(await answer('过抛物线 $y^2=4x$ 的焦点 $F$ 的直线交抛物线于 $A,B$ 两点，若 $|AF|=3|BF|$，则 $|AB|=$')).not.toMatch(/^\$/);
  });
  it('refuses an impossible chord (shorter than the latus rectum)', async () => {
    expect(
      await answer('过抛物线 $y^2=4x$ 的焦点 $F$ 作直线交抛物线于 $A(x_1,y_1),B(x_2,y_2)$ 两点，若 $|AB|=3$，则 $x_1+x_2=$'),
    ).not.toMatch(/^\$/);
  });
});

describe('chords named otherwise, through a given point, and dot products', () => {
  it('endpoints M, N and the product of the focal vectors', async () => {
    expect(
      await answer(
        '设抛物线 $C: y^{2}=4x$ 的焦点为 $F$，过点 $(-1,0)$ 且斜率为 $\\frac{1}{2}$ 的直线与 $C$ 交于 $M, N$ 两点，则 $\\overrightarrow{FM} \\cdot \\overrightarrow{FN}=$',
      ),
    ).toBe('$-8$');
  });
  it('a focal chord with endpoints P, Q', async () => {
    expect(await answer('过抛物线 $y^2=8x$ 的焦点 $F$ 且倾斜角为 $45^{\\circ}$ 的直线交抛物线于 $P,Q$ 两点，则 $|PQ|=$')).toBe('$16$');
  });
  it('refuses a question about the focus when the line does not pass through it', async () => {
    expect(
      await answer('设抛物线 $C: y^{2}=4x$ 的焦点为 $F$，过点 $(-1,0)$ 且斜率为 $\\frac{1}{2}$ 的直线与 $C$ 交于 $M, N$ 两点，则 $|MF|=$'),
    ).not.toMatch(/^\$/);
  });
});
