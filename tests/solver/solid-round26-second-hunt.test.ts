import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { lookalikeFaults } from './lookalike-hunt-shared';
import { ROUND26_SOLID_SECOND_HUNT } from './solid-round26-second-hunt-cases';
import { wrongUnlessExact } from './solid-round26-shared';

const solver = createOfflineSolver();

describe('round 26 second look-alike hunt: the reading of solids, points, asks and conditions', () => {
  it('answers the decidable look-alikes right and refuses the undecidable ones', async () => {
    expect(await lookalikeFaults(solver, ROUND26_SOLID_SECOND_HUNT, wrongUnlessExact)).toEqual([]);
  }, 240_000);
});
