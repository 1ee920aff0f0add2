import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { firstLine, lookalikeFaults, wrongUnlessAgrees } from './lookalike-hunt-shared';
import { ROUND26_PROBES } from './word-round26-probes-cases';

/** Round 26 (decision 0140): primary word problems of the units students meet most, printed as textbooks print them; none answered wrong. */
const solver = createOfflineSolver();

describe('round-26 word probes', () => {
  for (const [group, cases] of Object.entries(ROUND26_PROBES)) {
    it(group, async () => {
      expect(await lookalikeFaults(solver, cases, wrongUnlessAgrees, firstLine)).toEqual([]);
    }, 60_000);
  }
});
