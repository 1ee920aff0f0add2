import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { lookalikeFaults, wrongUnlessAgrees } from './lookalike-hunt-shared';
import { TAL_CALC_HUNT_CASES } from './tal-calc-round22-hunt-cases';

const solver = createOfflineSolver();

/**
 * Look-alikes of decision 0117 (mixed numbers in the shared parser, the blank in an equation, an operation defined in
 * the stem, 「某数被13除」): each right or refused, never wrong. Before the hunt 9 of them were answered wrongly.
 */
describe('competition calculations look-alikes: right or refused, never wrong', () => {
  it('holds every case', async () => {
    expect(await lookalikeFaults(solver, TAL_CALC_HUNT_CASES, wrongUnlessAgrees)).toEqual([]);
  }, 120_000);
});
