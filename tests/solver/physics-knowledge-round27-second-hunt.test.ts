import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { lookalikeFaults, wrongUnlessAgrees } from './lookalike-hunt-shared';
import { ROUND27_KNOWLEDGE_SECOND_HUNT } from './physics-knowledge-round27-second-hunt-cases';

const solver = createOfflineSolver();

describe('round 27 second look-alike hunt: fixed-knowledge physics statements one detail away', () => {
  it('answers each probe recorded as solved, and answers nothing wrongly', async () => {
    expect(await lookalikeFaults(solver, ROUND27_KNOWLEDGE_SECOND_HUNT, wrongUnlessAgrees)).toEqual([]);
  }, 120_000);
});
