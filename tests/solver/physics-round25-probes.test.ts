import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { lookalikeFaults, wrongUnlessAgrees } from './lookalike-hunt-shared';
import { ROUND25_PROBES } from './physics-round25-probes-cases';

const solver = createOfflineSolver();

describe('round 25: physics choice problems of the kinds round 24 left refused, as papers print them', () => {
  it('answers each probe recorded as solved, and answers nothing wrongly', async () => {
    expect(await lookalikeFaults(solver, ROUND25_PROBES, wrongUnlessAgrees)).toEqual([]);
  }, 120_000);
});
