import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { firstLine, lookalikeFaults, wrongUnlessAgrees } from './lookalike-hunt-shared';
import { ROUND27_HUNT } from './word-round27-lookalike-hunt-cases';

/** Round 27 (decision 0144): look-alikes of the kinds and steps added; none answered wrong. */
const solver = createOfflineSolver();

describe('round-27 word look-alike hunt', () => {
  for (const [group, cases] of Object.entries(ROUND27_HUNT)) {
    it(group, async () => {
      expect(await lookalikeFaults(solver, cases, wrongUnlessAgrees, firstLine)).toEqual([]);
    }, 60_000);
  }
});
