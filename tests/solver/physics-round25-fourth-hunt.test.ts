import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { lookalikeFaults, wrongUnlessAgrees } from './lookalike-hunt-shared';
import { ROUND25_FOURTH_LOOKALIKES } from './physics-round25-fourth-hunt-cases';

const solver = createOfflineSolver();

describe('round 25 fourth look-alike hunt: problems of other chapters carrying the trigger words of the physics kinds of decision 0131', () => {
  it('answers each look-alike recorded as solved, refuses the undecidable ones, and answers nothing wrongly', async () => {
    expect(await lookalikeFaults(solver, ROUND25_FOURTH_LOOKALIKES, wrongUnlessAgrees)).toEqual([]);
  }, 120_000);
});
