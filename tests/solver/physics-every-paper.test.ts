import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { lookalikeFaults, wrongUnlessAgrees } from './lookalike-hunt-shared';
import { EVERY_PAPER_PROBES } from './physics-every-paper-cases';

const solver = createOfflineSolver();

describe('kinds every gaokao physics paper asks, in several papers’ words', () => {
  it('answers each probe with its letter, refuses the near misses, and answers nothing wrongly', async () => {
    expect(await lookalikeFaults(solver, EVERY_PAPER_PROBES, wrongUnlessAgrees)).toEqual([]);
  }, 120_000);
});
