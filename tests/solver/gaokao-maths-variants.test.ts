import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { VARIANTS } from './gaokao-maths-variants-cases';
import { judgeMathsCases } from './maths-lookalike-hunt-shared';

// Variants of solved gaokao maths problems as other papers word them (decision 0094): never a wrong answer, every
// variant recorded as answered still answered.
const solver = createOfflineSolver();

describe('gaokao maths variants: another paper\u2019s wording of a solved kind, the right answer or a refusal', () => {
  it(`${VARIANTS.length} variants`, { timeout: 300_000 }, async () => {
    const { faults } = await judgeMathsCases(solver, VARIANTS);
    expect(faults).toEqual([]);
  });
});
