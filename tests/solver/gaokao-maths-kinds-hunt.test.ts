import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { HUNT_PROBES } from './gaokao-maths-kinds-hunt-cases';
import { judgeMathsCases } from './maths-lookalike-hunt-shared';

// Look-alikes of decision 0102's kinds (sharing, strata, graph moves, k-families, functional rules, basis vectors,
// periodic recurrences, interval probability): the right answer or a refusal, never a wrong one.
const solver = createOfflineSolver();

describe('gaokao maths kinds look-alikes: the right answer or a refusal', () => {
  for (const [kind, cases] of Object.entries(HUNT_PROBES)) {
    it(`${kind}: ${cases.length} probes`, { timeout: 180_000 }, async () => {
      const { faults } = await judgeMathsCases(solver, cases);
      expect(faults).toEqual([]);
    });
  }
});
