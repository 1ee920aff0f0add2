import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { lookalikeFaults, wrongUnlessAgrees } from './lookalike-hunt-shared';
import { ROUND24_PROBES } from './physics-round24-probes-cases';

const solver = createOfflineSolver();

describe('round 24: physics choice problems as gaokao papers print them, over the curriculum’s computational topics', () => {
  it('answers each probe recorded as solved, and answers nothing wrongly', async () => {
    expect(await lookalikeFaults(solver, ROUND24_PROBES, wrongUnlessAgrees)).toEqual([]);
  }, 120_000);
});
