import { describe, expect, it } from 'vitest';
import { answer } from './conic-helpers';

describe('focal triangle PF₁F₂ of an ellipse or a hyperbola', () => {
  it('ellipse: area at a given angle (b²·tan(θ/2))', async () => {
    expect(
      await answer(
        '已知 $F_1,F_2$ 是椭圆 $\\frac{x^2}{100}+\\frac{y^2}{64}=1$ 的两个焦点，点 $P$ 在椭圆上，且 $\\angle F_1PF_2=60^{\\circ}$，则 $\\triangle F_1PF_2$ 的面积为',
      ),
    ).toBe('$\\frac{64\\sqrt{3}}{3}$');
  });
  it('ellipse: perpendicular focal radii (area b²)', async () => {
    expect(
      await answer(
        '已知 $F_1,F_2$ 是椭圆 $\\frac{x^2}{16}+\\frac{y^2}{7}=1$ 的左、右焦点，点 $P$ 在椭圆上，且 $PF_1 \\perp PF_2$，则 $\\triangle PF_1F_2$ 的面积为',
      ),
    ).toBe('$7$');
  });
  it('hyperbola: area at a given angle (b²/tan(θ/2))', async () => {
    expect(
      await answer(
        '已知 $F_1,F_2$ 是双曲线 $x^2-\\frac{y^2}{3}=1$ 的两个焦点，点 $P$ 在双曲线上，且 $\\angle F_1PF_2=60^{\\circ}$，则 $\\triangle F_1PF_2$ 的面积为',
      ),
    ).toBe('$3\\sqrt{3}$');
  });
  it('hyperbola: the other focal radius, the branch too near the focus is excluded', async () => {
    expect(
      await answer(
        '已知 $F_1,F_2$ 是双曲线 $\\frac{x^2}{16}-\\frac{y^2}{20}=1$ 的左、右焦点，点 $P$ 在双曲线上，且 $|PF_1|=9$，则 $|PF_2|=$',
      ),
    ).toBe('$17$');
  });
  it('ellipse: the other focal radius and the perimeter', async () => {
    expect(
      await answer('已知 $F_1,F_2$ 是椭圆 $\\frac{x^2}{25}+\\frac{y^2}{16}=1$ 的左、右焦点，点 $P$ 在椭圆上，且 $|PF_1|=4$，则 $|PF_2|=$'),
    ).toBe('$6$');
    expect(
      await answer(
        '已知 $F_1,F_2$ 是椭圆 $\\frac{x^2}{25}+\\frac{y^2}{16}=1$ 的左、右焦点，点 $P$ 在椭圆上，且 $|PF_1|=4$，则 $\\triangle PF_1F_2$ 的周长为',
      ),
    ).toBe('$16$');
  });
  it('a focus F and the origin: |OP| = |OF|', async () => {
    expect(
      await answer(
        '已知 $F$ 是椭圆 $C: \\frac{x^{2}}{25}+\\frac{y^{2}}{9}=1$ 的一个焦点，点 $P$ 在 $C$ 上，$O$ 为坐标原点，若 $|OP|=|OF|$，则 $\\triangle OPF$ 的面积为',
      ),
    ).toBe('$\\frac{9}{2}$');
  });
  it('refuses when no point of the curve fits', async () => {
    expect(
      await answer(
        '已知 $F$ 是椭圆 $C: \\frac{x^{2}}{9}+\\frac{y^{2}}{5}=1$ 的一个焦点，点 $P$ 在 $C$ 上，$O$ 为坐标原点，若 $|OP|=|OF|$，则 $\\triangle OPF$ 的面积为',
      ),
    ).not.toMatch(/^\$/);
    expect(
      await answer(
        '已知 $F_1,F_2$ 是椭圆 $\\frac{x^2}{4}+\\frac{y^2}{3}=1$ 的两个焦点，点 $P$ 在椭圆上，且 $PF_1 \\perp PF_2$，则 $\\triangle F_1PF_2$ 的面积为',
      ),
    ).not.toMatch(/^\$/);
  });
  it('refuses a condition it does not read', async () => {
    expect(
      await answer(
        '已知 $F_1,F_2$ 是椭圆 $\\frac{x^2}{25}+\\frac{y^2}{16}=1$ 的两个焦点，点 $P$ 在椭圆上且在第一象限，$\\angle F_1PF_2=60^{\\circ}$，则 $\\triangle F_1PF_2$ 的面积为',
      ),
    ).not.toMatch(/^\$/);
  });
});

describe('text whose dollar signs were dropped', () => {
  it('reads the formulas between the Chinese words', async () => {
    expect(
      await answer(
        '已知 F_1, F_2 是椭圆 \\frac{x^2}{16}+\\frac{y^2}{7}=1 的左、右焦点, 点 P 在椭圆上, 且 PF_1 \\perp PF_2, 则 \\triangle PF_1F_2 的面积为',
      ),
    ).toBe('$7$');
  });
});

describe('focal triangle: more conditions and questions', () => {
  it('a fixed point by its coordinates and a focal radius perpendicular to the x-axis', async () => {
    expect(
      await answer(
        '已知 $F$ 是双曲线 $C: x^{2}-\\frac{y^{2}}{8}=1$ 的右焦点，$P$ 是 $C$ 上一点，且 $PF$ 与 $x$ 轴垂直，点 $A$ 的坐标是 $(1,2)$，则 $\\triangle APF$ 的面积为',
      ),
    ).toBe('$8$');
  });
  it('the product of the focal radii and the distance to the x-axis', async () => {
    const E = '已知 $F_1,F_2$ 为椭圆 $C: \\frac{x^2}{25}+\\frac{y^2}{9}=1$ 的左、右焦点，点 $P$ 在 $C$ 上，$\\angle F_1PF_2=60^{\\circ}$，';
    expect(await answer(`${E}则 $|PF_1|\\cdot|PF_2|=$`)).toBe('$12$');
    expect(await answer(`${E}则 $P$ 到 $x$ 轴的距离为`)).toBe('$\\frac{3\\sqrt{3}}{4}$');
  });
  it('a lone focus F named as the left one is not taken for the right one', async () => {
    expect(
      await answer(
        '已知 $F$ 是双曲线 $C: x^{2}-\\frac{y^{2}}{8}=1$ 的左焦点，$P$ 是 $C$ 上一点，且 $PF$ 与 $x$ 轴垂直，点 $A$ 的坐标是 $(-1,2)$，则 $\\triangle APF$ 的面积为',
      ),
    ).toBe('$8$');
  });
});
