import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { FIELD_LOOKALIKE_CASES } from './physics-field-statements-lookalike-hunt-cases';

const solver = createOfflineSolver();

/** The letters at the head of a choice answer ("BC（逐项…）" → "BC"). */
const letters = (final: string) => /^[A-D]+/.exec(final)?.[0] ?? final;

describe('field statement look-alikes: right or refused, never wrong', () => {
  it.each(FIELD_LOOKALIKE_CASES.map((c) => [c.why, c] as const))('%s', async (_, c) => {
    const r = await solver.solve({ text: c.text });
    if (c.answered) expect(r.ok, 'recorded as answered').toBe(true);
    if (!r.ok) return;
    expect(c.answer, `answered ${r.finalAnswer} where the text fixes no answer`).not.toBeNull();
    expect(letters(r.finalAnswer)).toBe(c.answer);
  });
});
