import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { FIELDS_NEAR_MISSES, FIELDS_PROBES } from './physics-fields-curriculum-cases';

const solver = createOfflineSolver();

/** The letters at the head of a choice answer ("BC（逐项…）" → "BC"). */
const letters = (final: string) => /^[A-D]+/.exec(final)?.[0] ?? final;

describe('physics beyond mechanics: the curriculum probes', () => {
  for (const topic of [...new Set(FIELDS_PROBES.map((p) => p.topic))]) {
    it(`${topic}: never a wrong letter, and every probe recorded as answered still answered`, async () => {
      for (const p of FIELDS_PROBES.filter((q) => q.topic === topic)) {
        const out = await solver.solve({ text: p.text });
        if (out.ok) expect(letters(out.finalAnswer), p.text).toBe(p.answer);
        if (p.answered) expect(out.ok, `${p.text} is recorded as answered`).toBe(true);
      }
    });
  }

  it('near misses are refused, not answered', async () => {
    for (const text of FIELDS_NEAR_MISSES) {
      const out = await solver.solve({ text });
      expect(out.ok, text).toBe(false);
    }
  });
});
