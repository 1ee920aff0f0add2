import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { ROUND20_LOOKALIKES, ROUND20_PROBES } from './word-round20-probes-cases';

/**
 * Round 20 (decision 0112): the shared reading steps of primary word problems probed as other textbook pages word
 * them — 相差 of a pair, the rest of a whole after 其中…占, an average of amounts counted before 分别 or by ordinals,
 * 盒数 as a count word, the nth part of a ratio, an owner's thing named again.
 */
const solver = createOfflineSolver();

async function answer(text: string): Promise<string | null> {
  const r = await solver.solve({ text });
  return r.ok ? r.finalAnswer : null;
}

describe('round-20 word-problem probes', () => {
  for (const [group, cases] of Object.entries(ROUND20_PROBES)) {
    describe(group, () => {
      for (const [text, want] of cases) it(text, async () => expect(await answer(text)).toBe(want));
    });
  }
});

describe('round-20 look-alikes: the right answer or a refusal, never another', () => {
  for (const [text, want] of ROUND20_LOOKALIKES)
    it(text, async () => {
      const got = await answer(text);
      if (want === null) expect(got).toBeNull();
      else if (got !== null) expect(got).toBe(want);
    });
});
