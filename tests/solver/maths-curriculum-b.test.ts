import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import * as CASES from './maths-curriculum-b-cases';
import { type MathsLookalike, mathsAgrees } from './maths-lookalike-hunt-shared';

// Curriculum probes of the geometry, trigonometry, counting, probability, statistics and linear-programming topics
// (decision 0082): each answered with its hand-worked answer or refused, never answered otherwise; those answered
// when the decision closed ('solves') must stay answered, and the impossible ones must be refused.
const solver = createOfflineSolver();
const SETS = Object.entries(CASES).filter((entry): entry is [string, MathsLookalike[]] => Array.isArray(entry[1]));
const solvedBySet = new Map<string, number>();

describe('curriculum probes of the gaokao maths topics: the right answer or a refusal', () => {
  it('holds four to nine probes a topic', () => {
    for (const [, cases] of SETS) expect(cases.length).toBeGreaterThanOrEqual(4);
  });
  for (const [name, cases] of SETS) {
    it(`${name}: ${cases.length} probes`, { timeout: 180_000 }, async () => {
      const faults: string[] = [];
      let solved = 0;
      for (const [text, expected, status] of cases) {
        const out = await solver.solve({ text });
        const shown = `${text.split('\n')[0]} → ${out.ok ? out.finalAnswer : '（拒答）'}`;
        const right = out.ok && expected !== null && mathsAgrees(out.finalAnswer, expected);
        if (out.ok && !right) faults.push(`wrong: ${shown}`);
        else if (!out.ok && status === 'solves') faults.push(`no longer solved: ${shown}`);
        if (right) solved++;
      }
      solvedBySet.set(name, solved);
      expect(faults).toEqual([]);
    });
  }
  it('answers at least the probes the decision records', () => {
    const solved = [...solvedBySet.values()].reduce((n, k) => n + k, 0);
    expect(solved).toBeGreaterThanOrEqual(MIN_SOLVED);
  });
});

/** Probes answered when decision 0082 closed; a reading that stops answering them lowers this count. */
const MIN_SOLVED = 96;
