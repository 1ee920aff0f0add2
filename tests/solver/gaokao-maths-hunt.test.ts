import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { HUNT } from './gaokao-maths-hunt-cases';
import { judgeMathsCases } from './maths-lookalike-hunt-shared';

// Look-alikes near the readings of decision 0094 that mean something else: the right answer or a refusal.
const solver = createOfflineSolver();

describe('gaokao maths hunt: a look-alike of a widened reading, the right answer or a refusal', () => {
  it(`${HUNT.length} look-alikes`, { timeout: 300_000 }, async () => {
    const { faults } = await judgeMathsCases(solver, HUNT);
    expect(faults).toEqual([]);
  });
});
