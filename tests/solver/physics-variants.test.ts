import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { lookalikeFaults, wrongUnlessAgrees } from './lookalike-hunt-shared';
import { PHYSICS_VARIANTS } from './physics-variants-cases';

const solver = createOfflineSolver();

describe('solved gaokao physics problems asked another way', () => {
  it('answers each with its letter, or refuses where a refusal is allowed', async () => {
    expect(await lookalikeFaults(solver, PHYSICS_VARIANTS, wrongUnlessAgrees)).toEqual([]);
  }, 120_000);
});
