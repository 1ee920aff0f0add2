import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tasks } from '../../server/db/schema';
import { createDefaultPipelineDeps } from '../../server/pipeline/default-deps';
import type { PipelineDeps } from '../../server/pipeline/types';
import { answerMatches } from '../../server/solver/math/answers/answer';
import type { AnswerValue } from '../../server/solver/math/expression/types';
import { SUGGESTIONS } from '../../src/lib/suggestions';
import { createTestApp, type TestApp } from '../support/test-app';
import { createUser, runPipeline, submitTask, type TestUser } from '../support/task-fixtures';

/** The answer without LaTeX decoration, spaces or braces: "$s = 40\ \mathrm{m}$" → "s=40m". */
function flat(answer: string): string {
  return answer
    .replace(/\$/g, '')
    .replace(/\\(?:mathrm|text|left|right|displaystyle)(?![a-zA-Z])/g, '')
    .replace(/\\[ ,;!]/g, '')
    .replace(/\\dfrac/g, '\\frac')
    .replace(/[\s{}]/g, '');
}

const open = (lo: number, hi: number) => ({ lo, hi, loClosed: false, hiClosed: false });
const matches = (value: AnswerValue) => (answer: string) => expect(answerMatches(value, answer), answer).toBe(true);

/** Every answer worked out by hand (the working is in the comment of each line). */
const EXPECTED: Record<string, (answer: string) => void> = {
  // x² − 4x + 3 < 0 ⇔ 1 < x < 3; with 2 < x < 5: A ∩ B = (2, 3).
  'gk25-set': matches({ kind: 'interval', intervals: [open(2, 3)] }),
  // z = (3 − i)/(1 + i) = (3 − i)(1 − i)/2 = (2 − 4i)/2 = 1 − 2i; |z| = √(1 + 4) = √5.
  'gk25-complex': (a) => {
    expect(flat(a)).toMatch(/z=1-2i/);
    expect(flat(a)).toMatch(/\|z\|=\\sqrt5|\|z\|=√5/);
  },
  // a₁ + 2d = 5, 6a₁ + 15d = 36 ⇒ d = 2, a₁ = 1: aₙ = 2n − 1, Sₙ = n².
  'gk25-sequence': (a) => {
    expect(flat(a)).toMatch(/a_n=2n-1/);
    expect(flat(a)).toMatch(/S_n=n\^2/);
  },
  // cos α = −4/5 (second quadrant), tan α = −3/4; tan(α + π/4) = (tan α + 1)/(1 − tan α) = (1/4)/(7/4) = 1/7.
  'gk25-trig': matches({ kind: 'numbers', values: [1 / 7] }),
  // f'(x) = 3x² − 6x = 3x(x − 2): increasing on (−∞, 0) and (2, +∞), decreasing on (0, 2);
  // maximum f(0) = 2, minimum f(2) = 8 − 12 + 2 = −2.
  'gk25-derivative': (a) => {
    matches({ kind: 'monotonic', increasing: [open(-Infinity, 0), open(2, Infinity)], decreasing: [open(0, 2)] })(a);
    expect(flat(a)).toMatch(/极大值f\(0\)=2/);
    expect(flat(a)).toMatch(/极小值f\(2\)=-2/);
  },
  // e² = c²/a² = 1/2 ⇒ b² = a²/2; 4/a² + 2/b² = 8/a² = 1 ⇒ a² = 8, b² = 4.
  'gk25-ellipse': (a) => {
    expect(flat(a)).toMatch(/\\fracx\^28\+\\fracy\^24=1|x\^2\/8\+y\^2\/4=1/);
  },
  // e^x = 1 + x + x²/2 + o(x²) ⇒ the limit is 1/2.
  'ky-limit': matches({ kind: 'numbers', values: [0.5] }),
  // 2 ≡ −1 (mod 3) ⇒ 2ⁿ + 1 ≡ (−1)ⁿ + 1: 0 exactly when n is odd.
  'jingsai-mod': (a) => {
    expect(a).toMatch(/奇数|2k\s*-\s*1|2k\s*\+\s*1/);
  },
  // The car stops after v₀/a = 4 s < 6 s, so s = v₀²/(2a) = 400/10 = 40 m.
  'moni-brake': (a) => {
    expect(flat(a)).toMatch(/(?:^|=)40m$/);
  },
  // C: 3 ⇒ 3CO₂; H: 8 ⇒ 4H₂O; O: 6 + 4 = 10 ⇒ 5O₂.
  'ja-chem': (a) => {
    expect(flat(a)).toMatch(/^C_3H_8\+5O_2\\rightarrow3CO_2\+4H_2O$/);
  },
  // Adding: 3x = 9 ⇒ x = 3, y = 7 − 6 = 1.
  'es-system': matches({ kind: 'tuples', vars: ['x', 'y'], tuples: [[3, 1]] }),
};

describe('every home suggestion is solved offline through the API', () => {
  let t: TestApp;
  let user: TestUser;
  let solver: PipelineDeps['solver'];
  let close: () => Promise<void>;
  beforeAll(async () => {
    // One student submits every suggestion in a row: more than SUBMIT_RATE_LIMIT allows a minute.
    t = await createTestApp({ SOLVER: 'offline', SUBMIT_RATE_LIMIT: '0' });
    user = await createUser(t.config, t.database, { credits: 1000 });
    const real = createDefaultPipelineDeps(t.config);
    // Only the solver is the real one; no OCR or video is needed for typed problems.
    solver = real.solver;
    close = () => real.close();
  });
  afterAll(async () => {
    await close?.();
    await t?.close();
  });

  it('has an expected answer for each suggestion', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual(SUGGESTIONS.map((s) => s.id).sort());
  });

  it.each(SUGGESTIONS.map((s) => [s.id, s] as const))(
    '%s',
    async (_id, suggestion) => {
      const res = await submitTask(t, user, { problem_text: suggestion.text, generate_video: 'false' });
      expect(res.statusCode, res.body).toBeLessThan(300);
      const taskId = res.json().data.task_id as string;
      const outcome = await runPipeline(t, taskId, { solver });
      const [task] = await t.database.db.select().from(tasks).where(eq(tasks.id, taskId));
      expect(task.error).toBeNull();
      expect(outcome).toBe('completed');
      expect(task.engine).toMatch(/^offline/);
      expect(task.verification?.status).toBe('verified');
      EXPECTED[suggestion.id](task.finalAnswer ?? '');
    },
    30_000,
  );
});
