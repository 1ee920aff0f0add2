import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { CONDITION_HUNT } from './maths-condition-parameter-hunt-cases';
import { judgeMathsCases } from './maths-lookalike-hunt-shared';

// Look-alikes of decision 0115's condition solved first: never a wrong answer, the undecidable ones refused.
const solver = createOfflineSolver();

describe('maths condition-parameter look-alikes (decision 0115): the right answer or a refusal', () => {
  for (const [kind, cases] of Object.entries(CONDITION_HUNT)) {
    it(`${kind}: ${cases.length} probes`, { timeout: 120_000 }, async () => {
      const { faults } = await judgeMathsCases(solver, cases);
      expect(faults).toEqual([]);
    });
  }
});
