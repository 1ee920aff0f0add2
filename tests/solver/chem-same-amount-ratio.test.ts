import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';

const solver = createOfflineSolver();
/** The chosen letters, or null when the solver refuses. */
const letters = async (text: string) => {
  const out = await solver.solve({ text });
  return out.ok ? out.finalAnswer.replace(/（.*$/s, '') : null;
};
const choice = (stem: string, ...options: string[]) => [stem, ...options.map((o, i) => `${'ABCD'[i]}. ${o}`)].join('\n');

describe('particles in the same mass or amount of two substances', () => {
  it('same mass: n ∝ 1/M, then atoms of one element, molecules or electrons', async () => {
    expect(
      await letters(
        choice('相同质量的 $\\mathrm{SO}_{2}$ 和 $\\mathrm{SO}_{3}$ 中所含氧原子的个数之比为', '$1: 1$', '$2: 3$', '$5: 6$', '$6: 5$'),
      ),
    ).toBe('C');
    expect(await letters(choice('相同质量的 SO2 和 SO3 中所含分子数之比为', '1:1', '4:5', '5:4', '2:3'))).toBe('C');
    expect(await letters(choice('相同质量的 O2 和 O3 中所含氧原子数之比为', '1:1', '2:3', '3:2', '1:3'))).toBe('A');
    expect(await letters(choice('相同质量的 H2O 和 NH3 所含电子数之比为', '1:1', '17:18', '18:17', '10:17'))).toBe('B');
  });
  it('the same amount, by name', async () => {
    expect(await letters(choice('等物质的量的一氧化碳和二氧化碳所含原子数之比为', '1:1', '2:3', '3:2', '1:2'))).toBe('B');
  });
  it('refuses gases by volume, ions, particles it does not count, and options that are not ratios', async () => {
    expect(await letters(choice('相同体积的 SO2 和 SO3 中所含氧原子数之比为', '1:1', '2:3', '5:6', '6:5'))).toBeNull();
    expect(await letters(choice('相同质量的 SO2 和 SO3 中所含中子数之比为', '1:1', '2:3', '5:6', '6:5'))).toBeNull();
    expect(await letters(choice('相同质量的 SO2 和 SO3 中所含氮原子数之比为', '1:1', '2:3', '5:6', '6:5'))).toBeNull();
    expect(await letters(choice('相同质量的 SO2 和 SO3 中所含氧原子数之比为', '1:1', '2:3', '5:6', '相等'))).toBeNull();
  });
});
