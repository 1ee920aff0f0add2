import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';

const solver = createOfflineSolver();
/** The chosen letters, or null when the solver refuses. */
const letters = async (text: string) => {
  const out = await solver.solve({ text });
  return out.ok ? out.finalAnswer.replace(/（.*$/s, '') : null;
};
const choice = (stem: string, ...options: string[]) => [stem, ...options.map((o, i) => `${'ABCD'[i]}. ${o}`)].join('\n');
const grams = (...values: number[]) => values.map((v) => `$${v} \\mathrm{~g}$`);

describe('a stoichiometry choice question that names its substances only', () => {
  it('masses and a gas volume through the balanced equation', async () => {
    expect(await letters(choice('完全燃烧 $4 \\mathrm{~g}$ 氢气, 需要消耗氧气的质量为（ ）', ...grams(8, 16, 32, 64)))).toBe('C');
    expect(
      await letters(
        choice(
          '$5.6 \\mathrm{~g}$ 铁与足量稀盐酸完全反应, 生成氢气在标准状况下的体积为',
          '$1.12 \\mathrm{~L}$',
          '$2.24 \\mathrm{~L}$',
          '$3.36 \\mathrm{~L}$',
          '$4.48 \\mathrm{~L}$',
        ),
      ),
    ).toBe('B');
    expect(await letters(choice('电解 18 g 水，生成氢气的质量为', '1 g', '2 g', '16 g', '18 g'))).toBe('B');
  });
  it('two given amounts: the reactant in short supply decides (2 mol H2, 0.5 mol O2 → 1 mol H2O)', async () => {
    expect(await letters(choice('4 g 氢气在 16 g 氧气中充分燃烧，生成水的质量为', ...grams(9, 18, 20, 36)))).toBe('B');
  });
  it('not two given amounts of which carbon burns short of oxygen, heat, or physics with grams of water', async () => {
    expect(await letters(choice('2.4 g 碳在 3.2 g 氧气中充分燃烧，生成二氧化碳的质量为', ...grams(4.4, 8.8, 5.6, 2.2)))).toBeNull();
    expect(await letters(choice('4 g 氢气完全燃烧放出的热量为', '286 kJ', '572 kJ', '143 kJ', '1144 kJ'))).toBeNull();
    expect(
      await letters(
        choice('质量为 200 g 的水温度从 20 ℃ 升高到 70 ℃，吸收的热量为', '4.2×10^4 J', '2.1×10^4 J', '8.4×10^4 J', '4.2×10^3 J'),
      ),
    ).not.toBe('D');
  });
});
