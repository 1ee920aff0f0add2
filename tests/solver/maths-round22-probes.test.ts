import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { judgeMathsCases } from './maths-lookalike-hunt-shared';
import { ROUND22_PROBES } from './maths-round22-probes-cases';

// Shared reading steps in other papers' words (decision 0119): never a wrong answer, the cases recorded as answered
// still answered, and at least as many answered as when the round ended.
const solver = createOfflineSolver();
const ANSWERED_AT_LEAST = 45;

describe('gaokao maths round 22: other papers wording, the right answer or a refusal', () => {
  let answered = 0;
  for (const [topic, cases] of Object.entries(ROUND22_PROBES)) {
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
