import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { lookalikeFaults, wrongUnlessAgrees } from './lookalike-hunt-shared';
import { ROUND26_PROBES } from './physics-round26-probes-cases';

const solver = createOfflineSolver();

describe('round 26: computed modern-physics and field questions, as gaokao papers print them', () => {
  it('answers each probe recorded as solved, and answers nothing wrongly', async () => {
    expect(await lookalikeFaults(solver, ROUND26_PROBES, wrongUnlessAgrees)).toEqual([]);
  }, 120_000);
});
