import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { judgePrincipleOption } from '../../server/solver/science/physics/principles/principle-statements';
import { LOOKALIKE_QUESTIONS, LOOKALIKE_STATEMENTS } from './physics-principles-lookalike-cases';

const solver = createOfflineSolver();

/** The letters at the head of a choice answer ("BC（逐项…）" → "BC", "C（3 种）" → "C"). */
const letters = (final: string) => /^[A-D]+/.exec(final)?.[0] ?? final;

describe('physics principle look-alikes: single statements', () => {
  it.each(LOOKALIKE_STATEMENTS.map((c) => [c.option, c] as const))('%s: its truth or undecided', (_o, c) => {
    const v = judgePrincipleOption(c.option, c.stem);
    if (v) expect(v.truth, v.why).toBe(c.truth);
  });

  it('still decides many of them (the judges read these wordings)', () => {
    const decided = LOOKALIKE_STATEMENTS.filter((c) => judgePrincipleOption(c.option, c.stem)?.truth === c.truth);
    expect(decided.length).toBeGreaterThanOrEqual(95);
  });
});

describe('physics principle look-alikes: whole questions', () => {
  it.each(LOOKALIKE_QUESTIONS.map((q) => [q.text.split('\n')[0], q] as const))('%s: right or refused', async (_s, q) => {
    const out = await solver.solve({ text: q.text });
    if (q.answer === null) expect(out.ok, q.text).toBe(false);
    else if (out.ok) expect(letters(out.finalAnswer), q.text).toBe(q.answer);
  });

  it('still answers the plain ones', async () => {
    let answered = 0;
    for (const q of LOOKALIKE_QUESTIONS) if ((await solver.solve({ text: q.text })).ok) answered++;
    expect(answered).toBeGreaterThanOrEqual(17);
  });
});
