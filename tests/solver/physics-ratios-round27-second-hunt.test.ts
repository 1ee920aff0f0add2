import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { lookalikeFaults, wrongUnlessAgrees } from './lookalike-hunt-shared';
import { ROUND27_SECOND_HUNT } from './physics-ratios-round27-second-hunt-cases';

const solver = createOfflineSolver();

describe('round 27: a second look at displacement laws, waves from the crest and the classifier', () => {
  it('holds each look-alike, and answers nothing wrongly', async () => {
    expect(await lookalikeFaults(solver, ROUND27_SECOND_HUNT, wrongUnlessAgrees)).toEqual([]);
  }, 120_000);
});
