import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { lookalikeFaults, wrongUnlessAgrees } from './lookalike-hunt-shared';
import { ROUND26_LOOKALIKES } from './physics-round26-lookalike-hunt-cases';

const solver = createOfflineSolver();

describe('round 26 look-alike hunt: one detail away from the modern-physics and field kinds', () => {
  it('answers the pinned look-alikes, refuses the undecidable ones, answers nothing wrongly', async () => {
    expect(await lookalikeFaults(solver, ROUND26_LOOKALIKES, wrongUnlessAgrees)).toEqual([]);
  }, 120_000);
});
