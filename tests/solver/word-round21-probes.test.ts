import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { ROUND21_PROBES } from './word-round21-probes-cases';

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
      for (const [text, want] of cases) it(text, async () => expect(await answer(text)).toBe(want));
    });
  }
});
