import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { firstLine, lookalikeFaults, wrongUnlessAgrees } from './lookalike-hunt-shared';
import { ROUND25_PROBES } from './word-round25-probes-cases';

/** Round 25 (decision 0134): primary word-problem kinds printed as textbooks print them; none answered wrong. */
const solver = createOfflineSolver();

describe('round-25 word probes', () => {
  for (const [group, cases] of Object.entries(ROUND25_PROBES)) {
    it(group, async () => {
      expect(await lookalikeFaults(solver, cases, wrongUnlessAgrees, firstLine)).toEqual([]);
    }, 60_000);
  }
});
