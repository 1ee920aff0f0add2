import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { COVERAGE } from './physics-mechanics-coverage';

const solver = createOfflineSolver();

/** The value after the last = or ≈ of a final answer ("$a = 2\ \mathrm{m/s^2}$", "3 \times 10^{5}"). */
function lastValue(answer: string): number | null {
  const m = /(?:=|\\approx)\s*(-?\d+(?:\.\d+)?)(?:\s*\\times\s*10\^\{(-?\d+)\})?[^=]*$/.exec(answer);
  return m ? Number(m[1]) * 10 ** Number(m[2] ?? 0) : null;
}

describe('the physics coverage set: every chapter solved with the hand-worked answer', () => {
  for (const chapter of [...new Set(COVERAGE.map((p) => p.chapter))]) {
    it(chapter, async () => {
      for (const p of COVERAGE.filter((q) => q.chapter === chapter)) {
        const out = await solver.solve({ text: p.text });
        expect(out.ok, p.text).toBe(true);
        const final = out.ok ? out.finalAnswer : '';
        if (typeof p.answer === 'string') expect(final.replace(/（.*$/s, ''), p.text).toBe(p.answer);
        else expect(Math.abs((lastValue(final) ?? Number.NaN) / p.answer - 1), `${p.text} → ${final}`).toBeLessThan(2e-3);
      }
    });
  }
});
