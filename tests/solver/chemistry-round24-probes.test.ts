import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { ROUND24_CASES } from './chemistry-round24-cases';

/**
 * Round 24 probes (decision 0130): chemistry choice questions as gaokao papers print them, written before the code.
 * An answered probe must give its hand-worked letter; a refused one must stay refused (never a wrong letter).
 */
const solver = createOfflineSolver();

describe('round 24 chemistry probes', () => {
  it.each(ROUND24_CASES.map((p, i) => [`${i} ${p.topic}: ${p.text.split('\n')[0].slice(0, 36)}`, p] as const))(
    '%s',
    async (_, p) => {
      const r = await solver.solve({ text: p.text });
      if (p.answered) {
        expect(r.ok, r.ok ? '' : r.reason).toBe(true);
        if (r.ok) expect(r.finalAnswer.trim()[0]).toBe(p.answer);
      } else {
        expect(r.ok, r.ok ? r.finalAnswer : '').toBe(false);
      }
    },
    30_000,
  );
});
