import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { ROUND27_CLASS_PROBES } from './chemistry-classes-round27-probes-cases';
import { lookalikeFaults, wrongUnlessAgrees } from './lookalike-hunt-shared';

/** Round 27 classification probes (decision 0143): right or refused as pinned, never a wrong letter. */
const solver = createOfflineSolver();

describe('round 27 chemistry classification probes', () => {
  it('answers the solved probes right and never a wrong letter', async () => {
    expect(await lookalikeFaults(solver, ROUND27_CLASS_PROBES, wrongUnlessAgrees)).toEqual([]);
  }, 300_000);
});
