import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { lookalikeFaults, wrongUnlessAgrees } from './lookalike-hunt-shared';
import { ROUND20_HUNT } from './physics-round20-hunt-cases';

const solver = createOfflineSolver();

describe('round 20 hunt: look-alikes of half-life, hydrogen levels, qvB, W_AB, rods on rails and unit-matched options', () => {
  it('answers none of them wrongly', async () => {
    expect(await lookalikeFaults(solver, ROUND20_HUNT, wrongUnlessAgrees)).toEqual([]);
  }, 180_000);
});
