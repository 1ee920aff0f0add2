import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { lookalikeFaults, wrongUnlessAgrees } from './lookalike-hunt-shared';
import { ROUND21_PROBES } from './physics-round21-probes-cases';

const solver = createOfflineSolver();

describe('round 21: provincial set-ups (capacitors, orbits compared), in other papers’ words', () => {
  it('answers each probe recorded as solved, refuses the near misses, and answers nothing wrongly', async () => {
    expect(await lookalikeFaults(solver, ROUND21_PROBES, wrongUnlessAgrees)).toEqual([]);
  }, 120_000);
});
