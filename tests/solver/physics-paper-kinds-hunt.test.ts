import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { lookalikeFaults, wrongUnlessAgrees } from './lookalike-hunt-shared';
import { PHYSICS_KINDS_HUNT } from './physics-paper-kinds-hunt-cases';

const solver = createOfflineSolver();

describe('look-alikes of the physics paper kinds (decision 0103): right or refused, never wrong', () => {
  it('answers each look-alike right or refuses it', async () => {
    expect(await lookalikeFaults(solver, PHYSICS_KINDS_HUNT, wrongUnlessAgrees)).toEqual([]);
  }, 180_000);
});
