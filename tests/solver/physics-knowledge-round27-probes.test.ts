import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { lookalikeFaults, wrongUnlessAgrees } from './lookalike-hunt-shared';
import { ROUND27_KNOWLEDGE_PROBES } from './physics-knowledge-round27-probes-cases';

const solver = createOfflineSolver();

describe('round 27: physics statements from fixed curriculum knowledge, as papers print them', () => {
  it('answers each probe recorded as solved, and answers nothing wrongly', async () => {
    expect(await lookalikeFaults(solver, ROUND27_KNOWLEDGE_PROBES, wrongUnlessAgrees)).toEqual([]);
  }, 120_000);
});
