import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { readRatioOption } from '../../server/solver/science/physics/ratio-option';

const solver = createOfflineSolver();
/** The chosen letters, or null when the solver refuses. */
const letters = async (text: string) => {
  const out = await solver.solve({ text });
  return out.ok ? out.finalAnswer.replace(/（.*$/s, '') : null;
};
const choice = (stem: string, ...options: string[]) => [stem, ...options.map((o, i) => `${'ABCD'[i]}. ${o}`)].join('\n');

describe('ratio options', () => {
  it('reads ratios, surds, fractions and multiples', () => {
    expect(readRatioOption('$1: 8$')).toBe(1 / 8);
    expect(readRatioOption('$2 \\sqrt{2}: 1$')).toBeCloseTo(2 * Math.SQRT2, 12);
    expect(readRatioOption('$\\frac{1}{4}$')).toBe(0.25);
    expect(readRatioOption('8 倍')).toBe(8);
    expect(readRatioOption('1∶2')).toBe(0.5);
    expect(readRatioOption('8 m/s')).toBeNull();
    expect(readRatioOption('1:2:3')).toBeNull();
  });
});

describe('circular orbits about one body: one ratio given, another asked', () => {
  it('radii to periods (T ∝ r^{3/2}), exam LaTeX', async () => {
    const q = choice(
      '3. (6 分) 两颗人造地球卫星绕地球做匀速圆周运动, 轨道半径之比为 $1: 4$, 则它们运行的周期之比为（ ）',
      '$1: 8$',
      '$8: 1$',
      '$1: 4$',
      '$1: 2$',
    );
    expect(await letters(q)).toBe('A');
  });
  it('radii to speeds with named satellites, and the pair asked in the other order', async () => {
    const stem = '两颗人造卫星 A、B 绕地球做匀速圆周运动，A、B 的轨道半径之比为 4:1，则';
    expect(await letters(choice(`${stem} A、B 的线速度之比为`, '1:2', '2:1', '1:4', '4:1'))).toBe('A');
    expect(await letters(choice(`${stem} B、A 的线速度之比为`, '1:2', '2:1', '1:4', '4:1'))).toBe('B');
  });
  it('periods to radii about the Sun, and radii to accelerations and angular speeds', async () => {
    expect(await letters(choice('两个行星绕太阳做匀速圆周运动，它们的周期之比为 8:1，则轨道半径之比为', '2:1', '4:1', '8:1', '64:1'))).toBe(
      'B',
    );
    expect(
      await letters(
        choice('甲、乙两颗卫星绕同一行星做匀速圆周运动，它们的轨道半径之比为 1:3，则它们的向心加速度之比为', '1:3', '3:1', '1:9', '9:1'),
      ),
    ).toBe('D');
    expect(
      await letters(
        choice(
          '两颗卫星绕地球做匀速圆周运动，轨道半径之比为 $2: 1$，则它们的角速度之比为（ ）',
          '$1: 2 \\sqrt{2}$',
          '$2 \\sqrt{2}: 1$',
          '$1: 2$',
          '$4: 1$',
        ),
      ),
    ).toBe('A');
  });
  it('one satellite whose radius becomes k times, options as multiples', async () => {
    expect(
      await letters(
        choice('某人造卫星绕地球做匀速圆周运动，若其轨道半径变为原来的 4 倍，则其周期变为原来的', '2 倍', '4 倍', '8 倍', '16 倍'),
      ),
    ).toBe('C');
  });
  it('refuses near misses', async () => {
    // Heights above the surface are not radii.
    expect(
      await letters(choice('两颗卫星绕地球做匀速圆周运动，离地高度之比为 1:4，则它们的周期之比为', '1:8', '8:1', '1:4', '1:2')),
    ).toBeNull();
    // Different central bodies.
    expect(
      await letters(
        choice('一颗卫星绕地球、另一颗绕月球做匀速圆周运动，轨道半径之比为 1:4，则它们的周期之比为', '1:8', '8:1', '1:4', '1:2'),
      ),
    ).toBeNull();
    // A force depends on the satellites' masses.
    expect(
      await letters(choice('两颗卫星绕地球做匀速圆周运动，轨道半径之比为 1:2，则它们所受向心力之比为', '4:1', '1:4', '2:1', '1:2')),
    ).toBeNull();
    // A number that is not used.
    expect(
      await letters(
        choice('两颗卫星绕地球做匀速圆周运动，轨道半径之比为 1:4，其中一颗的周期为 2 h，则它们的周期之比为', '1:8', '8:1', '1:4', '1:2'),
      ),
    ).toBeNull();
    // No option equals the ratio.
    expect(
      await letters(choice('两颗卫星绕地球做匀速圆周运动，轨道半径之比为 1:4，则它们的周期之比为', '1:6', '6:1', '1:4', '1:2')),
    ).toBeNull();
    // Ellipses.
    expect(
      await letters(
        choice(
          '两颗卫星绕地球运动，一颗做匀速圆周运动，另一颗沿椭圆轨道运动，半长轴之比为 1:4，则它们的周期之比为',
          '1:8',
          '8:1',
          '1:4',
          '1:2',
        ),
      ),
    ).toBeNull();
  });
});
