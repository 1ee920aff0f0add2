import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { lookalikeFaults, wrongUnlessAgrees } from './lookalike-hunt-shared';
import { ROUND22_HUNT } from './physics-round22-hunt-cases';

const solver = createOfflineSolver();

describe('round 22 hunt: inverse squares, transmission losses, 由…到…, top speed and several values, one step changed', () => {
  it('answers each look-alike rightly or refuses it, and refuses those that must be', async () => {
    expect(await lookalikeFaults(solver, ROUND22_HUNT, wrongUnlessAgrees)).toEqual([]);
  }, 180_000);
});
