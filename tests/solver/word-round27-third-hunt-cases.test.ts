import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { firstLine, lookalikeFaults, wrongUnlessAgrees } from './lookalike-hunt-shared';
import { ROUND27_THIRD_HUNT } from './word-round27-third-hunt-cases';

/** Round 27 (decision 0144), third look: units, a year's days, scale chains and letter names; five wrong answers fixed. */
const solver = createOfflineSolver();

describe('round-27 word third look-alike hunt', () => {
  for (const [group, cases] of Object.entries(ROUND27_THIRD_HUNT)) {
    it(group, async () => {
      expect(await lookalikeFaults(solver, cases, wrongUnlessAgrees, firstLine)).toEqual([]);
    }, 60_000);
  }
});
