import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { lookalikeFaults, wrongUnlessAgrees } from './lookalike-hunt-shared';
import { ROUND27_PROBES } from './probability-round27-probes-cases';

const solver = createOfflineSolver();

describe('round 27: probability and statistics choice and blank questions, as gaokao papers print them', () => {
  it('answers each probe recorded as solved, and answers nothing wrongly', async () => {
    expect(await lookalikeFaults(solver, ROUND27_PROBES, wrongUnlessAgrees)).toEqual([]);
  }, 120_000);
});
