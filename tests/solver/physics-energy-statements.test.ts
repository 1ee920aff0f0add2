import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { ENERGY_STATEMENT_PROBES } from './physics-energy-statements-cases';

const solver = createOfflineSolver();

/** The letters answered, or null when refused. */
async function letters(text: string): Promise<string | null> {
  const out = await solver.solve({ text });
  return out.ok ? out.finalAnswer.replace(/（.*$/s, '').trim() : null;
}

describe('energy, work and momentum statements in words', () => {
  for (const p of ENERGY_STATEMENT_PROBES) {
    it(p.text.split('\n')[0].slice(0, 40), async () => {
      const got = await letters(p.text);
      if (p.built === false && got === null) return;
      expect(got, p.text).toBe(p.answer);
    });
  }
});
