import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import * as TOPICS from './gaokao-coverage-hunt-cases';
import { mathsAgrees } from './maths-lookalike-hunt-shared';

// What the gaokao really asks, topic by topic: each case answered with its hand-worked answer or refused, never
// answered otherwise; the cases marked 'solves' must stay answered.
const solver = createOfflineSolver();

describe('gaokao coverage hunt: the right answer or a refusal', () => {
  for (const [topic, cases] of Object.entries(TOPICS)) {
    it(`${topic}: ${cases.length} problems`, { timeout: 120_000 }, async () => {
      const faults: string[] = [];
      for (const [text, expected, status] of cases) {
        const out = await solver.solve({ text });
        const shown = `${text.split('\n')[0]} → ${out.ok ? out.finalAnswer : `（拒答）${out.reason.slice(0, 50)}`}`;
        if (process.env.COVERAGE_REPORT) console.log(`${out.ok ? 'ANSWERED' : 'REFUSED '} [${topic}] ${shown}`);
        if (out.ok && (expected === null || !mathsAgrees(out.finalAnswer, expected))) faults.push(`wrong: ${shown}`);
        else if (!out.ok && status === 'solves') faults.push(`no longer solved: ${shown}`);
        else if (out.ok && status === 'refuses') faults.push(`must be refused: ${shown}`);
      }
      expect(faults).toEqual([]);
    });
  }
});
