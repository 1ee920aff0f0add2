import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { GEOMETRY_SIDE_HUNT } from './maths-geometry-side-hunt-cases';
import { judgeMathsCases } from './maths-lookalike-hunt-shared';

// Look-alikes of the geometry-side kinds of decision 0107 with one detail changed: the right answer or a refusal.
const solver = createOfflineSolver();

describe('gaokao maths, geometry side: look-alikes answered right or refused', () => {
  for (const [kind, cases] of Object.entries(GEOMETRY_SIDE_HUNT)) {
    it(`${kind}: ${cases.length} look-alikes`, { timeout: 120_000 }, async () => {
      const { faults } = await judgeMathsCases(solver, cases);
      expect(faults).toEqual([]);
    });
  }
});
