import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { HUNT_PROBES } from './maths-algebra-probes-hunt-cases';
import { judgeMathsCases } from './maths-lookalike-hunt-shared';

// Look-alikes of decision 0106's algebra kinds: never a wrong answer, the undecidable ones refused.
const solver = createOfflineSolver();

describe('maths algebra look-alikes (decision 0106): the right answer or a refusal', () => {
  for (const [kind, cases] of Object.entries(HUNT_PROBES)) {
    it(`${kind}: ${cases.length} probes`, { timeout: 120_000 }, async () => {
      const { faults } = await judgeMathsCases(solver, cases);
      expect(faults).toEqual([]);
    });
  }
});
