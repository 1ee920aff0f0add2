import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { ROUND26_SECOND_HUNT } from './chem-round26-second-hunt-cases';
import { lookalikeFaults, wrongUnlessAgrees } from './lookalike-hunt-shared';

/** Second hunt of the N_A statements of decision 0138: right or refused as pinned, never a wrong letter. */
const solver = createOfflineSolver();

describe('round 26 chemistry second look-alike hunt', () => {
  it('answers right or refuses', async () => {
    expect(await lookalikeFaults(solver, ROUND26_SECOND_HUNT, wrongUnlessAgrees)).toEqual([]);
  }, 300_000);
});
