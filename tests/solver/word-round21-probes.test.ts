import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { ROUND21_LEFT_REFUSED, ROUND21_LOOKALIKES, ROUND21_PROBES } from './word-round21-probes-cases';

/**
 * Round 21 (decision 0116): the textbook units of grades 1–6 (人教版), each written as its 练习 word it, so that the
 * refusals across units name the shared reading steps that fail.
 */
const solver = createOfflineSolver();

async function answer(text: string): Promise<string | null> {
  const r = await solver.solve({ text });
  return r.ok ? r.finalAnswer : null;
}

describe('round-21 textbook-unit probes', () => {
  for (const [group, cases] of Object.entries(ROUND21_PROBES)) {
    describe(group, () => {
      for (const [text, want] of cases)
        it(text, async () => {
          const got = await answer(text);
          // a probe left refused may be answered later, but only rightly
          if (ROUND21_LEFT_REFUSED.has(text) && got === null) return;
          expect(got).toBe(want);
        });
    });
  }
});

describe('round-21 look-alikes: refused', () => {
  for (const text of ROUND21_LOOKALIKES) it(text, async () => expect(await answer(text)).toBeNull());
});
