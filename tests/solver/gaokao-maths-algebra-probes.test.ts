import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { ALGEBRA_PROBES } from './gaokao-maths-algebra-probes-cases';
import { judgeMathsCases } from './maths-lookalike-hunt-shared';

// Gaokao maths, algebra side, in the papers' own wording (decision 0106): never a wrong answer, every probe
// recorded as answered still answered, the undecidable ones refused.
const solver = createOfflineSolver();

describe('gaokao maths algebra probes: the right answer or a refusal', () => {
  for (const [kind, cases] of Object.entries(ALGEBRA_PROBES)) {
    it(`${kind}: ${cases.length} probes`, { timeout: 120_000 }, async () => {
      const { faults } = await judgeMathsCases(solver, cases);
      expect(faults).toEqual([]);
    });
  }
});
