import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { judgeMathsCases } from './maths-lookalike-hunt-shared';
import { ROUND21_PROBES } from './maths-round21-probes-cases';

// The 高中 curriculum topic by topic in papers' wording (decision 0115): never a wrong answer, the cases recorded as
// answered still answered, and at least as many answered as when the round ended.
const solver = createOfflineSolver();
const ANSWERED_AT_LEAST = 82;

describe('gaokao maths round 21: curriculum probes, the right answer or a refusal', () => {
  let answered = 0;
  for (const [topic, cases] of Object.entries(ROUND21_PROBES)) {
    it(`${topic}: ${cases.length} probes`, { timeout: 120_000 }, async () => {
      const judged = await judgeMathsCases(solver, cases);
      answered += judged.answered;
      expect(judged.faults).toEqual([]);
    });
  }
  it('answers no fewer probes than the round left', () => {
    expect(answered).toBeGreaterThanOrEqual(ANSWERED_AT_LEAST);
  });
});
