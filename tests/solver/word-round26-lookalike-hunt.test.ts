import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { firstLine, lookalikeFaults, wrongUnlessAgrees } from './lookalike-hunt-shared';
import { ROUND26_HUNT } from './word-round26-lookalike-hunt-cases';

/** Round 26 (decision 0140): look-alikes one detail away from what the round widened; none answered wrong. */
const solver = createOfflineSolver();

describe('round-26 word look-alike hunt', () => {
  for (const [group, cases] of Object.entries(ROUND26_HUNT)) {
    it(group, async () => {
      expect(await lookalikeFaults(solver, cases, wrongUnlessAgrees, firstLine)).toEqual([]);
    }, 60_000);
  }
});
