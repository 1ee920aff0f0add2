import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { judgeMathsCases } from './maths-lookalike-hunt-shared';
import { ROUND20_HUNT } from './maths-round20-hunt-cases';

// Look-alikes of what decision 0111 widened: never a wrong answer (the right one or a refusal).
const solver = createOfflineSolver();

describe('gaokao maths round 20 hunt: look-alikes answered right or refused', () => {
  for (const [kind, cases] of Object.entries(ROUND20_HUNT)) {
    it(`${kind}: ${cases.length} look-alikes`, { timeout: 120_000 }, async () => {
      const { faults } = await judgeMathsCases(solver, cases);
      expect(faults).toEqual([]);
    });
  }
});
