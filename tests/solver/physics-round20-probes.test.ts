import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { lookalikeFaults, wrongUnlessAgrees } from './lookalike-hunt-shared';
import { ROUND20_PROBES } from './physics-round20-probes-cases';

const solver = createOfflineSolver();

describe('round 20: a national paper’s physics choice topics, in several papers’ words', () => {
  it('answers each probe recorded as solved, refuses the near misses, and answers nothing wrongly', async () => {
    expect(await lookalikeFaults(solver, ROUND20_PROBES, wrongUnlessAgrees)).toEqual([]);
  }, 120_000);
});
