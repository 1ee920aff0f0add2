import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { HUNT_CASES } from './maths-connectives-lookalike-hunt-cases';

const solver = createOfflineSolver();
const plain = (s: string) => s.replace(/\\left|\\right|\\dfrac|[$\s{}]/g, (m) => (m === '\\dfrac' ? '\\frac' : ''));

describe('maths read in other words (decision 0127), look-alikes: right or refused, never wrong', () => {
  it.each(HUNT_CASES.map((c) => [c.why, c] as const))('%s', async (_, c) => {
    const r = await solver.solve({ text: c.text });
    if (!r.ok) return;
    expect(c.answer, `answered ${r.finalAnswer} where the solver must refuse`).not.toBeNull();
    if (typeof c.answer === 'string') expect(r.finalAnswer.trim()[0]).toBe(c.answer);
    else for (const piece of c.answer ?? []) expect(plain(r.finalAnswer)).toContain(plain(piece));
  });

  it('answers a fair share of them (a reading that starts refusing everything fails here)', async () => {
    let answered = 0;
    for (const c of HUNT_CASES) if ((await solver.solve({ text: c.text })).ok) answered++;
    expect(answered).toBeGreaterThanOrEqual(36);
  });
});
