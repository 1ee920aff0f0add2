import { afterAll, describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { COVERAGE } from './gaokao-coverage-problems';
import { isRightAnswer } from './plain-answer';

// The senior-high curriculum topic by topic: an answer must be right; a refusal is counted per topic.
const solver = createOfflineSolver();
const solvedPerTopic = new Map<string, [number, number]>();

describe('gaokao curriculum coverage', () => {
  it.each(COVERAGE.map((p) => [p.topic, p.text, p] as const))('%s: %s', async (_topic, text, problem) => {
    const r = await solver.solve({ text });
    const counts = solvedPerTopic.get(problem.topic) ?? [0, 0];
    counts[1] += 1;
    if (r.ok) {
      expect(isRightAnswer(problem.expected, r.finalAnswer), `wrong: ${r.finalAnswer}`).toBe(true);
      counts[0] += 1;
    } else if (process.env.COVERAGE_REPORT) console.log(`refused [${problem.topic}] ${text.split('\n')[0]} — ${r.reason.slice(0, 60)}`);
    solvedPerTopic.set(problem.topic, counts);
  });

  afterAll(() => {
    if (!process.env.COVERAGE_REPORT) return;
    for (const [name, [solved, total]] of solvedPerTopic) console.log(`${name}\t${solved}/${total}`);
  });
});
