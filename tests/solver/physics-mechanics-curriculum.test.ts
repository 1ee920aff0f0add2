import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { CURRICULUM_PROBES } from './physics-mechanics-curriculum-cases';

const solver = createOfflineSolver();

/** The letters answered, or null when refused. */
async function letters(text: string): Promise<string | null> {
  const out = await solver.solve({ text });
  return out.ok ? out.finalAnswer.replace(/（.*$/s, '').trim() : null;
}

describe('mechanics curriculum probes: answered right or refused, never wrong', () => {
  for (const topic of [...new Set(CURRICULUM_PROBES.map((p) => p.topic))]) {
    it(topic, async () => {
      for (const p of CURRICULUM_PROBES.filter((q) => q.topic === topic)) {
        const got = await letters(p.text);
        if (got !== null) expect(got, p.text).toBe(p.answer);
        if (p.answered) expect(got, `${p.text}\n(answered before: a refusal is a regression)`).toBe(p.answer);
      }
    });
  }
});
