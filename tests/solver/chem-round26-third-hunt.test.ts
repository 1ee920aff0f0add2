import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { ROUND26_THIRD_HUNT } from './chem-round26-third-hunt-cases';
import { lookalikeFaults, wrongUnlessAgrees } from './lookalike-hunt-shared';

/** Third look-alikes of decision 0138 (solutions, flasks, pH, item numbers, bare charges): right or refused, never wrong. */
const solver = createOfflineSolver();

describe('round 26 chemistry look-alikes, third hunt', () => {
  it('answers right or refuses', async () => {
    expect(await lookalikeFaults(solver, ROUND26_THIRD_HUNT, wrongUnlessAgrees)).toEqual([]);
  }, 300_000);
});
