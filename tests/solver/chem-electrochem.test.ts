import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { ELECTROCHEM_CASES } from './chem-electrochem-cases';

const solver = createOfflineSolver();

describe('electrochemistry statements: probes', () => {
  it.each(ELECTROCHEM_CASES.map((c, i) => [`${i + 1}: ${c.text.split('\n')[0]}`, c] as const))('%s', async (_, c) => {
    const r = await solver.solve({ text: c.text });
    if (c.answered) {
      expect(r.ok, r.ok ? '' : r.reason).toBe(true);
      if (r.ok) expect(r.finalAnswer.trim()[0]).toBe(c.answer);
    } else {
      expect(r.ok, r.ok ? r.finalAnswer : '').toBe(false);
    }
  });
});
