import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { HUNT, HUNT_MUST_REFUSE } from './gaokao-wrong-hunt-problems';
import { isRightAnswer } from './plain-answer';

// Fresh questions near what the solver answers, each with a trap: answered right, or refused; never wrong.
const solver = createOfflineSolver();

describe('gaokao maths: a hunt for wrong answers', () => {
  it.each(HUNT)('%s: refused or right', async (text, expected) => {
    const r = await solver.solve({ text });
    if (process.env.COVERAGE_REPORT) console.log(`${r.ok ? 'ANSWERED' : 'refused'} ${text.split('\n')[0]} => ${r.ok ? r.finalAnswer : ''}`);
    if (r.ok) expect(isRightAnswer(expected, r.finalAnswer), `wrong: ${r.finalAnswer}`).toBe(true);
  });

  it.each(HUNT_MUST_REFUSE.map((t) => [t]))('refuses %s', async (text) => {
    const r = await solver.solve({ text });
    expect(r.ok, r.ok ? r.finalAnswer : '').toBe(false);
  });
});
