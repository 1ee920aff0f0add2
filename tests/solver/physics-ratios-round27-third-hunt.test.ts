import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { lookalikeFaults, wrongUnlessAgrees } from './lookalike-hunt-shared';
import { ROUND27_THIRD_HUNT } from './physics-ratios-round27-third-hunt-cases';

const solver = createOfflineSolver();

describe('round 27: third look-alikes of the proportion kinds', () => {
  it('holds each look-alike, and answers nothing wrongly', async () => {
    expect(await lookalikeFaults(solver, ROUND27_THIRD_HUNT, wrongUnlessAgrees)).toEqual([]);
  }, 120_000);
});
