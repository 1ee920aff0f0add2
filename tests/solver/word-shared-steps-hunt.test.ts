import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { HUNT_CASES } from './word-shared-steps-hunt-cases';

/**
 * The hunt of 0108's look-alikes (上班 alone, 每天上下学两次, a price of several, 亏 vs 赚, a pair of three, 多10% of an
 * amount already done, 比原计划 with the days): each is answered right or refused, never answered otherwise.
 */
const solver = createOfflineSolver();

describe('word problems: look-alikes of the shared reading steps of 0108', () => {
  for (const [text, expected] of HUNT_CASES)
    it(`${expected ?? 'refused'}: ${text}`, async () => {
      const out = await solver.solve({ text });
      if (!out.ok) return;
      expect(expected, `answered ${out.finalAnswer}, refusal expected`).not.toBeNull();
      if (expected && /^[A-D]$/.test(expected)) expect(out.finalAnswer.startsWith(expected), out.finalAnswer).toBe(true);
      else expect(out.finalAnswer).toBe(expected);
    });
});
