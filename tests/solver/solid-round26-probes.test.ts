import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { lookalikeFaults } from './lookalike-hunt-shared';
import { ROUND26_SOLID_PROBES } from './solid-round26-probes-cases';
import { wrongUnlessExact } from './solid-round26-shared';

const solver = createOfflineSolver();

describe('round 26: solid geometry in coordinates (angles, distance to a plane, tetrahedron volumes) as papers print it', () => {
  it('answers each probe recorded as solved, refuses the traps, and answers nothing wrongly', async () => {
    expect(await lookalikeFaults(solver, ROUND26_SOLID_PROBES, wrongUnlessExact)).toEqual([]);
  }, 180_000);
});
