import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { huntCases } from './function-statements-lookalike-cases';
import { lookalikeFaults, wrongUnlessAgrees } from './lookalike-hunt-shared';

describe('look-alikes of statements about one given function: answered right or refused', () => {
  it('has enough cases to mean something', () => {
    expect(huntCases.length).toBeGreaterThanOrEqual(150);
  });

  it('never answers wrong', async () => {
    const cases = huntCases.map((c) => [c.text, c.expected, 'mayRefuse'] as const);
    expect(await lookalikeFaults(createOfflineSolver(), cases, wrongUnlessAgrees)).toEqual([]);
  }, 120_000);
});
