import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { judgeMathsCases } from './maths-lookalike-hunt-shared';
import { ROUND20_HARDER, ROUND20_PROBES, ROUND20_WIDENED } from './maths-round20-probes-cases';

// The standard forms of a national paper's choice and blank questions in other years' wording (decision 0111): never
// a wrong answer, every probe recorded as answered still answered, the undecidable ones refused.
const solver = createOfflineSolver();

describe('gaokao maths round 20: standard forms in other years\u2019 wording, the right answer or a refusal', () => {
  for (const [kind, cases] of [
    ...Object.entries(ROUND20_PROBES),
    ...Object.entries(ROUND20_HARDER).map(([k, v]) => [`harder ${k}`, v] as const),
    ...Object.entries(ROUND20_WIDENED).map(([k, v]) => [`widened ${k}`, v] as const),
  ]) {
    it(`${kind}: ${cases.length} probes`, { timeout: 120_000 }, async () => {
      const { faults } = await judgeMathsCases(solver, cases);
      expect(faults).toEqual([]);
    });
  }
});
