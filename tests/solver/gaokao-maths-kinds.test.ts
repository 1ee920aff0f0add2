import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { KIND_PROBES } from './gaokao-maths-kinds-cases';
import { judgeMathsCases } from './maths-lookalike-hunt-shared';

// The kinds of question every national gaokao paper's choice and blank sections hold (decision 0102): never a wrong
// answer, every probe recorded as answered still answered, the undecidable ones refused.
const solver = createOfflineSolver();

describe('gaokao maths kinds: a real paper\u2019s wording of every yearly kind, the right answer or a refusal', () => {
  for (const [kind, cases] of Object.entries(KIND_PROBES)) {
    it(`${kind}: ${cases.length} probes`, { timeout: 120_000 }, async () => {
      const { faults } = await judgeMathsCases(solver, cases);
      expect(faults).toEqual([]);
    });
  }
});
