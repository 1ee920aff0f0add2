import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { GRADES_4_6_CASES } from './grades-4-6-hunt-cases';

/**
 * A hunt for wrong answers in fresh grade 4–6 word problems (the cases file lists them with the hand-worked number).
 * A wrong answer is worse than a refusal: each problem is answered right or refused, and those marked 'answered' must
 * stay answered.
 */
const solver = createOfflineSolver();

/** The number an answer states, after its last 「=」 when it restates what was told (a fraction \\frac{a}{b} read as a ÷ b). */
function statedNumber(answer: string): string | null {
  const tail = answer.includes('=') ? answer.slice(answer.lastIndexOf('=') + 1) : answer;
  const t = tail.replace(/\\frac\{(\d+)\}\{(\d+)\}/g, (_, a: string, b: string) => String(Number(a) / Number(b)));
  return /-?\d+(?:\.\d+)?/.exec(t)?.[0] ?? null;
}

/** Equal to the hand-worked number, to the places the answer is written with when it is rounded (16.67 for 50/3). */
function sameNumber(stated: string | null, right: number): boolean {
  if (stated === null) return false;
  const places = (stated.split('.')[1] ?? '').length;
  const tolerance = places >= 2 ? 0.5 * 10 ** -places + 1e-9 : 1e-9 * Math.max(1, Math.abs(right));
  return Math.abs(Number(stated) - right) <= tolerance;
}

describe('grades 4–6 hunt: refused or answered right, never wrong', () => {
  for (const [text, right, state] of GRADES_4_6_CASES)
    it(text, async () => {
      const out = await solver.solve({ text });
      if (state === 'answered') expect(out.ok).toBe(true);
      if (out.ok) expect(`${out.finalAnswer} → ${String(sameNumber(statedNumber(out.finalAnswer), right))}`).toMatch(/→ true$/);
    });
});
