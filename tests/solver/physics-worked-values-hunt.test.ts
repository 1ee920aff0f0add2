import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { lookalikeFaults, wrongUnlessAgrees } from './lookalike-hunt-shared';
import { WORKED_VALUES_HUNT } from './physics-worked-values-hunt-cases';

const solver = createOfflineSolver();

describe('look-alikes of the physics kinds read against worked values (0105)', () => {
  it('answers none of them wrongly: the ratio the other way round, a maximum, a stalled motor, two values in one option', async () => {
    expect(await lookalikeFaults(solver, WORKED_VALUES_HUNT, wrongUnlessAgrees)).toEqual([]);
  }, 180_000);
});
