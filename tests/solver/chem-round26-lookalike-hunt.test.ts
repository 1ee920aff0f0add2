import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { ROUND26_HUNT } from './chem-round26-lookalike-hunt-cases';
import { lookalikeFaults, wrongUnlessAgrees } from './lookalike-hunt-shared';

/** Look-alikes of the count kinds of decision 0138: right or refused as pinned, never a wrong letter. */
const solver = createOfflineSolver();

describe('round 26 chemistry look-alikes', () => {
  it('answers right or refuses', async () => {
    expect(await lookalikeFaults(solver, ROUND26_HUNT, wrongUnlessAgrees)).toEqual([]);
  }, 300_000);
});
