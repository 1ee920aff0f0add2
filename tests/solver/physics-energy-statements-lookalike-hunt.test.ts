import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { HUNT_CASES } from './physics-energy-statements-lookalike-hunt-cases';

const solver = createOfflineSolver();

/** The letters answered, or null when refused. */
async function letters(text: string): Promise<string | null> {
  const out = await solver.solve({ text });
  return out.ok ? out.finalAnswer.replace(/（.*$/s, '').trim() : null;
}

describe('energy, work and momentum statements in words, look-alikes: right or refused, never wrong', () => {
  it.each(HUNT_CASES.map((c) => [c.why, c] as const))('%s', async (_, c) => {
    const got = await letters(c.text);
    if (c.answered) expect(got, c.text).toBe(c.answer);
    if (got === null) return;
    expect(c.answer, `answered ${got} where the text does not fix every option`).not.toBeNull();
    expect(got, c.text).toBe(c.answer);
  });
});
