import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { lookalikeFaults, wrongUnlessAgrees } from './lookalike-hunt-shared';
import { ROUND26_THIRD_LOOKALIKES } from './physics-round26-third-hunt-cases';

const solver = createOfflineSolver();

describe('round 26 third look-alike hunt: satellites, transformers and statements after 则', () => {
  it('answers the pinned look-alikes, refuses the undecidable ones, answers nothing wrongly', async () => {
    expect(await lookalikeFaults(solver, ROUND26_THIRD_LOOKALIKES, wrongUnlessAgrees)).toEqual([]);
  }, 120_000);
});
