import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { isRightAnswer } from './plain-answer';
import { HUNT_TWO } from './senior-hunt-two-problems';

// Senior-high questions near what the solver answers, each with a trap: answered right, or refused; never wrong.
const solver = createOfflineSolver();

/** Infinity, union, ≤ and ≥ in the plain reading, so an interval can be compared as written by hand. */
function readable(answer: string): string {
  return answer
    .replace(/\\infty/g, '∞')
    .replace(/\\cup/g, '∪')
    .replace(/\\(?:leq|leqslant|le)(?![a-z])/g, '≤')
    .replace(/\\(?:geq|geqslant|ge)(?![a-z])/g, '≥')
    .replace(/\\(?:neq|ne)(?![a-z])/g, '≠');
}

describe('senior-high maths, second hunt for wrong answers', () => {
  it.each(HUNT_TWO)('%s: refused or right', async (text, expected, forbidden = []) => {
    const r = await solver.solve({ text });
    if (process.env.COVERAGE_REPORT) console.log(`${r.ok ? 'ANSWERED' : 'refused'} ${text.split('\n')[0]} => ${r.ok ? r.finalAnswer : ''}`);
    if (!r.ok) return;
    const answer = readable(r.finalAnswer);
    expect(isRightAnswer(expected, answer), `wrong: ${r.finalAnswer}`).toBe(true);
    for (const token of forbidden) expect(isRightAnswer([token], answer), `holds ${token}: ${r.finalAnswer}`).toBe(false);
  });
});
