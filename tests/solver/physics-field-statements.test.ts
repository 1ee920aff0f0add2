import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { FIELD_STATEMENT_PROBES } from './physics-field-statements-cases';

const solver = createOfflineSolver();

/** The letters at the head of a choice answer ("BC（逐项…）" → "BC"). */
const letters = (final: string) => /^[A-D]+/.exec(final)?.[0] ?? final;

describe('charges and currents in fields: statement probes', () => {
  for (const p of FIELD_STATEMENT_PROBES) {
    it(`${p.topic}: ${p.text.split('\n')[0].slice(0, 40)}`, async () => {
      const out = await solver.solve({ text: p.text });
      if (p.answer === null) expect(out.ok, 'must be refused').toBe(false);
      else if (out.ok) expect(letters(out.finalAnswer)).toBe(p.answer);
      if (p.answered) expect(out.ok, 'recorded as answered').toBe(true);
    });
  }
});
