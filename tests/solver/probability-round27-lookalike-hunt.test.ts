import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { lookalikeFaults, wrongUnlessAgrees } from './lookalike-hunt-shared';
import { ROUND27_HUNT } from './probability-round27-lookalike-hunt-cases';

const solver = createOfflineSolver();

describe('round 27 look-alike hunt: probability and statistics kinds one detail away', () => {
  it('answers the decidable ones right and refuses the rest', async () => {
    expect(await lookalikeFaults(solver, ROUND27_HUNT, wrongUnlessAgrees)).toEqual([]);
  }, 120_000);
});
