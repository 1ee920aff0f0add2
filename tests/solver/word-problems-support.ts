import { expect, it } from 'vitest';
import { wordProblemsEngine } from '../../server/solver/engines/word-problems';
import { readQuestion } from '../../server/solver/read/question';

/** The word-problem engine's outcome for a math question, null when it does not take the question. */
export async function solveWordProblem(text: string) {
  const out = await wordProblemsEngine.solve(readQuestion(text, 'solution', 'math'));
  return out?.outcome ?? null;
}

/** One test per [text, final answer, kind]: answered by that kind, with that answer, verified. */
export function itSolvesEach(cases: Array<[string, string, string]>): void {
  for (const [text, answer, kind] of cases) {
    it(`${kind}: ${text}`, async () => {
      const out = await solveWordProblem(text);
      expect(out?.ok, text).toBe(true);
      if (!out?.ok) return;
      expect(out.finalAnswer).toBe(answer);
      expect(out.engine).toBe(`offline:word-problems:${kind}`);
      expect(out.verification.status).toBe('verified');
    });
  }
}

/** One test per [text, kind]: that kind does not answer it (another, better-informed kind may). */
export function itIsNotAnsweredByEach(cases: Array<[string, string]>): void {
  for (const [text, kind] of cases) {
    it(`not ${kind}: ${text}`, async () => {
      const out = await solveWordProblem(text);
      if (out?.ok) expect(out.engine).not.toBe(`offline:word-problems:${kind}`);
    });
  }
}
