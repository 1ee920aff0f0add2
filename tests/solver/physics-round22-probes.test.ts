import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { lookalikeFaults, wrongUnlessAgrees } from './lookalike-hunt-shared';
import { ROUND22_PROBES } from './physics-round22-probes-cases';

const solver = createOfflineSolver();

describe('round 22: inverse squares, transmission losses, top speed, several values, in other papers’ words', () => {
  it('answers each probe recorded as solved, refuses the near misses, and answers nothing wrongly', async () => {
    expect(await lookalikeFaults(solver, ROUND22_PROBES, wrongUnlessAgrees)).toEqual([]);
  }, 120_000);
});
