import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import * as CASES from './maths-curriculum-b-lookalike-hunt-cases';
import { judgeMathsCases, type MathsLookalike } from './maths-lookalike-hunt-shared';

// A look-alike hunt against the kinds of decision 0082 (percentiles, eccentricity from a circle and a line, a shared
// focus, a triangle with a vertex on a circle, axes, centres and shifts among the options, the terminal side,
// 「只 X / 既 X 也 Y」, a line's signed coefficient, shared reading): each question answered with its hand-worked answer
// or refused, never answered otherwise; the undecidable ones ('refuses') must be refused.
const solver = createOfflineSolver();
const SETS = Object.entries(CASES).filter((entry): entry is [string, MathsLookalike[]] => Array.isArray(entry[1]));
const solvedBySet = new Map<string, number>();

describe('look-alikes of the geometry, trigonometry, probability and statistics kinds: the right answer or a refusal', () => {
  it('holds at least a hundred questions', () => {
    expect(SETS.reduce((n, [, cases]) => n + cases.length, 0)).toBeGreaterThanOrEqual(100);
  });
  for (const [name, cases] of SETS) {
    it(`${name}: ${cases.length} questions`, { timeout: 180_000 }, async () => {
      const { faults, answered: solved } = await judgeMathsCases(solver, cases);
      solvedBySet.set(name, solved);
      expect(faults).toEqual([]);
    });
  }
  it('answers at least the questions the hunt left answered', () => {
    const solved = [...solvedBySet.values()].reduce((n, k) => n + k, 0);
    expect(solved).toBeGreaterThanOrEqual(MIN_SOLVED);
  });
});

/** Questions answered (all right) when the hunt closed; a reading that stops answering them lowers this count. */
const MIN_SOLVED = 131;
