import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import * as CASES from './maths-curriculum-a-lookalike-hunt-cases';
import { judgeMathsCases, type MathsLookalike } from './maths-lookalike-hunt-shared';

// The look-alike hunt of decision 0081's kinds and readings: every question answered right or refused, never wrong;
// a question marked 'refuses' (a parameter, overlapping pieces that disagree, a ratio told as a difference) must be
// refused, and the hunt must keep answering at least the questions it answered when it was written.
const solver = createOfflineSolver();
const SETS = Object.entries(CASES).filter((entry): entry is [string, MathsLookalike[]] => Array.isArray(entry[1]));
let answered = 0;

describe('look-alikes of the curriculum kinds (functions to sequences): right or refused, never wrong', () => {
  it('holds at least a hundred questions', () => {
    expect(SETS.reduce((n, [, cases]) => n + cases.length, 0)).toBeGreaterThanOrEqual(100);
  });
  for (const [name, cases] of SETS) {
    it(`${name}: ${cases.length} questions`, { timeout: 180_000 }, async () => {
      const outcome = await judgeMathsCases(solver, cases);
      answered += outcome.answered;
      const { faults } = outcome;
      expect(faults).toEqual([]);
    });
  }
  it('answers at least as many as when the hunt closed', () => {
    expect(answered).toBeGreaterThanOrEqual(MIN_ANSWERED);
  });
});

/** Questions of the hunt answered right when it closed (of 220); a reading that stops answering them lowers this. */
const MIN_ANSWERED = 126;
