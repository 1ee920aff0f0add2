import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { agrees, lookalikeFaults } from './lookalike-hunt-shared';
import { OPTION_VALUES_HUNT } from './option-values-hunt-cases';

/** Look-alikes of decision 0101's option values and competition number kinds: answered right or refused. */
describe('option values and competition number kinds: look-alikes answered right or refused', () => {
  it('has no wrong answer, no lost answer and no answered ambiguity', async () => {
    const faults = await lookalikeFaults(createOfflineSolver(), OPTION_VALUES_HUNT, (answer, expected) =>
      expected === null ? null : agrees(answer, expected) ? null : `wrong (expected ${expected})`,
    );
    expect(faults).toEqual([]);
  }, 120_000);
});
