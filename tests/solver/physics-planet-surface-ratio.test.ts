import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';

const solver = createOfflineSolver();
/** The chosen letters, or null when the solver refuses. */
const letters = async (text: string) => {
  const out = await solver.solve({ text });
  return out.ok ? out.finalAnswer.replace(/（.*$/s, '') : null;
};
const choice = (stem: string, ...options: string[]) => [stem, ...options.map((o, i) => `${'ABCD'[i]}. ${o}`)].join('\n');

describe('a body known by its mass and radius against the Earth', () => {
  it('surface gravity g ∝ M/R², also with LaTeX fractions and the Earth named first', async () => {
    expect(
      await letters(
        choice(
          '某星球的质量是地球质量的 2 倍, 半径是地球半径的 2 倍, 则该星球表面的重力加速度是地球表面重力加速度的',
          '0.25 倍',
          '0.5 倍',
          '2 倍',
          '4 倍',
        ),
      ),
    ).toBe('B');
    expect(
      await letters(
        choice(
          '火星的质量约为地球质量的 $\\frac{1}{10}$, 半径约为地球半径的 $\\frac{1}{2}$, 则火星表面的重力加速度约为地球表面的',
          '0.2 倍',
          '0.4 倍',
          '2.5 倍',
          '5 倍',
        ),
      ),
    ).toBe('B');
    expect(
      await letters(
        choice(
          '地球质量约为月球质量的 81 倍，地球半径约为月球半径的 4 倍，则月球表面的重力加速度约为地球表面的',
          '$\\frac{16}{81}$',
          '$\\frac{4}{81}$',
          '$\\frac{81}{16}$',
          '$\\frac{1}{4}$',
        ),
      ),
    ).toBe('A');
  });
  it('first cosmic speed v ∝ √(M/R) and mean density ρ ∝ M/R³', async () => {
    expect(
      await letters(
        choice(
          '一颗行星的质量是地球的 8 倍，半径是地球的 2 倍，则该行星的第一宇宙速度是地球第一宇宙速度的',
          '2 倍',
          '4 倍',
          '8 倍',
          '$\\frac{1}{2}$ 倍',
        ),
      ),
    ).toBe('A');
    expect(
      await letters(choice('某行星的质量是地球的 4 倍，半径是地球的一半，则该行星的平均密度是地球的', '8 倍', '16 倍', '32 倍', '64 倍')),
    ).toBe('C');
  });
  it('refuses near misses', async () => {
    const stem = '某星球的质量是地球质量的 2 倍, 半径是地球半径的 2 倍, ';
    // Two different quantities compared.
    expect(await letters(choice(`${stem}则该星球的第一宇宙速度是地球表面重力加速度的`, '0.25 倍', '0.5 倍', '1 倍', '4 倍'))).toBeNull();
    // Rotation, and a number left over.
    expect(
      await letters(choice(`${stem}其自转周期为 10 h, 则该星球表面的重力加速度是地球表面的`, '0.25 倍', '0.5 倍', '2 倍', '4 倍')),
    ).toBeNull();
    // The radius not given.
    expect(
      await letters(choice('某星球的质量是地球质量的 2 倍，则该星球表面的重力加速度是地球表面的', '0.25 倍', '0.5 倍', '2 倍', '4 倍')),
    ).toBeNull();
    // No option equal to 0.5.
    expect(await letters(choice(`${stem}则该星球表面的重力加速度是地球表面的`, '0.25 倍', '0.52 倍', '2 倍', '4 倍'))).toBeNull();
  });
});

describe('an ideal transformer whose ratio is written 「匝数比为 n1:n2 = 11:1」', () => {
  it('reads the ratio after 为', async () => {
    expect(
      await letters(
        choice(
          '一理想变压器原、副线圈的匝数比为 $n_{1}: n_{2}=11: 1$, 原线圈接入电压为 $220 \\mathrm{~V}$ 的正弦交流电, 则副线圈两端的电压为',
          '$10 \\mathrm{~V}$',
          '$20 \\mathrm{~V}$',
          '$22 \\mathrm{~V}$',
          '$2420 \\mathrm{~V}$',
        ),
      ),
    ).toBe('B');
  });
});
