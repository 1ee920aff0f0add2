import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { lookalikeFaults, wrongUnlessAgrees } from './lookalike-hunt-shared';
import { ROUND24_HUNT } from './physics-round24-hunt-cases';

const solver = createOfflineSolver();

describe('round 24 hunt: look-alikes of the printed blank, the closed circuit with options and a coasting vehicle', () => {
  it('answers none of them wrongly, and refuses the undecidable ones', async () => {
    expect(await lookalikeFaults(solver, ROUND24_HUNT, wrongUnlessAgrees)).toEqual([]);
  }, 120_000);
});
