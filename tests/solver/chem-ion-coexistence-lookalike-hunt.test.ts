import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { HUNT_CASES } from './chem-ion-coexistence-lookalike-hunt-cases';

const solver = createOfflineSolver();

describe('离子共存 look-alikes: right or refused, never wrong', () => {
  it.each(HUNT_CASES.map((c) => [c.why, c] as const))('%s', async (_, c) => {
    const r = await solver.solve({ text: c.text });
    if (!r.ok) return;
    expect(c.answer, `answered ${r.finalAnswer} where the question has no single textbook answer`).not.toBeNull();
    expect(r.finalAnswer.trim()[0]).toBe(c.answer);
  });

  it('answers most of them (a reading that starts refusing everything fails here)', async () => {
    let answered = 0;
    for (const c of HUNT_CASES) if ((await solver.solve({ text: c.text })).ok) answered++;
    expect(answered).toBeGreaterThanOrEqual(105);
  });
});
