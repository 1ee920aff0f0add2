import { describe, expect, it } from 'vitest';
import { answer } from './conic-helpers';

const E = '$\\frac{x^2}{a^2}+\\frac{y^2}{b^2}=1(a>b>0)$';
const H = '$\\frac{x^2}{a^2}-\\frac{y^2}{b^2}=1(a>0,b>0)$';

describe('eccentricity from special points', () => {
  it('ellipse: perpendicular focal radius and an angle (b²/a = 2c·tan θ)', async () => {
    expect(
      await answer(
        `设 $F_1,F_2$ 是椭圆 ${E} 的左、右焦点，$P$ 为椭圆上一点，且 $PF_2 \\perp x$ 轴，$\\angle PF_1F_2=30^{\\circ}$，则椭圆的离心率为`,
      ),
    ).toBe('$\\frac{\\sqrt{3}}{3}$');
  });
  it('ellipse: perpendicular focal radius equal to the focal distance', async () => {
    expect(
      await answer(`设 $F_1,F_2$ 是椭圆 ${E} 的左、右焦点，$P$ 为椭圆上一点，且 $PF_2 \\perp x$ 轴，$|PF_2|=|F_1F_2|$，则椭圆的离心率为`),
    ).toBe('$\\sqrt{2}-1$');
  });
  it('hyperbola: slope from a vertex to the end of the half latus rectum', async () => {
    expect(
      await answer(
        `已知 $F$ 为双曲线 $C$: ${H} 的右焦点，$A$ 为 $C$ 的左顶点，$B$ 为 $C$ 上的点，且 $BF$ 垂直于 $x$ 轴，若 $AB$ 的斜率为 1，则 $C$ 的离心率为`,
      ),
    ).toBe('$2$');
  });
  it('ellipse: the upper vertex and a focus', async () => {
    expect(await answer(`已知 $F$ 为椭圆 ${E} 的右焦点，$B$ 为椭圆的上顶点，若 $\\angle BFO=60^{\\circ}$，则椭圆的离心率为`)).toBe(
      '$\\frac{1}{2}$',
    );
  });
  it('refuses a point it cannot place and a condition that fits no ellipse', async () => {
    expect(
      await answer(`设 $F_1,F_2$ 是椭圆 ${E} 的左、右焦点，$P$ 为椭圆上一点，且 $\\angle F_1PF_2=60^{\\circ}$，则椭圆的离心率为`),
    ).not.toMatch(/^\$/);
    expect(await answer(`已知 $F$ 为椭圆 ${E} 的右焦点，$B$ 为椭圆的上顶点，若 $\\angle BFO=120^{\\circ}$，则椭圆的离心率为`)).not.toMatch(
      /^\$/,
    );
  });
});

describe('eccentricity: a point of the curve fixed by two conditions, curves named without an equation', () => {
  it('ellipse: perpendicular focal radii and an angle at a focus', async () => {
    expect(
      await answer(
        '已知 $F_1, F_2$ 是椭圆 $C$ 的两个焦点，$P$ 是 $C$ 上的一点，若 $PF_1 \\perp PF_2$，且 $\\angle PF_2F_1=45^{\\circ}$，则 $C$ 的离心率为',
      ),
    ).toBe('$\\frac{\\sqrt{2}}{2}$');
  });
  it('hyperbola: a right angle at P and focal radii in a ratio', async () => {
    expect(
      await answer(
        '已知 $F_1, F_2$ 是双曲线 $C$ 的两个焦点，$P$ 为 $C$ 上一点，且 $\\angle F_1PF_2=90^{\\circ}$，$|PF_1|=2|PF_2|$，则 $C$ 的离心率为',
      ),
    ).toBe('$\\sqrt{5}$');
  });
  it('ellipse: a trigonometric value of an angle at a focus', async () => {
    expect(
      await answer(
        `已知 $F_1, F_2$ 是椭圆 $E$: ${E} 的左，右焦点，点 $M$ 在 $E$ 上，$MF_2$ 与 $x$ 轴垂直，$\\tan \\angle MF_1F_2=\\frac{3}{4}$，则 $E$ 的离心率为`,
      ),
    ).toBe('$\\frac{1}{2}$');
  });
  it('refuses two conditions that no point satisfies', async () => {
    expect(
      await answer(
        '已知 $F_1, F_2$ 是椭圆 $C$ 的两个焦点，$P$ 是 $C$ 上的一点，若 $PF_1 \\perp PF_2$，且 $|PF_1|=|F_1F_2|$，则 $C$ 的离心率为',
      ),
    ).not.toMatch(/^\$/);
    expect(
      await answer(
        '已知 $F_1, F_2$ 是椭圆 $C$ 的两个焦点，$P$ 是 $C$ 上的一点，若 $\\angle F_1PF_2=120^{\\circ}$，且 $\\angle PF_2F_1=90^{\\circ}$，则 $C$ 的离心率为',
      ),
    ).not.toMatch(/^\$/);
  });
});
