import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { lookalikeFaults } from './lookalike-hunt-shared';
import { ROUND26_SOLID_HUNT } from './solid-round26-lookalike-hunt-cases';
import { wrongUnlessExact } from './solid-round26-shared';

const solver = createOfflineSolver();

describe('round 26 look-alike hunt: solid geometry in coordinates one detail away from each kind', () => {
  it('answers the decidable look-alikes right and refuses the undecidable ones', async () => {
    expect(await lookalikeFaults(solver, ROUND26_SOLID_HUNT, wrongUnlessExact)).toEqual([]);
  }, 180_000);
});
