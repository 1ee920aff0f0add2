import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { ANSWERED_LOOKALIKES } from './maths-lookalike-hunt-answered';
import * as NEW from './maths-lookalike-hunt-new-kinds';
import * as OLDER from './maths-lookalike-hunt-older-kinds';
import { type MathsLookalike, mathsAgrees } from './maths-lookalike-hunt-shared';
import { FAMILY_LOOKALIKES } from './maths-lookalike-hunt-families';
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

describe('maths look-alike hunt: one detail changed, the right answer or a refusal', () => {
  it('holds more than 300 look-alikes', () => {
    expect(SETS.reduce((n, [, cases]) => n + cases.length, 0)).toBeGreaterThan(300);
  });
  for (const [name, cases] of SETS) {
    it(`${name}: ${cases.length} look-alikes`, { timeout: 120_000 }, async () => {
      const faults: string[] = [];
      for (const [text, expected, status] of cases) {
        const out = await solver.solve({ text });
        const shown = `${text.split('\n')[0]} → ${out.ok ? out.finalAnswer : '（拒答）'}`;
        if (out.ok && (expected === null || !mathsAgrees(out.finalAnswer, expected))) faults.push(`wrong: ${shown}`);
        else if (out.ok && UNSIMPLIFIED.test(out.finalAnswer)) faults.push(`unsimplified: ${shown}`);
        else if (out.ok && expected?.every((t) => !/[a-z]/.test(t)) && /\\(?:lg|log|ln)(?![a-z])/.test(out.finalAnswer))
          faults.push(`a logarithm left in a number: ${shown}`);
        else if (!out.ok && status === 'solves') faults.push(`no longer solved: ${shown}`);
        else if (out.ok && status === 'refuses') faults.push(`must be refused: ${shown}`);
      }
      expect(faults).toEqual([]);
    });
  }
});
