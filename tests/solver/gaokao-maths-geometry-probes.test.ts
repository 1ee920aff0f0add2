import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { GEOMETRY_SIDE_PROBES, GEOMETRY_SIDE_VARIANTS } from './gaokao-maths-geometry-probes-cases';
import { judgeMathsCases } from './maths-lookalike-hunt-shared';

// Gaokao maths on the geometry / trigonometry / probability side in other papers' wording (decision 0107): never a
// wrong answer, every probe recorded as answered still answered, the undecidable ones refused.
const solver = createOfflineSolver();

describe('gaokao maths, geometry side: other papers\u2019 wording, the right answer or a refusal', () => {
  for (const [kind, cases] of [
    ...Object.entries(GEOMETRY_SIDE_PROBES),
    ...Object.entries(GEOMETRY_SIDE_VARIANTS).map(([k, v]) => [`variants ${k}`, v] as const),
  ]) {
    it(`${kind}: ${cases.length} probes`, { timeout: 120_000 }, async () => {
      const { faults } = await judgeMathsCases(solver, cases);
      expect(faults).toEqual([]);
    });
  }
});
