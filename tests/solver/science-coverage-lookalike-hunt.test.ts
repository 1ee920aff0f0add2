import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { SCIENCE_COVERAGE_LOOKALIKES } from './science-coverage-lookalike-cases';
import { agrees } from './lookalike-hunt-shared';

// Look-alikes of the physics kinds whose options are formulas in the problem's letters: one detail changed, each
// answered with its hand-worked answer or refused ('solves': answered right; 'refuses': refused), never answered
// otherwise.
const solver = createOfflineSolver();

describe('look-alikes of the letter-option physics kinds: the right answer or a refusal', () => {
  it(`${SCIENCE_COVERAGE_LOOKALIKES.length} look-alikes`, { timeout: 120_000 }, async () => {
    expect(SCIENCE_COVERAGE_LOOKALIKES.length).toBeGreaterThanOrEqual(120);
    const faults: string[] = [];
    for (const [text, expected, status] of SCIENCE_COVERAGE_LOOKALIKES) {
      const out = await solver.solve({ text });
      const shown = `${text.split('\n')[0]} → ${out.ok ? out.finalAnswer : '（拒答）'}`;
      if (out.ok && (expected === null || !agrees(out.finalAnswer, expected))) faults.push(`wrong: ${shown}`);
      else if (!out.ok && status === 'solves') faults.push(`no longer solved: ${shown}`);
      else if (out.ok && status === 'refuses') faults.push(`must be refused: ${shown}`);
    }
    expect(faults).toEqual([]);
  });
});
