import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { lookalikeFaults, wrongUnlessAgrees } from './lookalike-hunt-shared';
import { PAPER_KIND_PROBES, PAPER_KIND_SIBLINGS } from './physics-paper-kinds-cases';

const solver = createOfflineSolver();

describe('the choice kinds of gaokao physics papers, written as other papers write them', () => {
  it('answers each probe with its letter, or refuses where a refusal is allowed', async () => {
    expect(await lookalikeFaults(solver, PAPER_KIND_PROBES, wrongUnlessAgrees)).toEqual([]);
  }, 120_000);

  it('answers the built kinds in other words and refuses their near misses', async () => {
    expect(await lookalikeFaults(solver, PAPER_KIND_SIBLINGS, wrongUnlessAgrees)).toEqual([]);
  }, 120_000);
});
