import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { lookalikeFaults, wrongUnlessAgrees } from './lookalike-hunt-shared';
import { ROUND21_HUNT } from './physics-round21-hunt-cases';

const solver = createOfflineSolver();

describe('round 21 hunt: 多选 headings, capacitor changes and two orbits, in look-alikes', () => {
  it('answers each case recorded as solved, refuses what is not decided, and answers nothing wrongly', async () => {
    expect(await lookalikeFaults(solver, ROUND21_HUNT, wrongUnlessAgrees)).toEqual([]);
  }, 180_000);
});
