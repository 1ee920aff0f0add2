import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { ROUND22_LOOKALIKES, ROUND22_PROBES } from './tal-word-round22-cases';

/** Round 22 (decision 0118): competition word problems reaching the word-problem kinds; look-alikes refused. */
const solver = createOfflineSolver();

async function answer(text: string): Promise<string | null> {
  const r = await solver.solve({ text });
  return r.ok ? r.finalAnswer : null;
}

describe('round-22 competition word-problem probes', () => {
  for (const [group, cases] of Object.entries(ROUND22_PROBES)) {
    describe(group, () => {
      for (const [text, want] of cases) it(text, async () => expect(await answer(text)).toBe(want));
    });
  }
});

describe('round-22 look-alikes: refused', () => {
  for (const text of ROUND22_LOOKALIKES) it(text, async () => expect(await answer(text)).toBeNull());
});
