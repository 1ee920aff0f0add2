import { describe, expect, it } from 'vitest';
import { answer } from './conic-helpers';

describe('parabola: focal radius of a point on it', () => {
  it('abscissa from the distance to the focus (|PF| = x₀ + p/2)', async () => {
    expect(await answer('抛物线 $y^2=12x$ 上一点 $P$ 到焦点的距离为 8，则点 $P$ 的横坐标为')).toBe('$5$');
  });
  it('distance to the focus from the ordinate, axis on y', async () => {
    expect(await answer('抛物线 $x^2=8y$ 上一点 $M$ 的纵坐标为 3，则点 $M$ 到焦点的距离为')).toBe('$5$');
  });
  it('parabola opening to the left', async () => {
    expect(await answer('抛物线 $y^2=-4x$ 上一点 $P$ 到 $y$ 轴的距离为 5，则 $|PF|=$')).toBe('$6$');
  });
  it('the parameter p from two distances', async () => {
    expect(await answer('已知点 $Q$ 在抛物线 $C: y^{2}=2px(p>0)$ 上, 点 $Q$ 到 $C$ 的焦点的距离为 7, 到 $y$ 轴的距离为 5, 则 $p=$')).toBe(
      '$4$',
    );
  });
  it('the distance to the directrix equals the focal radius', async () => {
    expect(await answer('抛物线 $y^2=6x$ 上一点 $A$ 的横坐标为 2，则点 $A$ 到准线的距离为')).toBe('$\\frac{7}{2}$');
  });
  it('refuses an ordinate, which has two values', async () => {
    expect(await answer('抛物线 $y^2=4x$ 上一点 $M$ 到焦点的距离为 5，则点 $M$ 的纵坐标为')).not.toMatch(/^\$/);
  });
  it('refuses a point inside the parabola that cannot be at that distance', async () => {
    expect(await answer('抛物线 $y^2=8x$ 上一点 $P$ 到焦点的距离为 1，则点 $P$ 的横坐标为')).not.toMatch(/^\$/);
  });
  it('refuses when a condition is not understood', async () => {
    expect(await answer('抛物线 $y^2=8x$ 上一点 $P$ 在第一象限，到焦点的距离为 6，则点 $P$ 的横坐标为')).not.toMatch(/^\$/);
  });
});

describe('parabola: focal radius with fixed points and triangles', () => {
  it('a fixed point by coordinates and equal focal distances', async () => {
    expect(await answer('设 $F$ 为抛物线 $C: y^{2}=8x$ 的焦点，点 $A$ 在 $C$ 上，点 $B(6,0)$，若 $|AF|=|BF|$，则 $|AB|=$')).toBe(
      '$4\\sqrt{2}$',
    );
  });
  it('the area of △POF from the focal radius', async () => {
    expect(
      await answer('$O$ 为坐标原点，$F$ 为抛物线 $C: y^{2}=4x$ 的焦点，$P$ 为 $C$ 上一点，若 $|PF|=5$，则 $\\triangle POF$ 的面积为'),
    ).toBe('$2$');
  });
  it('coefficients with roots', async () => {
    expect(
      await answer(
        '$O$ 为坐标原点，$F$ 为抛物线 $C: y^{2}=2\\sqrt{3}x$ 的焦点，$P$ 为 $C$ 上一点，若 $|PF|=\\frac{5\\sqrt{3}}{2}$，则 $P$ 的横坐标为',
      ),
    ).toBe('$2\\sqrt{3}$');
  });
});
