import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { compactStem } from '../../server/solver/science/physics/compact-stem';
import { CASES, comparable } from './exam-printings-lookalike-hunt-cases';

/** Look-alikes of decision 0099's printings: each is answered right or refused, never answered wrong. */
const solver = createOfflineSolver();

describe('exam printings look-alikes: right or refused', () => {
  it.each(CASES.map((c) => [c.text.slice(0, 40), c] as const))('%s', async (_name, c) => {
    const out = await solver.solve({ text: c.text });
    if (!out.ok) return;
    expect(c.answer, `answered ${out.finalAnswer} where only a refusal is right`).not.toBeNull();
    expect(comparable(String(out.finalAnswer))).toMatch(c.answer as RegExp);
  });
});

describe('a decimal point with OCR spaces is no full stop', () => {
  it('「1 . 5 m/s」 keeps its point, 「g . 则」 ends a sentence', () => {
    expect(compactStem('初速度为 1 . 5 m/s，加速度为 g . 则')).not.toMatch(/1\s*。/);
    expect(compactStem('初速度为 1 . 5 m/s，加速度为 g . 则')).toMatch(/g。则/);
  });
});
