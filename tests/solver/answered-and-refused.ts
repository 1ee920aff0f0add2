import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { isRightAnswer } from './plain-answer';

const solver = createOfflineSolver();

/**
 * One block of a kind's tests: each answered case must be solved with one of its right answers (any layout
 * `isRightAnswer` accepts), and each near-miss must be refused.
 */
export function describeAnsweredAndRefused(title: string, answered: Array<[string, string[]]>, refused: string[]): void {
  describe(title, () => {
    it.each(answered)('%s', async (text, expected) => {
      const r = await solver.solve({ text });
      expect(r.ok, r.ok ? '' : r.reason).toBe(true);
      if (r.ok) expect(isRightAnswer(expected, r.finalAnswer), r.finalAnswer).toBe(true);
    });
    it.each(refused)('refuses: %s', async (text) => {
      const r = await solver.solve({ text });
      expect(r.ok, r.ok ? r.finalAnswer : '').toBe(false);
    });
  });
}
