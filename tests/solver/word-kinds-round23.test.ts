import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { ROUND23_LOOKALIKES, ROUND23_PROBES } from './word-kinds-round23-cases';

/** Round 23 (decision 0124): word-problem kinds both the textbook and the competition pools ask; look-alikes refused. */
const solver = createOfflineSolver();

async function answer(text: string): Promise<string | null> {
  const r = await solver.solve({ text });
  return r.ok ? r.finalAnswer : null;
}

describe('round-23 word kinds of both pools', () => {
  for (const [group, cases] of Object.entries(ROUND23_PROBES)) {
    describe(group, () => {
      for (const [text, want] of cases) it(text, async () => expect(await answer(text)).toBe(want));
    });
  }
});

describe('round-23 look-alikes: refused', () => {
  for (const text of ROUND23_LOOKALIKES) it(text, async () => expect(await answer(text)).toBeNull());
});
