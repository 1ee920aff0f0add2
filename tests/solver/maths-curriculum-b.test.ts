import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import * as CASES from './maths-curriculum-b-cases';
import { judgeMathsCases, type MathsLookalike } from './maths-lookalike-hunt-shared';

// Curriculum probes of the geometry, trigonometry, counting, probability, statistics and linear-programming topics
// (decision 0082): each answered with its hand-worked answer or refused, never answered otherwise; those answered
// when the decision closed ('solves') must stay answered, and the impossible ones must be refused.
const solver = createOfflineSolver();
const SETS = Object.entries(CASES).filter((entry): entry is [string, MathsLookalike[]] => Array.isArray(entry[1]));
const solvedBySet = new Map<string, number>();

describe('curriculum probes of the gaokao maths topics: the right answer or a refusal', () => {
  it('holds four to nine probes a topic', () => {
    for (const [, cases] of SETS) expect(cases.length).toBeGreaterThanOrEqual(4);
  });
  for (const [name, cases] of SETS) {
    it(`${name}: ${cases.length} probes`, { timeout: 180_000 }, async () => {
      const { faults, answered: solved } = await judgeMathsCases(solver, cases);
      solvedBySet.set(name, solved);
      expect(faults).toEqual([]);
    });
  }
  it('answers at least the probes the decision records', () => {
    const solved = [...solvedBySet.values()].reduce((n, k) => n + k, 0);
    expect(solved).toBeGreaterThanOrEqual(MIN_SOLVED);
  });
});

/** Probes answered when decision 0082 closed; a reading that stops answering them lowers this count. */
const MIN_SOLVED = 96;
