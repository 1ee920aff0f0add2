import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { firstLine, lookalikeFaults, wrongUnlessAgrees } from './lookalike-hunt-shared';
import { ROUND25_THIRD_HUNT } from './word-round25-third-hunt-cases';

/** Round 25, third hunt (decision 0134): look-alikes of this round's word kinds and their neighbours; none answered wrong. */
const solver = createOfflineSolver();

describe('round-25 word look-alike hunt, third look', () => {
  for (const [group, cases] of Object.entries(ROUND25_THIRD_HUNT)) {
    it(group, async () => {
      expect(await lookalikeFaults(solver, cases, wrongUnlessAgrees, firstLine)).toEqual([]);
    }, 60_000);
  }
});
