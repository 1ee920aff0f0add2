import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { STORY_WORDING_HUNT } from './story-wording-hunt-cases';

/** Look-alike hunt of decision 0126: each answer is the one worked by hand, or a refusal. */
const solver = createOfflineSolver();

async function answer(text: string): Promise<string | null> {
  const r = await solver.solve({ text });
  return r.ok ? r.finalAnswer : null;
}

describe('story wording look-alike hunt (0126)', () => {
  for (const [text, want, answered] of STORY_WORDING_HUNT) {
    it(text, async () => {
      const got = await answer(text);
      if (answered || want === null) expect(got).toBe(want);
      // not reached yet: a refusal, or an answer with the hand-worked number
      else if (got !== null) expect(got).toMatch(new RegExp(`(?:^|[^\\d.])${want.replace('.', '\\.')}(?:$|[^\\d.])`));
    });
  }
});
