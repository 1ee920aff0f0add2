import { afterAll, describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { COVERAGE, COVERAGE_SECOND } from './gaokao-coverage-problems';
import { isRightAnswer } from './plain-answer';

// The senior-high curriculum topic by topic: an answer must be right; a refusal is counted per topic.
const solver = createOfflineSolver();
const solvedPerTopic = new Map<string, [number, number]>();

describe('gaokao curriculum coverage', () => {
  it.each([...COVERAGE, ...COVERAGE_SECOND].map((p) => [p.topic, p.text, p] as const))('%s: %s', async (_topic, text, problem) => {
    const r = await solver.solve({ text });
    const key = COVERAGE_SECOND.includes(problem) ? `${problem.topic}（第二批）` : problem.topic;
    const counts = solvedPerTopic.get(key) ?? [0, 0];
    counts[1] += 1;
    if (r.ok) {
      expect(isRightAnswer(problem.expected, r.finalAnswer), `wrong: ${r.finalAnswer}`).toBe(true);
      counts[0] += 1;
    } else if (process.env.COVERAGE_REPORT) console.log(`refused [${problem.topic}] ${text.split('\n')[0]} — ${r.reason.slice(0, 60)}`);
    solvedPerTopic.set(key, counts);
  });

  afterAll(() => {
    if (!process.env.COVERAGE_REPORT) return;
    for (const [name, [solved, total]] of solvedPerTopic) console.log(`${name}\t${solved}/${total}`);
  });
});
