import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { HUNT_CASES } from './chem-round24-lookalike-hunt-cases';

const solver = createOfflineSolver();

describe('round 24 chemistry look-alikes (decision 0130): right or refused, never wrong', () => {
  it.each(HUNT_CASES.map((c, i) => [`${i + 1}: ${c.why}`, c] as const))(
    '%s',
    async (_, c) => {
      const r = await solver.solve({ text: c.text });
      if (c.answered) expect(r.ok, r.ok ? '' : r.reason).toBe(true);
      if (!r.ok) return;
      expect(c.answer, `answered ${r.finalAnswer} where the text fixes no single letter`).not.toBeNull();
      expect(r.finalAnswer.trim()[0]).toBe(c.answer);
    },
    30_000,
  );
});
