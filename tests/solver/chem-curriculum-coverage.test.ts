import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { CHAPTERS } from './chem-curriculum-cases';

const solver = createOfflineSolver();

/**
 * One fresh problem per row of every textbook chapter: each is answered with its hand-worked answer, or — when
 * marked — refused. A wrong answer fails the test, and so does a refusal of a problem the kinds should read.
 */
describe('chemistry curriculum coverage', () => {
  for (const [chapter, cases] of Object.entries(CHAPTERS)) {
    describe(chapter, () => {
      for (const c of cases) {
        it(c.text.split('\n')[0], async () => {
          const out = await solver.solve({ text: c.text });
          if (c.refused) {
            expect(out.ok).toBe(false);
            return;
          }
          expect(out.ok).toBe(true);
          if (!out.ok) return;
          if (/^[A-D]$/.test(c.answer)) expect(out.finalAnswer.slice(0, 1)).toBe(c.answer);
          else if (/^\d+(?:\.\d+)?$/.test(c.answer))
            expect(out.finalAnswer).toMatch(new RegExp(`= ${c.answer.replace('.', '\\.')}(?:\\\\|\\$)`));
          else expect(out.finalAnswer).toContain(c.answer);
        });
      }
    });
  }
});
