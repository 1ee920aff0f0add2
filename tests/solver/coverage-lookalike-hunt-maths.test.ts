import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import * as CASES from './coverage-lookalike-hunt-maths-cases';
import { mathsAgrees } from './maths-lookalike-hunt-shared';

// Look-alikes of the gaokao kinds and readings of decision 0071, one detail changed: each is answered with its
// hand-worked answer or refused, never answered otherwise.
const solver = createOfflineSolver();
const SETS = Object.entries(CASES).filter((entry): entry is [string, CASES.HuntCase[]] => Array.isArray(entry[1]));

describe('gaokao coverage look-alikes: the right answer or a refusal', () => {
  it('holds more than 150 look-alikes', () => {
    expect(SETS.reduce((n, [, cases]) => n + cases.length, 0)).toBeGreaterThan(150);
  });
  for (const [name, cases] of SETS) {
    it(`${name}: ${cases.length} look-alikes`, { timeout: 120_000 }, async () => {
      const faults: string[] = [];
      for (const [text, expected, status, forbidden = []] of cases) {
        const out = await solver.solve({ text });
        const shown = `${text.split('\n')[0]} → ${out.ok ? out.finalAnswer : '（拒答）'}`;
        const right = out.ok && expected !== null && mathsAgrees(out.finalAnswer, expected);
        if (out.ok && (!right || forbidden.some((f) => mathsAgrees(out.finalAnswer, [f])))) faults.push(`wrong: ${shown}`);
        else if (!out.ok && status === 'solves') faults.push(`no longer solved: ${shown}`);
        else if (out.ok && status === 'refuses') faults.push(`must be refused: ${shown}`);
      }
      expect(faults).toEqual([]);
    });
  }
});
