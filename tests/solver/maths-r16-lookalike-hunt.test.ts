import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { judgeMathsCases, type MathsLookalike } from './maths-lookalike-hunt-shared';
import * as CASES from './maths-r16-lookalike-hunt-cases';

// Look-alikes of the kinds of decision 0091: never a wrong answer, every case recorded as answered still answered.
const solver = createOfflineSolver();
const SETS = Object.entries(CASES).filter((entry): entry is [string, MathsLookalike[]] => Array.isArray(entry[1]));

describe('round-16 look-alike hunt: the right answer or a refusal', () => {
  for (const [name, cases] of SETS) {
    it(`${name}: ${cases.length} look-alikes`, { timeout: 300_000 }, async () => {
      const { faults } = await judgeMathsCases(solver, cases);
      expect(faults).toEqual([]);
    });
  }
});
