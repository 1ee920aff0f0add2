import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { firstLine, lookalikeFaults, wrongUnlessAgrees } from './lookalike-hunt-shared';
import { ROUND25_HUNT } from './word-round25-lookalike-hunt-cases';

/** Round 25 (decision 0134): look-alikes of this round's word kinds; none answered wrong, the undecidable refused. */
const solver = createOfflineSolver();

describe('round-25 word look-alike hunt', () => {
  for (const [group, cases] of Object.entries(ROUND25_HUNT)) {
    it(group, async () => {
      expect(await lookalikeFaults(solver, cases, wrongUnlessAgrees, firstLine)).toEqual([]);
    }, 60_000);
  }
});
