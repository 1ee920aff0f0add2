import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';

const solver = createOfflineSolver();
const choice = (stem: string, ...options: string[]) => [stem, ...options.map((o, i) => `${'ABCD'[i]}. ${o}`)].join('\n');

describe('how many lines atoms at one level give as they fall', () => {
  const cases: [string, string][] = [
    [choice('大量处于 n=3 激发态的氢原子向低能级跃迁时，能发出几种不同频率的光子（ ）', '1 种', '2 种', '3 种', '4 种'), 'C'],
    [choice('一群氢原子处于量子数 n=5 的能级，它们向低能级跃迁时最多可以辐射出多少种不同频率的光', '4', '5', '10', '15'), 'C'],
    [choice('一个氢原子处于 n=4 的激发态，当它向低能级跃迁时，最多能发出几种频率的光子', '6 种', '3 种', '4 种', '1 种'), 'B'],
    [choice('一群处于第2能级的氢原子跃迁回基态，能放出几种不同频率的光子', '1 种', '2 种', '3 种', '4 种'), 'A'],
  ];
  for (const [text, want] of cases)
    it(text.split('\n')[0], async () => {
      const out = await solver.solve({ text });
      expect(out.ok && out.finalAnswer.slice(0, 1)).toBe(want);
    });

  const nearMisses = [
    // Two levels named: a photon's energy is asked, not a count.
    choice('一群氢原子从 n=4 能级跃迁到 n=2 能级，能发出几种不同频率的光子', '1 种', '2 种', '3 种', '6 种'),
    // Absorption, not emission.
    choice('一群处于基态的氢原子吸收能量后跃迁到 n=3 能级，再向低能级跃迁时能发出几种频率的光', '1 种', '2 种', '3 种', '6 种'),
    // Neither a group nor one atom is said.
    choice('处于 n=4 能级的氢原子向低能级跃迁时，能发出几种不同频率的光子', '3 种', '4 种', '6 种', '10 种'),
  ];
  for (const text of nearMisses)
    it(`refuses: ${text.split('\n')[0]}`, async () => {
      const out = await solver.solve({ text });
      if (out.ok) expect(out.finalAnswer).not.toMatch(/^[A-D]/);
      expect(out.ok).toBe(false);
    });
});
