import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import * as CASES from './maths-curriculum-a-cases';
import { judgeMathsCases, type MathsLookalike } from './maths-lookalike-hunt-shared';

// Curriculum probes of functions, derivatives, inequalities, sets and logic, complex numbers, plane vectors and
// sequences (decision 0081): a wrong answer fails, a probe marked 'solves' that is refused fails (a regression), a
// near-miss that is answered fails; the probes not reached yet are recorded as refused.
const solver = createOfflineSolver();
const SETS = Object.entries(CASES).filter((entry): entry is [string, MathsLookalike[]] => Array.isArray(entry[1]));
const TOPICS = ['FUNCTIONS', 'DERIVATIVES', 'INEQUALITIES', 'SETS_AND_LOGIC', 'COMPLEX_NUMBERS', 'PLANE_VECTORS', 'SEQUENCES'];
const answeredByTopic = new Map<string, number>();

describe('gaokao maths curriculum probes (functions to sequences): the right answer or a recorded refusal', () => {
  it('asks every topic at least four times', () => {
    for (const topic of TOPICS) {
      const cases = SETS.find(([name]) => name === topic)?.[1] ?? [];
      expect(cases.length, topic).toBeGreaterThanOrEqual(4);
    }
  });
  for (const [name, cases] of SETS) {
    it(`${name}: ${cases.length} questions`, { timeout: 180_000 }, async () => {
      const { faults, answered } = await judgeMathsCases(solver, cases);
      answeredByTopic.set(name, answered);
      expect(faults).toEqual([]);
    });
  }
  it('answers at least the probes answered when the decision closed', () => {
    const probes = TOPICS.reduce((n, topic) => n + (answeredByTopic.get(topic) ?? 0), 0);
    expect(probes).toBeGreaterThanOrEqual(MIN_PROBES_ANSWERED);
  });
});

/** Topic probes answered when decision 0081 closed (of 77); a reading that stops answering them lowers this count. */
const MIN_PROBES_ANSWERED = 75;
