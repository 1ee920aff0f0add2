import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { lookalikeFaults, wrongUnlessAgrees } from './lookalike-hunt-shared';
import { ROUND27_THIRD_HUNT } from './probability-round27-third-hunt-cases';

const solver = createOfflineSolver();

describe('round 27 third look-alike hunt: independent events, conditional probability, binomial and transformed data', () => {
  it('answers the decidable ones right and refuses the rest', async () => {
    expect(await lookalikeFaults(solver, ROUND27_THIRD_HUNT, wrongUnlessAgrees)).toEqual([]);
  }, 120_000);
});
