import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { firstLine, lookalikeFaults, wrongUnlessAgrees } from './lookalike-hunt-shared';
import { ROUND26_SECOND_HUNT } from './word-round26-second-hunt-cases';

/** Round 26 (decision 0140), second hunt: look-alikes one detail away from the round's kinds; four answered wrong, fixed. */
const solver = createOfflineSolver();

describe('round-26 word second look-alike hunt', () => {
  for (const [group, cases] of Object.entries(ROUND26_SECOND_HUNT)) {
    it(group, async () => {
      expect(await lookalikeFaults(solver, cases, wrongUnlessAgrees, firstLine)).toEqual([]);
    }, 60_000);
  }
});
