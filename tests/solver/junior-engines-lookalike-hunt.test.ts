import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import {
  CROSSING_LOOKALIKES,
  DIRECTION_LOOKALIKES,
  FRACTION_BAR_LOOKALIKES,
  FUNCTION_LOOKALIKES,
  GEOMETRY_LOOKALIKES,
  type JuniorLookalike,
  WRITING_LOOKALIKES,
  STATISTICS_LOOKALIKES,
} from './junior-engines-lookalike-hunt-cases';
import { isRightAnswer } from './plain-answer';

// The 初中 engines stand first in the registry, so a wrong reading there takes problems from every later engine:
// each look-alike is answered with its hand-worked answer or refused, never answered otherwise.
const solver = createOfflineSolver();

const SETS: [string, JuniorLookalike[], number][] = [
  ['statistics and probability', STATISTICS_LOOKALIKES, 60],
  ['plane geometry', GEOMETRY_LOOKALIKES, 60],
  ['function graphs', FUNCTION_LOOKALIKES, 55],
  ['other chapters in the same words', CROSSING_LOOKALIKES, 60],
  ['direction and sign traps', DIRECTION_LOOKALIKES, 45],
  ['a fraction bar over a sum or a product', FRACTION_BAR_LOOKALIKES, 20],
  ['numbers written other ways', WRITING_LOOKALIKES, 20],
];

/** ≤, ≥ and union in the plain reading, so an interval can be compared as written by hand. */
const readable = (answer: string) =>
  answer
    .replace(/\\(?:leq|leqslant|le)(?![a-z])/g, '≤')
    .replace(/\\(?:geq|geqslant|ge)(?![a-z])/g, '≥')
    .replace(/\\cup/g, '∪');

describe('初中 engines look-alike hunt: one detail changed, the right answer or a refusal', () => {
  for (const [name, cases, least] of SETS)
    it(`${name}: ${cases.length} look-alikes`, { timeout: 120_000 }, async () => {
      expect(cases.length).toBeGreaterThanOrEqual(least);
      const faults: string[] = [];
      for (const [text, expected, status] of cases) {
        const out = await solver.solve({ text });
        const shown = `${text} → ${out.ok ? `${out.finalAnswer} (${out.engine})` : '（拒答）'}`;
        if (out.ok && (expected === null || !isRightAnswer(expected, readable(out.finalAnswer)))) faults.push(`wrong: ${shown}`);
        else if (out.ok && status === 'refuses') faults.push(`must be refused: ${shown}`);
      }
      expect(faults).toEqual([]);
    });
});
