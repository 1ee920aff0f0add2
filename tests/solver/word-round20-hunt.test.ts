import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { ROUND20_HUNT } from './word-round20-hunt-cases';

/**
 * The round-20 hunt: look-alikes of what decision 0112 answers. Each is the right answer or a refusal; those marked
 * null must be refused. The right answers of look-alikes still refused are pinned only once answered.
 */
const solver = createOfflineSolver();

describe('round-20 hunt: the right answer or a refusal, never another', () => {
  for (const [text, want] of ROUND20_HUNT)
    it(text, async () => {
      const r = await solver.solve({ text });
      const got = r.ok ? r.finalAnswer : null;
      if (want === null) expect(got).toBeNull();
      else if (got !== null) expect(got).toBe(want);
    });
});
