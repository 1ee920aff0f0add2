import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { ROUND25_SECOND_HUNT } from './chem-round25-second-hunt-cases';
import { lookalikeFaults, wrongUnlessAgrees } from './lookalike-hunt-shared';

/** Second look-alikes of the redox kinds of decision 0132: right or refused as pinned, never a wrong letter. */
const solver = createOfflineSolver();

describe('round 25 chemistry look-alikes, second hunt', () => {
  it('answers right or refuses', async () => {
    expect(await lookalikeFaults(solver, ROUND25_SECOND_HUNT, wrongUnlessAgrees)).toEqual([]);
  }, 300_000);
});
