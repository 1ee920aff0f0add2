import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { ROUND27_CLASS_SECOND_HUNT } from './chemistry-classes-round27-second-hunt-cases';
import { lookalikeFaults, wrongUnlessAgrees } from './lookalike-hunt-shared';

/** Second look-alikes of the round 27 classification kinds (decision 0143): right or refused as pinned, never a wrong letter. */
const solver = createOfflineSolver();

describe('round 27 chemistry classification second look-alikes', () => {
  it('answers or refuses each look-alike as pinned, never a wrong letter', async () => {
    expect(await lookalikeFaults(solver, ROUND27_CLASS_SECOND_HUNT, wrongUnlessAgrees)).toEqual([]);
  }, 300_000);
});
