import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { lookalikeFaults, wrongUnlessAgrees } from './lookalike-hunt-shared';
import { ROUND25_THIRD_LOOKALIKES } from './physics-round25-third-hunt-cases';

const solver = createOfflineSolver();

describe('round 25 third look-alike hunt: physically different set-ups worded like the physics kinds of decision 0131', () => {
  it('answers each look-alike recorded as solved, refuses the undecidable ones, and answers nothing wrongly', async () => {
    expect(await lookalikeFaults(solver, ROUND25_THIRD_LOOKALIKES, wrongUnlessAgrees)).toEqual([]);
  }, 120_000);
});
