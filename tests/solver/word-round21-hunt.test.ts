import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { ROUND21_HUNT } from './word-round21-hunt-cases';

/**
 * The round-21 hunt: look-alikes of what decision 0116 answers. Each is the right answer or a refusal; those marked
 * null must be refused. The right answers of look-alikes still refused are pinned only once answered.
 */
const solver = createOfflineSolver();

describe('round-21 hunt: the right answer or a refusal, never another', () => {
  for (const [text, want] of ROUND21_HUNT)
    it(text, async () => {
      const r = await solver.solve({ text });
      const got = r.ok ? r.finalAnswer : null;
      if (want === null) expect(got).toBeNull();
      else if (got !== null) expect(got).toBe(want);
    });
});
