import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { ROUND26_PROBES } from './chemistry-round26-probes-cases';
import { lookalikeFaults, wrongUnlessAgrees } from './lookalike-hunt-shared';

/** Round 26 probes (decision 0138): right or refused as pinned, never a wrong letter. */
const solver = createOfflineSolver();

describe('round 26 chemistry probes', () => {
  it('answers the solved probes right and never a wrong letter', async () => {
    expect(await lookalikeFaults(solver, ROUND26_PROBES, wrongUnlessAgrees)).toEqual([]);
  }, 300_000);
});
