import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { lookalikeFaults, wrongUnlessAgrees } from './lookalike-hunt-shared';
import { ROUND27_SECOND_HUNT } from './probability-round27-second-hunt-cases';

const solver = createOfflineSolver();

describe('round 27 second look-alike hunt: data-change options, rows, selections, E/D of aX+b, draws, 分别为', () => {
  it('answers the decidable ones right and refuses the rest', async () => {
    expect(await lookalikeFaults(solver, ROUND27_SECOND_HUNT, wrongUnlessAgrees)).toEqual([]);
  }, 180_000);
});
