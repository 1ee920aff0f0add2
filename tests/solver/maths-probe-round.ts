import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { judgeMathsCases, type MathsLookalike } from './maths-lookalike-hunt-shared';

/**
 * One round's probes, topic by topic: never a wrong answer, the cases recorded as answered still answered, and at
 * least as many answered as when the round ended.
 */
export function describeProbeRound(title: string, probes: Record<string, MathsLookalike[]>, answeredAtLeast: number): void {
  const solver = createOfflineSolver();
  describe(title, () => {
    let answered = 0;
    for (const [topic, cases] of Object.entries(probes)) {
      it(`${topic}: ${cases.length} probes`, { timeout: 120_000 }, async () => {
        const judged = await judgeMathsCases(solver, cases);
        answered += judged.answered;
        expect(judged.faults).toEqual([]);
      });
    }
    it('answers no fewer probes than the round left', () => {
      expect(answered).toBeGreaterThanOrEqual(answeredAtLeast);
    });
  });
}
