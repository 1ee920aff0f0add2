import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { lookalikeFaults, wrongUnlessAgrees } from './lookalike-hunt-shared';
import { SCIENCE_COVERAGE_LOOKALIKES } from './science-coverage-lookalike-cases';

// Look-alikes of the physics kinds whose options are formulas in the problem's letters: one detail changed, each
// answered with its hand-worked answer or refused ('solves': answered right; 'refuses': refused), never answered
// otherwise.
const solver = createOfflineSolver();

describe('look-alikes of the letter-option physics kinds: the right answer or a refusal', () => {
  it(`${SCIENCE_COVERAGE_LOOKALIKES.length} look-alikes`, { timeout: 120_000 }, async () => {
    expect(SCIENCE_COVERAGE_LOOKALIKES.length).toBeGreaterThanOrEqual(120);
    expect(await lookalikeFaults(solver, SCIENCE_COVERAGE_LOOKALIKES, wrongUnlessAgrees)).toEqual([]);
  });
});
