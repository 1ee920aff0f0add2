import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { lookalikeFaults } from './lookalike-hunt-shared';
import { ANSWERED_LOOKALIKES } from './maths-lookalike-hunt-answered';
import { FAMILY_LOOKALIKES } from './maths-lookalike-hunt-families';
import * as NEW from './maths-lookalike-hunt-new-kinds';
import * as OLDER from './maths-lookalike-hunt-older-kinds';
import { type MathsLookalike, mathsAgrees } from './maths-lookalike-hunt-shared';
import { TRAP_LOOKALIKES } from './maths-lookalike-hunt-traps';

// Look-alikes of every senior-high maths kind: the usual wording with one detail changed. Each must be answered with
// its hand-worked answer or refused ('solves': answered right; 'refuses': refused, being undecidable), never answered
// otherwise.
const solver = createOfflineSolver();
/** A one-term numerator with its minus inside the fraction: \frac{-7\sqrt{2}}{10} is written -\frac{7\sqrt{2}}{10}. */
const UNSIMPLIFIED = /\\frac\{-(?:[^{}+-]|\{[^{}]*\})*\}/;

const SETS: [string, MathsLookalike[]][] = [
  ...Object.entries(NEW),
  ...Object.entries(OLDER),
  ['TRAP_LOOKALIKES', TRAP_LOOKALIKES],
  ['ANSWERED_LOOKALIKES', ANSWERED_LOOKALIKES],
  ['FAMILY_LOOKALIKES', FAMILY_LOOKALIKES],
];

/** Wrong, unsimplified, or a logarithm left where the answer is a number. */
function mathsFault(answer: string, expected: MathsLookalike[1]): string | null {
  if (expected === null || !mathsAgrees(answer, expected)) return 'wrong';
  if (UNSIMPLIFIED.test(answer)) return 'unsimplified';
  if (expected.every((t) => !/[a-z]/.test(t)) && /\\(?:lg|log|ln)(?![a-z])/.test(answer)) return 'a logarithm left in a number';
  return null;
}

describe('maths look-alike hunt: one detail changed, the right answer or a refusal', () => {
  it('holds more than 300 look-alikes', () => {
    expect(SETS.reduce((n, [, cases]) => n + cases.length, 0)).toBeGreaterThan(300);
  });
  for (const [name, cases] of SETS) {
    it(`${name}: ${cases.length} look-alikes`, { timeout: 120_000 }, async () => {
      expect(await lookalikeFaults(solver, cases, mathsFault)).toEqual([]);
    });
  }
});
