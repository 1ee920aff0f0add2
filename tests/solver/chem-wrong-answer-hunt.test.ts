import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { CHEMISTRY_HUNT, type HuntCase, LOOKALIKE_HUNT } from './chem-hunt-cases';

const solver = createOfflineSolver();

/** Answered with the hand-worked answer (a letter, or one of the `|`-separated forms of the value), or refused. */
async function expectNotWrong(c: HuntCase) {
  const out = await solver.solve({ text: c.text });
  if (!out.ok) return;
  if (/^[A-D]$/.test(c.answer)) expect(out.finalAnswer.slice(0, 1)).toBe(c.answer);
  else
    expect(
      c.answer.split('|').some((a) => out.finalAnswer.includes(a)),
      out.finalAnswer,
    ).toBe(true);
}

describe('chemistry wrong-answer hunt: problems near the kinds the engine answers', () => {
  for (const c of CHEMISTRY_HUNT) it(c.text.split('\n')[0], () => expectNotWrong(c));
  it('answers most of them (the kinds read their usual wordings)', async () => {
    const outs = await Promise.all(CHEMISTRY_HUNT.map((c) => solver.solve({ text: c.text })));
    expect(outs.filter((o) => o.ok).length).toBeGreaterThanOrEqual(60);
  });
});

describe('chemistry wrong-answer hunt: other subjects with chemistry words', () => {
  for (const c of LOOKALIKE_HUNT) it(c.text, () => expectNotWrong(c));
  it('none of them is taken by the chemistry kinds', async () => {
    for (const c of LOOKALIKE_HUNT) {
      const out = await solver.solve({ text: c.text });
      if (out.ok) expect(out.engine).not.toMatch(/^offline:chemistry/);
    }
  });
});
