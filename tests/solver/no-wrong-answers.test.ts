import { describe, expect, it } from 'vitest';
import { loadDevset, loadExtra, loadHandwritten } from '../../bench/solver/load';
import { scoreOutcome } from '../../bench/solver/score';
import { createOfflineSolver } from '../../server/solver/offline';

/**
 * The product's promise on every problem we hold: a refusal is allowed, a wrong answer is not.
 * (How many are solved is a benchmark figure — `npm run bench:solver` — not a test.)
 */
const problems = [...loadHandwritten(), ...loadDevset('dev'), ...loadDevset('holdout'), ...loadExtra()];
const solver = createOfflineSolver();

describe('the offline solver never answers a published or handwritten problem wrongly', () => {
  it('holds at least the 490 published, 434 extra published and 110 handwritten problems', () => {
    expect(problems.length).toBeGreaterThanOrEqual(1034);
  });

  it('gives no wrong answer', { timeout: 240_000 }, async () => {
    const wrong: string[] = [];
    for (const p of problems) {
      const out = await solver.solve({ text: p.text });
      if (scoreOutcome(p.expected, out, p.subject) === 'wrong') wrong.push(`${p.id}: ${out.ok ? out.finalAnswer : ''}`);
    }
    expect(wrong).toEqual([]);
  });
});
