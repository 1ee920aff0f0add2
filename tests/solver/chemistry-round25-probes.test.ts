import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { ROUND25_PROBES } from './chemistry-round25-probes-cases';
import { lookalikeFaults, wrongUnlessAgrees } from './lookalike-hunt-shared';

/** Round 25 probes (decision 0132): right or refused as pinned, never a wrong letter. */
const solver = createOfflineSolver();

describe('round 25 chemistry probes', () => {
  it('answers the solved probes right and never a wrong letter', async () => {
    expect(await lookalikeFaults(solver, ROUND25_PROBES, wrongUnlessAgrees)).toEqual([]);
  }, 300_000);
});
