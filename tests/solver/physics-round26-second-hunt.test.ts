import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { lookalikeFaults, wrongUnlessAgrees } from './lookalike-hunt-shared';
import { ROUND26_SECOND_HUNT } from './physics-round26-second-hunt-cases';

const solver = createOfflineSolver();

describe('round 26 second look-alike hunt: modern physics one detail away', () => {
  it('answers the pinned look-alikes, refuses the undecidable ones, answers nothing wrongly', async () => {
    expect(await lookalikeFaults(solver, ROUND26_SECOND_HUNT, wrongUnlessAgrees)).toEqual([]);
  }, 180_000);
});
