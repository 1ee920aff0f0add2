import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { LOOKALIKE_MECHANICS } from './physics-mechanics-lookalike-hunt-cases';

const solver = createOfflineSolver();
const choice = (stem: string, options: string[]) => [stem, ...options.map((o, i) => `${'ABCD'[i]}. ${o}`)].join('\n');

/** The letters answered, or null when refused. */
async function letters(stem: string, options: string[]): Promise<string | null> {
  const out = await solver.solve({ text: choice(stem, options) });
  return out.ok ? out.finalAnswer.replace(/（.*$/s, '').trim() : null;
}

describe('mechanics statement look-alikes: answered right or refused, never wrong', () => {
  it.each(LOOKALIKE_MECHANICS.map((c) => [c.trap, c] as const))('%s', async (_trap, c) => {
    const got = await letters(c.stem, c.options);
    if (c.answer === null) expect(got, c.stem).toBeNull();
    else if (got !== null) expect(got, c.stem).toBe(c.answer);
  });

  it('still answers the plain situations among them', async () => {
    let answered = 0;
    for (const c of LOOKALIKE_MECHANICS) if (c.answer !== null && (await letters(c.stem, c.options)) === c.answer) answered++;
    expect(answered).toBeGreaterThanOrEqual(35);
  });
});
