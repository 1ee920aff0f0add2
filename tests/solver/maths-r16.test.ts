import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { judgeMathsCases, type MathsLookalike } from './maths-lookalike-hunt-shared';
import * as CASES from './maths-r16-cases';

// Probes of the kinds built in decision 0091: each answered with its hand-worked answer or refused as recorded.
const solver = createOfflineSolver();
const SETS = Object.entries(CASES).filter((entry): entry is [string, MathsLookalike[]] => Array.isArray(entry[1]));

describe('round-16 maths kinds: the right answer or a refusal', () => {
  for (const [name, cases] of SETS) {
    it(`${name}: ${cases.length} probes`, { timeout: 180_000 }, async () => {
      const { faults } = await judgeMathsCases(solver, cases);
      expect(faults).toEqual([]);
    });
  }
});
