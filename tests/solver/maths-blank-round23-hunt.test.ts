import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { ROUND23_HUNT } from './maths-blank-round23-hunt-cases';
import { mathsAgrees } from './maths-lookalike-hunt-shared';
import { plainAnswer } from './plain-answer';

/**
 * Look-alikes of decision 0122: never a wrong answer. A several-blank answer must give each blank's value in the
 * printed order: the answer's parts (「，」 between blanks) are matched one by one, each part after the last matched.
 */
const solver = createOfflineSolver();

function agreesInOrder(text: string, answer: string, expected: string[]): boolean {
  const blanks = text.split(/\\_\\_\\_|_{3,}/).length - 1;
  if (blanks < 2 || /^[A-D]+$/.test(expected[0])) return mathsAgrees(answer, expected);
  const parts = answer.split('，');
  let at = 0;
  for (const token of expected) {
    while (at < parts.length && !mathsAgrees(parts[at], [token])) at++;
    if (at === parts.length) return false;
    at++;
  }
  return plainAnswer(answer).length > 0;
}

describe('maths blanks round 23 look-alikes: right or refused', () => {
  for (const [topic, cases] of Object.entries(ROUND23_HUNT)) {
    it(`${topic}: ${cases.length} problems`, { timeout: 120_000 }, async () => {
      const faults: string[] = [];
      for (const [text, expected, status] of cases) {
        const out = await solver.solve({ text });
        const shown = `${text.split('\n')[0].slice(0, 60)} → ${out.ok ? out.finalAnswer : '（拒答）'}`;
        if (!out.ok) {
          if (status === 'solves') faults.push(`no longer answered: ${shown}`);
          continue;
        }
        if (status === 'refuses' || !expected) faults.push(`must be refused: ${shown}`);
        else if (!agreesInOrder(text, out.finalAnswer, expected)) faults.push(`wrong: ${shown}`);
      }
      expect(faults).toEqual([]);
    });
  }
});
