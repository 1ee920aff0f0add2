import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { firstLine, lookalikeFaults, wrongUnlessAgrees } from './lookalike-hunt-shared';
import { ROUND27_SECOND_HUNT } from './word-round27-second-hunt-cases';

/** Decision 0144, second hunt: look-alikes of the kinds and steps added. */
const solver = createOfflineSolver();

describe('round-27 word second look-alike hunt', () => {
  for (const [group, cases] of Object.entries(ROUND27_SECOND_HUNT)) {
    it(group, async () => {
      expect(await lookalikeFaults(solver, cases, wrongUnlessAgrees, firstLine)).toEqual([]);
    }, 60_000);
  }
});
